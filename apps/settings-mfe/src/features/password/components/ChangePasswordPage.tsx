import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { Navigate } from '@platform/router';
import { changePassword, setPassword, sessionStore, useSessionStore } from '@platform/shared-api';
import { Alert, Button, PasswordField } from '@platform/ui';
import { SettingsPage, SettingsSection, settingsStyles as styles } from '#src/components/SettingsPage.tsx';
import { usePasswordForm } from '../hooks/usePasswordForm';
import { validateChangePassword, validateSetPassword } from '../utils/password-rules';
import { NewPasswordFields } from './NewPasswordFields';

/** /app/change_password: current, new and confirm (spec §5). Accounts without a password go to set_password. */
export function ChangePasswordPage() {
  const { t } = useTranslation('settings');
  const account = useSessionStore((s) => s.account);
  const [done, setDone] = useState(false);
  const form = usePasswordForm({
    empty: { current_password: '', new_password: '', confirm_password: '' },
    validate: validateChangePassword,
    save: (values) => changePassword({ current_password: values.current_password, new_password: values.new_password }),
    onSaved: () => setDone(true),
    onEdit: () => setDone(false),
  });
  if (account && account.has_password === false) return <Navigate to="/app/set_password" replace />;

  return (
    <SettingsPage title={t('password.changeTitle')} description={t('password.changeDescription')}>
      <SettingsSection title={t('password.changeTitle')}>
        {done ? (
          <Alert tone="success" icon="check">
            {t('password.changed')}
          </Alert>
        ) : null}
        <form className={styles.form} onSubmit={form.onSubmit} noValidate>
          <PasswordField
            label={t('password.current')}
            name="current_password"
            autoComplete="current-password"
            required
            value={form.values.current_password}
            onChange={form.set('current_password')}
            error={form.message('current_password')}
          />
          <NewPasswordFields values={form.values} set={form.set} message={form.message} />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" loading={form.saving} loadingLabel={t('saving')}>
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
  const form = usePasswordForm({
    empty: { new_password: '', confirm_password: '' },
    validate: validateSetPassword,
    save: (values) => setPassword({ new_password: values.new_password }),
    onSaved: () => {
      const current = sessionStore.getState().account;
      if (current) sessionStore.getState().setAccount({ ...current, has_password: true });
    },
  });
  if (account && account.has_password) return <Navigate to="/app/change_password" replace />;

  return (
    <SettingsPage title={t('password.setTitle')} description={t('password.setDescription')}>
      <SettingsSection title={t('password.setTitle')}>
        <form className={styles.form} onSubmit={form.onSubmit} noValidate>
          <NewPasswordFields values={form.values} set={form.set} message={form.message} />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" loading={form.saving} loadingLabel={t('saving')}>
              {t('password.setAction')}
            </Button>
          </div>
        </form>
      </SettingsSection>
    </SettingsPage>
  );
}
