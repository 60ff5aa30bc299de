import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { login, sessionStore, signup, useSessionStore, type Account } from '@platform/shared-api';
import { Alert, Button, DISPLAY_NAME_MAX, Icon, PasswordField, TextField, type FieldError } from '@platform/ui';
import { AuthCard, authStyles as styles } from '#src/components/AuthCard.tsx';
import { describeAuthError } from '#src/lib/auth-errors.ts';
import { useMessage, type Message } from '#src/lib/useMessage.ts';
import { useSubmit } from '#src/lib/useSubmit.ts';
import { destinationAfterLogin } from '../../session';
import { rememberSignupToken } from '../../verify';
import {
  emptyCredentials,
  formSummary,
  MIN_PASSWORD_LENGTH,
  signupPayload,
  validateCredentials,
  type CredentialsMode,
  type CredentialsValues,
} from '../utils/credential-rules';
import { SocialButtons } from './SocialButtons';

type Errors = Partial<Record<keyof CredentialsValues, FieldError>>;

/** Sign in and sign up: one form, switched by the route (/login or /signup). */
export function CredentialsPage() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const navigate = useNavigate();
  const { pathname, state } = useLocation() as { pathname: string; state: { verified?: boolean; passwordReset?: boolean } | null };
  const [params] = useSearchParams();
  const mode: CredentialsMode = pathname.startsWith('/signup') ? 'signup' : 'signin';
  const redirect = params.get('redirect');
  const [values, setValues] = useState<CredentialsValues>(() => ({ ...emptyCredentials, username: params.get('username') ?? '' }));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<Message | null>(null);
  const [pending, run] = useSubmit();
  const fieldRefs = useRef<Partial<Record<keyof CredentialsValues, HTMLInputElement | null>>>({});
  const signedIn = useSessionStore((s) => s.account);

  const query = params.toString() ? `?${params.toString()}` : '';
  const change = (field: keyof CredentialsValues) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const focusFirst = (found: Errors) => {
    const order: Array<keyof CredentialsValues> = ['display_name', 'username', 'password', 'confirm_password'];
    const first = order.find((field) => found[field]);
    if (first) fieldRefs.current[first]?.focus();
  };

  const finish = (token: string, account: Account) => {
    sessionStore.getState().login(token, account);
    navigate(destinationAfterLogin(account, redirect, window.location.origin));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const found = await validateCredentials(mode, values);
      setErrors(found);
      setFormError(formSummary(found));
      if (formSummary(found)) return focusFirst(found);
      try {
        if (mode === 'signin') {
          const result = await login({ username: values.username.trim(), password: values.password });
          finish(result.authorization, result.account);
        } else {
          // The answer is the same whether or not the address is in use; the code is what signs in.
          const payload = signupPayload(values);
          const sent = await signup(payload);
          const username = payload.email ?? payload.phone_number ?? '';
          // The code works only with this signup's secret: kept in this tab, never in the URL.
          rememberSignupToken(username, sent.signup_token);
          const next = new URLSearchParams({ username });
          if (redirect) next.set('redirect', redirect);
          navigate(`/verify-code?${next.toString()}`, { state: { signedUp: true } });
        }
      } catch (error) {
        const described = describeAuthError(error);
        const field = described.formField as keyof CredentialsValues | undefined;
        if (field && field in values) {
          setErrors({ [field]: described });
          setFormError(null);
          fieldRefs.current[field]?.focus();
        } else {
          setFormError(described);
        }
      }
    });
  };

  // Someone already signed in has nothing to do here: on to where they were going.
  if (signedIn && !pending) return <Navigate to={destinationAfterLogin(signedIn, redirect, window.location.origin)} replace />;

  const signin = mode === 'signin';
  const err = (field: keyof CredentialsValues) => message(errors[field]);
  return (
    <AuthCard
      heading={t(signin ? 'credentials.signinHeading' : 'credentials.signupHeading')}
      lead={t(signin ? 'credentials.signinLead' : 'credentials.signupLead')}
      testId="credentials-form"
      footer={
        <>
          <p>
            {t(signin ? 'credentials.noAccount' : 'credentials.haveAccount')}{' '}
            <Link className={styles.link} to={`${signin ? '/signup' : '/login'}${query}`}>
              {t(signin ? 'credentials.toSignup' : 'credentials.toSignin')}
            </Link>
          </p>
        </>
      }
    >
      <nav className={styles.segmented} aria-label={t('credentials.modeLabel')}>
        <Link className={styles.segment} to={`/login${query}`} aria-current={signin ? 'page' : undefined}>
          {t('credentials.signinTab')}
        </Link>
        <Link className={styles.segment} to={`/signup${query}`} aria-current={!signin ? 'page' : undefined}>
          {t('credentials.signupTab')}
        </Link>
      </nav>
      {formError ? <Alert tone="danger">{message(formError)}</Alert> : null}
      {!formError && signin && state?.verified ? (
        <Alert tone="success" icon="check">
          {t('verify.verifiedSignIn')}
        </Alert>
      ) : null}
      {!formError && signin && state?.passwordReset ? (
        <Alert tone="success" icon="check">
          {t('reset.done')}
        </Alert>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {!signin ? (
          <TextField
            ref={(el) => {
              fieldRefs.current.display_name = el;
            }}
            label={t('credentials.displayName')}
            name="display_name"
            autoComplete="name"
            placeholder={t('credentials.displayNamePlaceholder')}
            value={values.display_name}
            onChange={change('display_name')}
            error={err('display_name')}
            required
            maxLength={DISPLAY_NAME_MAX}
          />
        ) : null}
        <TextField
          ref={(el) => {
            fieldRefs.current.username = el;
          }}
          label={t('credentials.username')}
          name="username"
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('credentials.usernamePlaceholder')}
          value={values.username}
          onChange={change('username')}
          error={err('username')}
          required
          maxLength={254}
        />
        <PasswordField
          ref={(el) => {
            fieldRefs.current.password = el;
          }}
          label={t('credentials.password')}
          name="password"
          autoComplete={signin ? 'current-password' : 'new-password'}
          value={values.password}
          onChange={change('password')}
          error={err('password')}
          hint={signin ? undefined : t('credentials.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          required
          maxLength={256}
        />
        {signin ? (
          <div className={styles.inlineRow}>
            <Link className={styles.link} to="/forgot-password">
              {t('credentials.forgot')}
            </Link>
          </div>
        ) : (
          <PasswordField
            ref={(el) => {
              fieldRefs.current.confirm_password = el;
            }}
            label={t('credentials.confirmPassword')}
            name="confirm_password"
            autoComplete="new-password"
            value={values.confirm_password}
            onChange={change('confirm_password')}
            error={err('confirm_password')}
            required
            maxLength={256}
          />
        )}
        <Button
          type="submit"
          variant="primary"
          size="lg"
          block
          loading={pending}
          loadingLabel={t(signin ? 'credentials.signinLoading' : 'credentials.signupLoading')}
        >
          {t(signin ? 'credentials.signinSubmit' : 'credentials.signupSubmit')}
        </Button>
      </form>
      <div className={styles.divider}>{t('credentials.or')}</div>
      <SocialButtons redirect={redirect} />
      <div className={styles.extraLinks}>
        <Link to="/domain">
          <Icon name="key" size={16} />
          {t('credentials.domainLink')}
        </Link>
        <Link to="/join">
          <Icon name="link" size={16} />
          {t('credentials.joinLink')}
        </Link>
      </div>
    </AuthCard>
  );
}
