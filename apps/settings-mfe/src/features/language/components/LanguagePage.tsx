import { useState } from 'react';
import { useTranslation, SUPPORTED_LANGUAGES, setLanguage, type Language } from '@platform/i18n';
import { toast } from '@platform/ui';
import { SettingsPage, SettingsSection, settingsStyles as styles } from '#src/components/SettingsPage.tsx';

/** /app/language: English or Vietnamese; the whole UI follows at once and the choice stays after reload. */
export function LanguagePage() {
  const { t, i18n } = useTranslation('settings');
  // The choice shows at once; the other language's strings may still be on their way (loaded on switch).
  const [chosen, setChosen] = useState<Language | null>(null);
  const current = chosen ?? (i18n.language as Language);

  async function choose(language: Language) {
    if (language === current) return;
    setChosen(language);
    try {
      await setLanguage(language);
      toast.success(i18n.t('common:toast.saved'));
    } catch {
      setChosen(null);
      toast.error(i18n.t('common:toast.saveFailed'));
    }
  }

  return (
    <SettingsPage title={t('language.title')} description={t('language.description')}>
      <SettingsSection title={t('language.choose')}>
        <div className={styles.choices} role="radiogroup" aria-label={t('language.choose')}>
          {SUPPORTED_LANGUAGES.map((language) => (
            <label key={language} className={styles.choice} lang={language}>
              <input type="radio" name="language" value={language} checked={current === language} onChange={() => void choose(language)} />
              <span>
                <strong>{t(`common:language.${language}`)}</strong>
                <span className={styles.muted}>{t(`language.${language}Hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      </SettingsSection>
    </SettingsPage>
  );
}
