import type { ChangeEvent } from 'react';
import { useTranslation } from '@platform/i18n';
import { PasswordField } from '@platform/ui';
import { MIN_PASSWORD_LENGTH } from '../utils/password-rules';

type NewPasswordField = 'new_password' | 'confirm_password';

/** The new password and its confirmation, as both password forms ask for them (spec §5). */
export function NewPasswordFields({
  values,
  set,
  message,
}: {
  values: Record<NewPasswordField, string>;
  set: (field: NewPasswordField) => (e: ChangeEvent<HTMLInputElement>) => void;
  message: (field: NewPasswordField) => string | null;
}) {
  const { t } = useTranslation('settings');
  return (
    <>
      <PasswordField
        label={t('password.new')}
        name="new_password"
        autoComplete="new-password"
        required
        value={values.new_password}
        onChange={set('new_password')}
        error={message('new_password')}
        hint={t('password.hint', { min: MIN_PASSWORD_LENGTH })}
      />
      <PasswordField
        label={t('password.confirm')}
        name="confirm_password"
        autoComplete="new-password"
        required
        value={values.confirm_password}
        onChange={set('confirm_password')}
        error={message('confirm_password')}
      />
    </>
  );
}
