import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromNow, i18n, registerNamespace } from '@platform/i18n';
import { useSessionStore, type Notification } from '@platform/shared-api';
import { EmptyState, IconButton, Spinner, toast } from '@platform/ui';
import en from './locales/en.json';
import vi from './locales/vi.json';
import { badgeText } from './notification-feed';
import { notificationText } from './notification-text';
import { loadFirstPage, loadNextPage, markRead, onNotificationArrived, removeNotification, startNotificationFeed, useNotifications } from './notification-store';
import './notification-centre.css';

registerNamespace('shellNotifications', { en, vi });

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
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const sentinel = useRef<HTMLLIElement>(null);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    if (!loaded) void loadFirstPage().catch(() => toast.error(t('failed')));
    const onDoc = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDoc);
    return () => document.removeEventListener('mousedown', onDoc);
  }, [open, loaded, t]);

  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  // Infinite scroll: the next page loads when the end of the list comes into view.
  useEffect(() => {
    const target = sentinel.current;
    if (!open || !target || !nextFromId || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadNextPage().catch(() => undefined);
    }, { root: target.parentElement });
    observer.observe(target);
    return () => observer.disconnect();
  }, [open, nextFromId, items.length]);

  if (!accountId) return null;
  const act = (run: () => Promise<void>) => void run().catch(() => toast.error(t('failed')));

  return (
    <div
      className="shell-notifications"
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          bell.current?.focus();
        }
      }}
    >
      <IconButton
        ref={bell}
        className="shell-notifications__bell"
        variant="ghost"
        icon="bell"
        label={unread ? t('openWithCount', { count: unread }) : t('open')}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-testid="notification-bell"
        onClick={() => setOpen((o) => !o)}
      />
      {unread > 0 ? <span className="shell-notifications__count" data-testid="notification-count" aria-hidden="true">{badgeText(unread)}</span> : null}
      {open ? (
        <section ref={panel} tabIndex={-1} className="shell-notifications__panel" role="dialog" aria-label={t('title')} data-testid="notification-panel">
          <div className="shell-notifications__head">
            <h2>{t('title')}</h2>
            {unread > 0 ? <button type="button" className="ui-button ui-button--ghost ui-button--sm" onClick={() => act(() => markRead('all'))}>{t('markAllRead')}</button> : null}
          </div>
          {!loaded ? (
            <div className="shell-notifications__sentinel"><Spinner /></div>
          ) : items.length === 0 ? (
            <EmptyState icon="bell" title={t('empty')}>{t('emptyHint')}</EmptyState>
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
                      <span className="shell-notifications__time">{fromNow(n.created_at)}{n.is_read ? '' : ` · ${t('unread')}`}</span>
                    </span>
                  </button>
                  <IconButton variant="ghost" size="sm" icon="trash" label={t('delete')} onClick={() => act(() => removeNotification(n.id))} />
                </li>
              ))}
              {nextFromId ? <li ref={sentinel} className="shell-notifications__sentinel">{loadingPage ? <Spinner /> : t('loadMore')}</li> : null}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
