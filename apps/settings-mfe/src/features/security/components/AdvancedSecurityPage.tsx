import { useEffect, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { getCustomisation, updateCustomisation } from '@platform/shared-api';
import { Alert, Spinner, Switch } from '@platform/ui';
import { SettingsPage, SettingsSection } from '#src/components/SettingsPage.tsx';
import { saveWithToast } from '#src/lib/save.ts';

/** /app/advanced_security: anti-screen-capture for the host's calls (stored with the conference customisation). */
export function AdvancedSecurityPage() {
  const { t } = useTranslation('settings');
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [loadError, setLoadError] = useState(false);

  useEffect(() => {
    getCustomisation().then(
      (c) => setEnabled(c.anti_screen_capture),
      () => setLoadError(true),
    );
  }, []);

  async function toggle(next: boolean) {
    setSaving(true);
    setEnabled(next);
    const result = await saveWithToast(() => updateCustomisation({ anti_screen_capture: next }));
    setEnabled(result.ok ? result.value.anti_screen_capture : !next);
    setSaving(false);
  }

  return (
    <SettingsPage title={t('security.title')} description={t('security.description')}>
      <SettingsSection title={t('security.antiCapture')}>
        {loadError ? (
          <Alert tone="danger">{t('common:errors.generic')}</Alert>
        ) : enabled === null ? (
          <Spinner />
        ) : (
          <Switch
            label={t('security.antiCaptureLabel')}
            description={t('security.antiCaptureHint')}
            checked={enabled}
            disabled={saving}
            onChange={(next) => void toggle(next)}
          />
        )}
        <Alert tone="info">
          <strong>{t('security.limitsTitle')}</strong> {t('security.limits')}
        </Alert>
      </SettingsSection>
    </SettingsPage>
  );
}
