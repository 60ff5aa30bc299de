import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { getConferenceShortDetail, getEnvironment } from '@platform/shared-api';
import { Button, TextField } from '@platform/ui';
import { AuthCard, authStyles as styles } from '#src/components/AuthCard.tsx';
import { describeAuthError } from '#src/lib/auth-errors.ts';
import { useMessage, type Message } from '#src/lib/useMessage.ts';
import { useSubmit } from '#src/lib/useSubmit.ts';
import { hostOf, inviteAliasOf } from '../utils/invite-link';

const INVALID_LINK: Message = { key: 'errors.invalidLink' };

/** join (join_conference): paste an invite link or alias; only our own events go on to /j/{alias}. */
export function JoinConferencePage() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [value, setValue] = useState(params.get('link') ?? '');
  const [fieldError, setFieldError] = useState<Message | null>(null);
  const [pending, run] = useSubmit();
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (!value.trim()) {
        setFieldError({ key: 'validation.fillField' });
        return input.current?.focus();
      }
      const ours = [window.location.host, hostOf(getEnvironment().mainDomain)].filter((host): host is string => Boolean(host));
      const alias = inviteAliasOf(value, ours);
      if (!alias) {
        setFieldError(INVALID_LINK);
        return input.current?.focus();
      }
      try {
        await getConferenceShortDetail({ alias });
        navigate(`/j/${encodeURIComponent(alias)}`);
      } catch (error) {
        const described = describeAuthError(error, { not_found: 'errors.invalidLink', invalid_input: 'errors.invalidLink' });
        setFieldError(described);
        input.current?.focus();
      }
    });
  };

  return (
    <AuthCard
      icon="video"
      heading={t('join.heading')}
      lead={t('join.lead')}
      testId="join-form"
      footer={
        <>
          <p>{t('join.noAccount')}</p>
          <Link className={styles.link} to="/login">
            {t('join.signin')}
          </Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          ref={input}
          label={t('join.label')}
          name="link"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('join.placeholder')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setFieldError(null);
          }}
          error={message(fieldError)}
          autoFocus
          required
          maxLength={2048}
        />
        <Button type="submit" variant="primary" size="lg" block icon="video" loading={pending} loadingLabel={t('join.loading')}>
          {t('join.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
