import { useTranslation, currentLanguage, setLanguage, type Language } from '@platform/i18n';
import { IconButton, useTheme, themeStore } from '@platform/ui';

export function ThemeToggle() {
  const { t } = useTranslation('common');
  const mode = useTheme((s) => s.mode);
  return (
    <IconButton
      variant="ghost"
      icon={mode === 'dark' ? 'sun' : 'moon'}
      label={mode === 'dark' ? t('theme.light') : t('theme.dark')}
      data-testid="theme-toggle"
      onClick={() => themeStore.getState().toggle()}
    />
  );
}

export function LanguageSelect({ testId = 'language-select' }: { testId?: string }) {
  const { t, i18n } = useTranslation('common');
  const value = (i18n.language as Language) ?? currentLanguage();
  return (
    <label className="shell-lang">
      <span className="ui-visually-hidden">{t('language.label')}</span>
      <select className="ui-select shell-lang__select" value={value} data-testid={testId} onChange={(e) => void setLanguage(e.target.value as Language)}>
        <option value="en">{t('language.en')}</option>
        <option value="vi">{t('language.vi')}</option>
      </select>
    </label>
  );
}
