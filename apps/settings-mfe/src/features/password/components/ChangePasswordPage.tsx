import { useState, type FormEvent } from 'react';
import { useTranslation } from '@platform/i18n';
import { Navigate } from '@platform/router';
import { changePassword, setPassword, sessionStore, useSessionStore } from '@platform/shared-api';
import { Alert, Button, PasswordField } from '@platform/ui';
import { SettingsPage, SettingsSection, settingsStyles as styles } from '#src/components/SettingsPage.tsx';
import { saveWithToast } from '#src/lib/save.ts';
import { useFieldErrors } from '#src/lib/useFieldErrors.ts';
import { MIN_PASSWORD_LENGTH, validateChangePassword, validateSetPassword } from '../utils/password-rules';

const CODES = {
  password_wrong: 'settings:password.currentWrong',
  password_weak: 'common:validation.passwordShort',
  password_already_set: 'settings:password.alreadySet',
};

/** /app/change_password: current, new and confirm (spec §5). Accounts without a password go to set_password. */
export function ChangePasswordPage() {
  const { t } = useTranslation('settings');
  const account = useSessionStore((s) => s.account);
  const [values, setValues] = useState({ current_password: '', new_password: '', confirm_password: '' });
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const fields = useFieldErrors<keyof typeof values>();
  if (account && account.has_password === false) return <Navigate to="/app/set_password" replace />;

  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    fields.clear(field);
    setDone(false);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = validateChangePassword(values);
    fields.setErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    setSaving(true);
    const result = await saveWithToast(
      () => changePassword({ current_password: values.current_password, new_password: values.new_password }),
      CODES,
    );
    setSaving(false);
    if (result.ok) {
      setValues({ current_password: '', new_password: '', confirm_password: '' });
      setDone(true);
    } else fields.fromServer({ ...result.error, params: { min: MIN_PASSWORD_LENGTH, ...result.error.params } });
  }

  return (
    <SettingsPage title={t('password.changeTitle')} description={t('password.changeDescription')}>
      <SettingsSection title={t('password.changeTitle')}>
        {done ? (
          <Alert tone="success" icon="check">
            {t('password.changed')}
          </Alert>
        ) : null}
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <PasswordField
            label={t('password.current')}
            name="current_password"
            autoComplete="current-password"
            required
            value={values.current_password}
            onChange={set('current_password')}
            error={fields.message('current_password')}
          />
          <PasswordField
            label={t('password.new')}
            name="new_password"
            autoComplete="new-password"
            required
            value={values.new_password}
            onChange={set('new_password')}
            error={fields.message('new_password')}
            hint={t('password.hint', { min: MIN_PASSWORD_LENGTH })}
          />
          <PasswordField
            label={t('password.confirm')}
            name="confirm_password"
            autoComplete="new-password"
            required
            value={values.confirm_password}
            onChange={set('confirm_password')}
            error={fields.message('confirm_password')}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" loading={saving} loadingLabel={t('saving')}>
              {t('password.changeAction')}
            </Button>
          </div>
        </form>
      </SettingsSection>
    </SettingsPage>
  );
}

/** /app/set_password: a first password for accounts created with Google or Facebook. */
export function SetPasswordPage() {
  const { t } = useTranslation('settings');
  const account = useSessionStore((s) => s.account);
  const [values, setValues] = useState({ new_password: '', confirm_password: '' });
  const [saving, setSaving] = useState(false);
  const fields = useFieldErrors<keyof typeof values>();
  if (account && account.has_password) return <Navigate to="/app/change_password" replace />;

  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    fields.clear(field);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = validateSetPassword(values);
    fields.setErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    setSaving(true);
    const result = await saveWithToast(() => setPassword({ new_password: values.new_password }), CODES);
    setSaving(false);
    if (result.ok) {
      const current = sessionStore.getState().account;
      if (current) sessionStore.getState().setAccount({ ...current, has_password: true });
    } else fields.fromServer({ ...result.error, params: { min: MIN_PASSWORD_LENGTH, ...result.error.params } });
  }

  return (
    <SettingsPage title={t('password.setTitle')} description={t('password.setDescription')}>
      <SettingsSection title={t('password.setTitle')}>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <PasswordField
            label={t('password.new')}
            name="new_password"
            autoComplete="new-password"
            required
            value={values.new_password}
            onChange={set('new_password')}
            error={fields.message('new_password')}
            hint={t('password.hint', { min: MIN_PASSWORD_LENGTH })}
          />
          <PasswordField
            label={t('password.confirm')}
            name="confirm_password"
            autoComplete="new-password"
            required
            value={values.confirm_password}
            onChange={set('confirm_password')}
            error={fields.message('confirm_password')}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" loading={saving} loadingLabel={t('saving')}>
              {t('password.setAction')}
            </Button>
          </div>
        </form>
      </SettingsSection>
    </SettingsPage>
  );
}
