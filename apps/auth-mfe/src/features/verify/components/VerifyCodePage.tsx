import { useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@platform/router';
import { Trans, useTranslation } from '@platform/i18n';
import { confirmEmail, logoutSession, resendEmail, sessionStore, useSessionStore } from '@platform/shared-api';
import { Alert, Button, TextField } from '@platform/ui';
import { AuthCard, authStyles as styles } from '#src/components/AuthCard.tsx';
import { ResendCodeRow } from '#src/components/ResendCodeRow.tsx';
import { describeAuthError } from '#src/lib/auth-errors.ts';
import { useCooldown } from '#src/lib/useCooldown.ts';
import { useMessage, type Message } from '#src/lib/useMessage.ts';
import { useSubmit } from '#src/lib/useSubmit.ts';
import { validateVerifyCode } from '../../credentials';
import { safeRedirect } from '../../session';
import { CODE_LENGTH, normaliseCode } from '../utils/code-input';
import { forgetSignupToken, signupTokenFor } from '../utils/signup-token';

/** verify-code: activates a verifying account with the code sent to its e-mail or phone. */
export function VerifyCodePage() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedUp = (useLocation().state as { signedUp?: boolean } | null)?.signedUp === true;
  const account = useSessionStore((s) => s.account);
  const token = useSessionStore((s) => s.token);
  const username = params.get('username')?.trim() || account?.email || account?.phone_number || '';
  const redirect = params.get('redirect');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<Message | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [pending, run] = useSubmit();
  const [resending, runResend] = useSubmit();
  const cooldown = useCooldown();
  const input = useRef<HTMLInputElement>(null);

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    setCode(normaliseCode(event.clipboardData.getData('text')));
    setCodeError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const empty = validateVerifyCode(code);
      setCodeError(empty);
      if (empty) return input.current?.focus();
      try {
        const signupToken = username ? signupTokenFor(username) : undefined;
        const result = await confirmEmail({
          code,
          ...(username ? { username } : {}),
          ...(signupToken ? { signup_token: signupToken } : {}),
        });
        forgetSignupToken();
        setNotice(null);
        if (token) {
          sessionStore.getState().setAccount(result.account);
          navigate(safeRedirect(redirect, window.location.origin));
        } else if (result.authorization) {
          // No session yet (signup gives none): the right code signs in.
          sessionStore.getState().login(result.authorization, result.account);
          navigate(safeRedirect(redirect, window.location.origin));
        } else {
          // Verified from a link without a session: sign in next, then continue.
          const next = new URLSearchParams({ username: result.account.username || username });
          if (redirect) next.set('redirect', redirect);
          navigate(`/login?${next.toString()}`, { state: { verified: true } });
        }
      } catch (error) {
        const described = describeAuthError(error);
        if (described.formField === 'code' || described.key.startsWith('errors.verify') || described.key === 'errors.activationInvalid')
          setCodeError(described);
        else setNotice({ tone: 'danger', text: message(described)! });
        input.current?.focus();
      }
    });
  };

  const onResend = () =>
    runResend(async () => {
      if (!username || cooldown.seconds > 0) return;
      try {
        const signupToken = signupTokenFor(username);
        const result = await resendEmail({ username, purpose: 'verify', ...(signupToken ? { signup_token: signupToken } : {}) });
        setNotice({ tone: 'success', text: t('verify.resent', { username }) });
        cooldown.start(result.retry_after ?? 60);
      } catch (error) {
        const described = describeAuthError(error);
        if (described.retryAfter) cooldown.start(described.retryAfter);
        setNotice({ tone: 'danger', text: described.key === 'errors.rateLimited' ? message(described)! : t('common:errors.resendFailed') });
      }
    });

  const signOut = async () => {
    await logoutSession({}).catch(() => undefined);
    sessionStore.getState().logout();
  };

  return (
    <AuthCard
      icon="mail"
      heading={t('verify.heading')}
      lead={
        username ? (
          <Trans
            t={t}
            i18nKey={signedUp ? 'verify.leadSignedUp' : 'verify.lead'}
            values={{ username }}
            components={{ strong: <strong /> }}
          />
        ) : (
          t('verify.leadNoUser')
        )
      }
      testId="verify-form"
      footer={
        token ? (
          <button type="button" className={styles.link} onClick={() => void signOut()}>
            {t('verify.otherAccount')}
          </button>
        ) : (
          <Link className={styles.link} to="/login">
            {t('credentials.toSignin')}
          </Link>
        )
      }
    >
      {notice ? (
        <Alert tone={notice.tone} icon={notice.tone === 'success' ? 'check' : 'alert'}>
          {notice.text}
        </Alert>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          ref={input}
          label={t('verify.code')}
          name="code"
          className={styles.codeInput}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={'•'.repeat(CODE_LENGTH)}
          value={code}
          onChange={(event) => {
            setCode(normaliseCode(event.target.value));
            setCodeError(null);
          }}
          onPaste={onPaste}
          error={message(codeError)}
          hint={t('verify.codeHint')}
          autoFocus
          required
        />
        <Button type="submit" variant="primary" size="lg" block loading={pending} loadingLabel={t('verify.loading')}>
          {t('verify.submit')}
        </Button>
      </form>
      <ResendCodeRow onResend={() => void onResend()} cooldownSeconds={cooldown.seconds} resending={resending} disabled={!username} />
    </AuthCard>
  );
}
