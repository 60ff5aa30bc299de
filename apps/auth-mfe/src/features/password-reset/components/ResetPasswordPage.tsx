import { useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from '@platform/router';
import { Trans, useTranslation } from '@platform/i18n';
import { resetPassword, resendEmail } from '@platform/shared-api';
import { Alert, Button, PasswordField, TextField, type FieldError } from '@platform/ui';
import { AuthCard, authStyles as styles } from '#src/components/AuthCard.tsx';
import { ResendCodeRow } from '#src/components/ResendCodeRow.tsx';
import { describeAuthError } from '#src/lib/auth-errors.ts';
import { useCooldown } from '#src/lib/useCooldown.ts';
import { useMessage, type Message } from '#src/lib/useMessage.ts';
import { useSubmit } from '#src/lib/useSubmit.ts';
import { formSummary, MIN_PASSWORD_LENGTH, validateReset, type ResetValues } from '../../credentials';
import { CODE_LENGTH, normaliseCode } from '../../verify';

type Errors = Partial<Record<keyof ResetValues, FieldError>>;

/** success-forgot: the reset code and a new password typed twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const username = params.get('username')?.trim() ?? '';
  const [values, setValues] = useState<ResetValues>({ code: '', new_password: '', confirm_password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [pending, run] = useSubmit();
  const [resending, runResend] = useSubmit();
  const cooldown = useCooldown();
  const refs = useRef<Partial<Record<keyof ResetValues, HTMLInputElement | null>>>({});

  if (!username) return <Navigate to="/forgot-password" replace />;

  const change = (field: keyof ResetValues, value: string) => {
    setValues((v) => ({ ...v, [field]: field === 'code' ? normaliseCode(value) : value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const found = validateReset(values);
      setErrors(found);
      const summary: Message | null = formSummary(found);
      setNotice(summary ? { tone: 'danger', text: message(summary)! } : null);
      if (summary) {
        const first = (['code', 'new_password', 'confirm_password'] as const).find((f) => found[f]);
        if (first) refs.current[first]?.focus();
        return;
      }
      try {
        await resetPassword({ username, code: values.code, new_password: values.new_password });
        navigate(`/login?${new URLSearchParams({ username }).toString()}`, { state: { passwordReset: true } });
      } catch (error) {
        const described = describeAuthError(error);
        const field = described.formField as keyof ResetValues | undefined;
        if (field && field in values) {
          setErrors({ [field]: described });
          refs.current[field]?.focus();
        } else setNotice({ tone: 'danger', text: message(described)! });
      }
    });
  };

  const onResend = () =>
    runResend(async () => {
      if (cooldown.seconds > 0) return;
      try {
        const result = await resendEmail({ username, purpose: 'reset' });
        setNotice({ tone: 'success', text: t('reset.resent') });
        cooldown.start(result.retry_after ?? 60);
      } catch (error) {
        const described = describeAuthError(error);
        if (described.retryAfter) cooldown.start(described.retryAfter);
        setNotice({ tone: 'danger', text: described.key === 'errors.rateLimited' ? message(described)! : t('common:errors.resendFailed') });
      }
    });

  return (
    <AuthCard
      icon="lock"
      heading={t('reset.heading')}
      lead={<Trans t={t} i18nKey="reset.lead" values={{ username }} components={{ strong: <strong /> }} />}
      testId="reset-form"
      footer={
        <Link className={styles.link} to={`/forgot-password?${new URLSearchParams({ username }).toString()}`}>
          {t('reset.otherAddress')}
        </Link>
      }
    >
      {notice ? (
        <Alert tone={notice.tone} icon={notice.tone === 'success' ? 'check' : 'alert'}>
          {notice.text}
        </Alert>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          ref={(el) => {
            refs.current.code = el;
          }}
          label={t('reset.code')}
          name="code"
          className={styles.codeInput}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={'•'.repeat(CODE_LENGTH)}
          value={values.code}
          onChange={(event) => change('code', event.target.value)}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
            event.preventDefault();
            change('code', event.clipboardData.getData('text'));
          }}
          error={message(errors.code)}
          autoFocus
          required
        />
        <PasswordField
          ref={(el) => {
            refs.current.new_password = el;
          }}
          label={t('reset.newPassword')}
          name="new_password"
          autoComplete="new-password"
          value={values.new_password}
          onChange={(event) => change('new_password', event.target.value)}
          error={message(errors.new_password)}
          hint={t('credentials.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          required
          maxLength={256}
        />
        <PasswordField
          ref={(el) => {
            refs.current.confirm_password = el;
          }}
          label={t('reset.confirmPassword')}
          name="confirm_password"
          autoComplete="new-password"
          value={values.confirm_password}
          onChange={(event) => change('confirm_password', event.target.value)}
          error={message(errors.confirm_password)}
          required
          maxLength={256}
        />
        <Button type="submit" variant="primary" size="lg" block loading={pending} loadingLabel={t('reset.loading')}>
          {t('reset.submit')}
        </Button>
      </form>
      <ResendCodeRow onResend={() => void onResend()} cooldownSeconds={cooldown.seconds} resending={resending} />
    </AuthCard>
  );
}
