import { useEffect, useState } from 'react';
import { useTranslation, fromNow, i18n, registerNamespace } from '@platform/i18n';
import { useSessionStore, type Notification } from '@platform/shared-api';
import { EmptyState, IconButton, Popover, Spinner, toast } from '@platform/ui';
import { badgeText } from './notification-feed';
import { notificationText } from './notification-text';
import {
  loadFirstPage,
  loadNextPage,
  markRead,
  onNotificationArrived,
  removeNotification,
  startNotificationFeed,
  useNotifications,
} from './notification-store';
import './notification-centre.css';

/** Resolves when the panel's strings are in, in the language in use (the other is fetched on switch). */
export const notificationStrings = registerNamespace('shellNotifications', {
  en: () => import('./locales/en.json'),
  vi: () => import('./locales/vi.json'),
});

/** Runs the live feed while someone is signed in, and shows each pushed notification as a toast. */
function useLiveFeed(accountId: string | null) {
  useEffect(() => {
    if (!accountId) return;
    const stop = startNotificationFeed();
    const off = onNotificationArrived((n) => {
      const said = notificationText(n, (key, options) => i18n.t(key, { ns: 'shellNotifications', ...options }), i18n.language);
      toast.notify(said.title, { description: said.body || undefined });
    });
    return () => {
      off();
      stop();
    };
  }, [accountId]);
}

/** The bell in the header: unread count, and a panel with the paged list (infinite scroll), mark read, delete. */
export function NotificationCentre() {
  const { t, i18n: reader } = useTranslation('shellNotifications');
  const say = (n: Notification) => notificationText(n, (key, options) => t(key, options), reader.language);
  const accountId = useSessionStore((s) => s.account?.id ?? null);
  useLiveFeed(accountId);
  const { items, unread, loaded, loadingPage, nextFromId } = useNotifications((s) => s);
  const [open, setOpen] = useState(false);
  // The end of the list (state, not a ref: the panel mounts in a portal after the open render).
  const [sentinel, setSentinel] = useState<HTMLLIElement | null>(null);

  useEffect(() => {
    if (open && !loaded) void loadFirstPage().catch(() => toast.error(t('failed')));
  }, [open, loaded, t]);

  // Infinite scroll: the next page loads when the end of the list comes into view.
  useEffect(() => {
    const target = sentinel;
    if (!open || !target || !nextFromId || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void loadNextPage().catch(() => undefined);
      },
      { root: target.parentElement },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [open, nextFromId, items.length, sentinel]);

  if (!accountId) return null;
  const act = (run: () => Promise<void>) => void run().catch(() => toast.error(t('failed')));

  // The panel is libs/ui's Popover (Radix UI): modal while open, Escape anywhere closes it, focus returns to the bell.
  return (
    <div className="shell-notifications">
      <Popover
        label={t('title')}
        open={open}
        onOpenChange={setOpen}
        className="shell-notifications__panel"
        testId="notification-panel"
        trigger={(props) => (
          <IconButton
            {...props}
            className="shell-notifications__bell"
            variant="ghost"
            icon="bell"
            label={unread ? t('openWithCount', { count: unread }) : t('open')}
            data-testid="notification-bell"
          />
        )}
      >
        <div className="shell-notifications__head">
          <h2>{t('title')}</h2>
          {unread > 0 ? (
            <button type="button" className="ui-button ui-button--ghost ui-button--sm" onClick={() => act(() => markRead('all'))}>
              {t('markAllRead')}
            </button>
          ) : null}
        </div>
        {!loaded ? (
          <div className="shell-notifications__sentinel">
            <Spinner />
          </div>
        ) : items.length === 0 ? (
          <EmptyState icon="bell" title={t('empty')}>
            {t('emptyHint')}
          </EmptyState>
        ) : (
          <ul className="shell-notifications__list">
            {items.map((n) => (
              <li key={n.id} className="shell-notifications__item" data-unread={!n.is_read} data-testid="notification-item">
                <button
                  type="button"
                  className="shell-notifications__open"
                  aria-label={n.is_read ? undefined : `${t('markRead')}: ${say(n).title}`}
                  onClick={() => !n.is_read && act(() => markRead([n.id]))}
                >
                  <span className="shell-notifications__dot" data-read={n.is_read} aria-hidden="true" />
                  <span className="shell-notifications__text">
                    <span className="shell-notifications__title">{say(n).title}</span>
                    {say(n).body ? <span className="shell-notifications__body">{say(n).body}</span> : null}
                    <span className="shell-notifications__time">
                      {fromNow(n.created_at)}
                      {n.is_read ? '' : ` · ${t('unread')}`}
                    </span>
                  </span>
                </button>
                <IconButton
                  variant="ghost"
                  size="sm"
                  icon="trash"
                  label={t('delete')}
                  onClick={() => act(() => removeNotification(n.id))}
                />
              </li>
            ))}
            {nextFromId ? (
              <li ref={setSentinel} className="shell-notifications__sentinel">
                {loadingPage ? <Spinner /> : t('loadMore')}
              </li>
            ) : null}
          </ul>
        )}
      </Popover>
      {unread > 0 ? (
        <span className="shell-notifications__count" data-testid="notification-count" aria-hidden="true">
          {badgeText(unread)}
        </span>
      ) : null}
    </div>
  );
}
