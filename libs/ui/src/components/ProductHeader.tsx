import type { ReactNode } from 'react';
import { Link } from '@platform/router';
import { useTranslation, currentLanguage, setLanguage, type Language } from '@platform/i18n';
import { Button } from './Button';
import { Icon } from './Icon';
import { BrandMark } from './BrandMark';
import { themeStore, useTheme } from '../theme/theme-store';

/**
 * Light or dark, remembered per browser (theme-store). Both icons are drawn and the page's theme
 * (`data-theme` on <html>) shows one, so the server's first paint, drawn once for both themes, shows
 * the same icon as the live toggle.
 */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const mode = useTheme((s) => s.mode);
  const label = mode === 'dark' ? t('theme.light') : t('theme.dark');
  return (
    <Button
      variant="ghost"
      className="ui-button--icon ui-theme-toggle"
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      onClick={() => themeStore.getState().toggle()}
    >
      <Icon name="moon" size={18} className="ui-theme-toggle__to-dark" />
      <Icon name="sun" size={18} className="ui-theme-toggle__to-light" />
    </Button>
  );
}

/** The product's language, for everyone (signed in or not). */
export function LanguageSelect({ testId = 'language-select' }: { testId?: string }) {
  const { t, i18n } = useTranslation('common');
  const value = (i18n.language as Language) ?? currentLanguage();
  return (
    <label className="ui-lang">
      <span className="ui-visually-hidden">{t('language.label')}</span>
      <select
        className="ui-select ui-lang__select"
        value={value}
        data-testid={testId}
        onChange={(e) => void setLanguage(e.target.value as Language)}
      >
        <option value="en">{t('language.en')}</option>
        <option value="vi">{t('language.vi')}</option>
      </select>
    </label>
  );
}

/**
 * The product's header on pages a remote owns whole (the join page): the brand back to the app,
 * then the language and the theme, and whatever the page adds before them.
 */
export function ProductHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <header className="ui-product-header">
      <Link to="/app" className="ui-product-header__brand" aria-label={t('brand')}>
        <BrandMark />
        <span>{t('brand')}</span>
      </Link>
      <div className="ui-product-header__actions">
        {children}
        <LanguageSelect />
        <ThemeToggle />
      </div>
    </header>
  );
}
