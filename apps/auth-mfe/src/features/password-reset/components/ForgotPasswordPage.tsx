import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { forgotPasswordReset } from '@platform/shared-api';
import { Alert, Button, TextField } from '@platform/ui';
import { AuthCard, authStyles as styles } from '#src/components/AuthCard.tsx';
import { describeAuthError } from '#src/lib/auth-errors.ts';
import { useMessage, type Message } from '#src/lib/useMessage.ts';
import { useSubmit } from '#src/lib/useSubmit.ts';
import { validateUsername } from '../../credentials';

/** forgot-password: asks for the account's e-mail or phone and sends a reset code. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState(params.get('username') ?? '');
  const [fieldError, setFieldError] = useState<Message | null>(null);
  const [formError, setFormError] = useState<Message | null>(null);
  const [pending, run] = useSubmit();
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const invalid = await validateUsername(username);
      setFieldError(invalid);
      setFormError(null);
      if (invalid) return input.current?.focus();
      try {
        await forgotPasswordReset({ username: username.trim() });
        navigate(`/success-forgot?${new URLSearchParams({ username: username.trim() }).toString()}`);
      } catch (error) {
        const described = describeAuthError(error);
        if (described.formField === 'username') {
          setFieldError(described);
          input.current?.focus();
        } else setFormError(described);
      }
    });
  };

  return (
    <AuthCard
      icon="key"
      heading={t('forgot.heading')}
      lead={t('forgot.lead')}
      testId="forgot-form"
      footer={
        <Link className={styles.link} to="/login">
          {t('forgot.back')}
        </Link>
      }
    >
      {formError ? <Alert tone="danger">{message(formError)}</Alert> : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          ref={input}
          label={t('credentials.username')}
          name="username"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('credentials.usernamePlaceholder')}
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            setFieldError(null);
          }}
          error={message(fieldError)}
          autoFocus
          required
          maxLength={254}
        />
        <Button type="submit" variant="primary" size="lg" block loading={pending} loadingLabel={t('forgot.loading')}>
          {t('forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
