import { useTranslation } from '@platform/i18n';
import { loginPathFor, logoutSession, useSessionStore, sessionStore } from '@platform/shared-api';
import { Avatar, Menu } from '@platform/ui';
import { go, onNavigate } from './navigate';

/** Signs out on the server (best effort), then clears the session everywhere. */
export async function signOut(): Promise<void> {
  await logoutSession({}).catch(() => undefined);
  sessionStore.getState().logout();
}

export function AccountMenu() {
  const { t } = useTranslation('common');
  const account = useSessionStore((s) => s.account);
  if (!account) {
    return (
      <a
        className="ui-button ui-button--primary ui-button--sm"
        href={loginPathFor(location.pathname + location.search)}
        onClick={onNavigate}
      >
        {t('nav.login')}
      </a>
    );
  }
  return (
    <Menu
      label={t('nav.account')}
      items={[
        { id: 'settings', label: t('nav.settings'), icon: 'settings', onSelect: () => go('/app/settings') },
        { id: 'logout', label: t('nav.logout'), icon: 'logout', danger: true, onSelect: () => void signOut() },
      ]}
      trigger={(props) => (
        <button type="button" className="shell-account" data-testid="account-menu" {...props}>
          <Avatar name={account.display_name || account.username} src={account.name_badge ?? undefined} size={32} />
          <span className="shell-account__name">{account.display_name || account.username}</span>
        </button>
      )}
    />
  );
}
