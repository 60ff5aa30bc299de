import { useRef, useState, type FormEvent } from 'react';
import { Link } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { findDomain } from '@platform/shared-api';
import { Alert, Button, Icon, TextField } from '@platform/ui';
// Bundled with this remote (plain numbers), so a release never depends on the shell's copy of a shared lib for them.
import { DOMAIN_MAX } from '@platform/contracts/src/rules/limits';
import { AuthCard, authStyles as styles } from '#src/components/AuthCard.tsx';
import { describeAuthError } from '#src/lib/auth-errors.ts';
import { useMessage, type Message } from '#src/lib/useMessage.ts';
import { useSubmit } from '#src/lib/useSubmit.ts';
import { domainOf, isDomain, organisationLoginUrl } from '../utils/organisation';

interface Organisation {
  name: string;
  domain: string;
  loginUrl: string | null;
}

/** domain: finds the organisation behind a sign-in domain, then continues to its sign-in page. */
export function DomainPage() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<Message | null>(null);
  const [organisation, setOrganisation] = useState<Organisation | null>(null);
  const [pending, run] = useSubmit();
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setOrganisation(null);
      const domain = domainOf(value);
      const invalid: Message | null = !value.trim()
        ? { key: 'validation.fillField' }
        : !isDomain(domain)
          ? { key: 'validation.notAllValid' }
          : null;
      setFieldError(invalid);
      if (invalid) return input.current?.focus();
      try {
        const found = await findDomain({ domain });
        setOrganisation({ name: found.name, domain: found.domain, loginUrl: organisationLoginUrl(found.login_url) });
      } catch (error) {
        setFieldError(describeAuthError(error, { not_found: 'auth:domain.notFound' }));
        input.current?.focus();
      }
    });
  };

  return (
    <AuthCard
      icon="globe"
      heading={t('domain.heading')}
      lead={t('domain.lead')}
      testId="domain-form"
      footer={
        <Link className={styles.link} to="/login">
          {t('domain.back')}
        </Link>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          ref={input}
          label={t('domain.label')}
          name="domain"
          autoComplete="organization"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('domain.placeholder')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setFieldError(null);
            setOrganisation(null);
          }}
          error={message(fieldError)}
          autoFocus
          required
          maxLength={DOMAIN_MAX}
        />
        {organisation ? null : (
          <Button type="submit" variant="primary" size="lg" block loading={pending} loadingLabel={t('domain.loading')}>
            {t('domain.submit')}
          </Button>
        )}
      </form>
      {organisation ? (
        <div data-testid="organisation">
          <div className={styles.organisation} role="status">
            <Icon name="check" size={20} />
            <div>
              <strong>{organisation.name}</strong>
              <span>{organisation.domain}</span>
            </div>
          </div>
          {organisation.loginUrl ? (
            <a className="ui-button ui-button--primary ui-button--lg ui-button--block" href={organisation.loginUrl}>
              {t('domain.continueTo', { name: organisation.name })}
            </a>
          ) : (
            <Alert tone="danger">{t('domain.badLoginUrl')}</Alert>
          )}
        </div>
      ) : null}
    </AuthCard>
  );
}
