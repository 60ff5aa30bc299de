import { useState, type FormEvent } from 'react';
import { useTranslation } from '@platform/i18n';
import { sessionStore, updateProfile, useSessionStore } from '@platform/shared-api';
import { Button, COMPANY_MAX, DISPLAY_NAME_MAX, TextField, rules, validate } from '@platform/ui';
import { SettingsPage, SettingsSection, settingsStyles as styles } from '#src/components/SettingsPage.tsx';
import { saveWithToast } from '#src/lib/save.ts';
import { useFieldErrors } from '#src/lib/useFieldErrors.ts';

type Field = 'display_name' | 'company';

/** /app/change_name: display name (required, spec §5) and company. */
export function ChangeNamePage() {
  const { t } = useTranslation('settings');
  const account = useSessionStore((s) => s.account);
  const [displayName, setDisplayName] = useState(account?.display_name ?? '');
  const [company, setCompany] = useState(account?.company ?? '');
  const [saving, setSaving] = useState(false);
  const fields = useFieldErrors<Field>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = validate({ display_name: displayName }, { display_name: [rules.displayName()] });
    fields.setErrors(errors);
    if (errors.display_name) return;
    setSaving(true);
    const result = await saveWithToast(() => updateProfile({ display_name: displayName.trim(), company: company.trim() || null }));
    setSaving(false);
    if (result.ok) {
      sessionStore.getState().setAccount(result.value);
      setDisplayName(result.value.display_name);
    } else fields.fromServer(result.error);
  }

  return (
    <SettingsPage title={t('profile.editTitle')} description={t('profile.editDescription')}>
      <SettingsSection title={t('profile.title')}>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={t('profile.displayName')}
            name="display_name"
            autoComplete="name"
            required
            maxLength={DISPLAY_NAME_MAX}
            value={displayName}
            error={fields.message('display_name')}
            onChange={(e) => {
              setDisplayName(e.target.value);
              fields.clear('display_name');
            }}
          />
          <TextField
            label={t('profile.company')}
            name="company"
            autoComplete="organization"
            maxLength={COMPANY_MAX}
            value={company}
            error={fields.message('company')}
            onChange={(e) => setCompany(e.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" loading={saving} loadingLabel={t('saving')}>
              {t('save')}
            </Button>
          </div>
        </form>
      </SettingsSection>
    </SettingsPage>
  );
}
