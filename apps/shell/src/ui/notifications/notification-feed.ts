import type { Notification } from '@platform/shared-api';

/** What the notification centre shows: loaded pages, the cursor of the next page, the unread count. */
export interface FeedState {
  items: Notification[];
  nextFromId: string | null;
  /** The first page has been loaded (the list is only fetched when the centre is opened). */
  loaded: boolean;
  unread: number;
}

export const EMPTY_FEED: FeedState = { items: [], nextFromId: null, loaded: false, unread: 0 };

/** Pure transitions of the feed; the store applies them after each call or pushed event. */
export const feedReducers = {
  pageLoaded(state: FeedState, page: { items: Notification[]; next_from_id?: string | null }, append: boolean): FeedState {
    const base = append ? state.items : [];
    const seen = new Set(base.map((n) => n.id));
    return {
      ...state,
      items: [...base, ...page.items.filter((n) => !seen.has(n.id))],
      nextFromId: page.next_from_id ?? null,
      loaded: true,
    };
  },

  /** A pushed notification: on top of the list (once), and one more unread. */
  received(state: FeedState, notification: Notification): FeedState {
    if (state.items.some((n) => n.id === notification.id)) return state;
    return {
      ...state,
      items: state.loaded ? [notification, ...state.items] : state.items,
      unread: state.unread + (notification.is_read ? 0 : 1),
    };
  },

  markedRead(state: FeedState, ids: string[] | 'all'): FeedState {
    if (ids === 'all') return { ...state, items: state.items.map((n) => (n.is_read ? n : { ...n, is_read: true })), unread: 0 };
    const wanted = new Set(ids);
    let changed = 0;
    const items = state.items.map((n) => {
      if (!wanted.has(n.id) || n.is_read) return n;
      changed++;
      return { ...n, is_read: true };
    });
    return { ...state, items, unread: Math.max(0, state.unread - changed) };
  },

  removed(state: FeedState, id: string): FeedState {
    const gone = state.items.find((n) => n.id === id);
    if (!gone) return state;
    return { ...state, items: state.items.filter((n) => n.id !== id), unread: Math.max(0, state.unread - (gone.is_read ? 0 : 1)) };
  },

  counted(state: FeedState, count: number): FeedState {
    return state.unread === count ? state : { ...state, unread: count };
  },
};

/** "9+" past nine, as the badge shows it. */
export function badgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** Parses one socket message; only `notification` events with a notification are ours. */
export function notificationFromMessage(data: unknown): Notification | null {
  try {
    const message = typeof data === 'string' ? JSON.parse(data) : data;
    const n = message?.type === 'notification' ? message.notification : null;
    return n && typeof n.id === 'string' && typeof n.title === 'string' ? (n as Notification) : null;
  } catch {
    return null;
  }
}
