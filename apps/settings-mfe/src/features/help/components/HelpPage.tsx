import { useTranslation } from '@platform/i18n';
import { Icon } from '@platform/ui';
import { SettingsPage, SettingsSection, settingsStyles as styles } from '#src/components/SettingsPage.tsx';

const QUESTIONS = ['join', 'devices', 'modes', 'record', 'password'] as const;

/** /app/help_setting: common questions and how to reach support. */
export function HelpPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('help.title')} description={t('help.description')}>
      <SettingsSection title={t('help.faq')}>
        <div className={styles.list}>
          {QUESTIONS.map((q) => (
            <details key={q} className={styles.listItem} style={{ display: 'block' }}>
              <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{t(`help.${q}Q`)}</summary>
              <p className={styles.muted} style={{ margin: '8px 0 0', lineHeight: 1.6 }}>
                {t(`help.${q}A`)}
              </p>
            </details>
          ))}
        </div>
      </SettingsSection>
      <SettingsSection title={t('help.contact')} description={t('help.contactBody')}>
        <div className={styles.actions}>
          <a className="ui-button ui-button--secondary" href="mailto:support@convene.vn">
            <Icon name="mail" size={18} />
            support@convene.vn
          </a>
        </div>
      </SettingsSection>
    </SettingsPage>
  );
}
