import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import { Icon, IconButton, type IconName } from '@platform/ui';
import { useSessionStore } from '@platform/shared-api';
import { useRoute } from '../../routing/route-store';
import { AccountMenu } from '../AccountMenu';
import { onNavigate } from '../navigate';
import { LanguageSelect, ThemeToggle } from '../Preferences';
import { Brand } from './Brand';

// The bell is for signed-in people only: its code and strings load once someone is signed in, not
// with every visitor's first download.
const NotificationCentre = lazy(() =>
  import('../notifications/NotificationCentre').then(async (m) => {
    await m.notificationStrings;
    return { default: m.NotificationCentre };
  }),
);

const NAV: Array<{ href: string; key: string; icon: IconName; match: (p: string) => boolean }> = [
  { href: '/app', key: 'nav.home', icon: 'home', match: (p) => p === '/app' },
  { href: '/app/conferences', key: 'nav.conferences', icon: 'calendar', match: (p) => p.startsWith('/app/conferences') },
  { href: '/gift', key: 'nav.gift', icon: 'gift', match: (p) => p.startsWith('/gift') },
  {
    href: '/app/settings',
    key: 'nav.settings',
    icon: 'settings',
    match: (p) => p.startsWith('/app/') && !p.startsWith('/app/conferences'),
  },
];

/** Main layout under /app: sidebar navigation, header with preferences and account. */
export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const pathname = useRoute((s) => s.pathname);
  const signedIn = useSessionStore((s) => Boolean(s.account));
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);
  return (
    <div className="shell-main" data-layout="main">
      {/* Not a landmark of its own: the navigation inside it is one (a second complementary region confused screen readers). */}
      <div className={`shell-sidebar${open ? ' shell-sidebar--open' : ''}`}>
        <Brand />
        <nav aria-label={t('nav.main')}>
          <ul className="shell-nav">
            {NAV.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  onClick={onNavigate}
                  className="shell-nav__link"
                  aria-current={item.match(pathname) ? 'page' : undefined}
                >
                  <Icon name={item.icon} />
                  {t(item.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="shell-sidebar__footer">
          <LanguageSelect testId="drawer-language-select" />
        </div>
      </div>
      {open ? <div className="shell-scrim" onClick={() => setOpen(false)} aria-hidden="true" /> : null}
      <div className="shell-main__column">
        <header className="shell-header">
          <IconButton
            className="shell-header__menu"
            variant="ghost"
            icon={open ? 'x' : 'menu'}
            label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
          />
          <div className="shell-header__brand">
            <Brand compact />
          </div>
          <div className="shell-header__actions">
            <LanguageSelect />
            <ThemeToggle />
            {signedIn ? (
              <Suspense fallback={null}>
                <NotificationCentre />
              </Suspense>
            ) : null}
            <AccountMenu />
          </div>
        </header>
        <main id="main" className="shell-main__content" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
