import type { ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import { LanguageSelect, ThemeToggle } from '../Preferences';
import { Brand } from './Brand';

/** Auth layout: brand panel beside the form on wide screens, form alone on phones. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="shell-auth" data-layout="auth">
      {/* Decorative beside the form, but its brand link is focusable: no aria-hidden (it hid a focusable link), the art alone is hidden. */}
      <div className="shell-auth__panel">
        <Brand />
        <div>
          <p className="shell-auth__tagline">{t('defaultTitle')}</p>
          <div className="shell-auth__art" aria-hidden="true">
            <span />
            <span />
            <span />
            <span />
          </div>
        </div>
      </div>
      <div className="shell-auth__column">
        <header className="shell-auth__top">
          <span className="shell-auth__brand-mobile">
            <Brand compact />
          </span>
          <div className="shell-header__actions">
            <LanguageSelect />
            <ThemeToggle />
          </div>
        </header>
        <main id="main" className="shell-auth__content" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

/** Public layout (join, call, gift...): no sidebar; the remote owns the whole page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="shell-public" data-layout="public" tabIndex={-1}>
      {children}
    </main>
  );
}

/** OAuth hand-off layout: a centred card. */
export function OauthLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="shell-oauth" data-layout="oauth" tabIndex={-1}>
      <Brand />
      {children}
    </main>
  );
}
