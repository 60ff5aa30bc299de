import { useTranslation } from '@platform/i18n';
import { SettingsPage, SettingsSection, settingsStyles as styles } from '#src/components/SettingsPage.tsx';

const TOPICS = ['collect', 'media', 'local', 'recordings', 'delete'] as const;

/** /app/privacy: what the product keeps about the user and where. */
export function PrivacyPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('privacy.title')} description={t('privacy.description')}>
      {TOPICS.map((topic) => (
        <SettingsSection key={topic} title={t(`privacy.${topic}Title`)}>
          <p className={styles.muted} style={{ margin: 0, lineHeight: 1.6 }}>
            {t(`privacy.${topic}Body`)}
          </p>
        </SettingsSection>
      ))}
    </SettingsPage>
  );
}
