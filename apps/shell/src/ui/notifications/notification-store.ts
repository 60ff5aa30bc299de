import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import {
  countUnreadNotifications,
  deleteNotifications,
  getNotifications,
  ReconnectingSocket,
  serviceSocketUrl,
  sessionStore,
  updateNotificationReadStatus,
  type Notification,
} from '@platform/shared-api';
import { EMPTY_FEED, feedReducers, notificationFromMessage, type FeedState } from './notification-feed';

export const PAGE_SIZE = 20;
/** Spec fallback: the count is polled every 30 s while the live socket is down. */
export const POLL_INTERVAL_MS = 30_000;

interface NotificationState extends FeedState {
  loadingPage: boolean;
  live: boolean;
}

export const notificationStore = createStore<NotificationState>()(() => ({ ...EMPTY_FEED, loadingPage: false, live: false }));
const apply = (fn: (s: FeedState) => FeedState) => notificationStore.setState((s) => ({ ...s, ...fn(s) }));

export function useNotifications<T>(selector: (s: NotificationState) => T): T {
  return useStore(notificationStore, selector);
}

type Listener = (notification: Notification) => void;
const arrivals = new Set<Listener>();
/** Called for each notification pushed while the page is open (the toast). */
export function onNotificationArrived(listener: Listener): () => void {
  arrivals.add(listener);
  return () => arrivals.delete(listener);
}

export async function refreshCount(): Promise<void> {
  const { count } = await countUnreadNotifications();
  apply((s) => feedReducers.counted(s, count));
}

export async function loadFirstPage(): Promise<void> {
  notificationStore.setState({ loadingPage: true });
  try {
    const page = await getNotifications({ limit: PAGE_SIZE });
    apply((s) => feedReducers.pageLoaded(s, page, false));
  } finally {
    notificationStore.setState({ loadingPage: false });
  }
}

export async function loadNextPage(): Promise<void> {
  const { nextFromId, loadingPage } = notificationStore.getState();
  if (!nextFromId || loadingPage) return;
  notificationStore.setState({ loadingPage: true });
  try {
    const page = await getNotifications({ from_id: nextFromId, limit: PAGE_SIZE });
    apply((s) => feedReducers.pageLoaded(s, page, true));
  } finally {
    notificationStore.setState({ loadingPage: false });
  }
}

export async function markRead(ids: string[] | 'all'): Promise<void> {
  await updateNotificationReadStatus(ids === 'all' ? { all: true, is_read: true } : { ids, is_read: true });
  apply((s) => feedReducers.markedRead(s, ids));
}

export async function removeNotification(id: string): Promise<void> {
  await deleteNotifications({ ids: [id] });
  apply((s) => feedReducers.removed(s, id));
}

/**
 * Keeps the count and list live while someone is signed in: the signal socket
 * pushes `notification` events for the account; while it is down the count is
 * polled. Returns a stop function.
 */
export function startNotificationFeed(): () => void {
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  const poll = () => {
    clearInterval(pollTimer);
    pollTimer = setInterval(() => void refreshCount().catch(() => undefined), POLL_INTERVAL_MS);
  };
  // The page's one reconnecting socket (shared-api): 1 s, 2 s, 4 s … up to 30 s, jittered. Signed out: nothing to follow.
  const url = () => {
    const token = sessionStore.getState().token;
    return token ? `${serviceSocketUrl('signalController', '/socket/member/v1')}?token=${encodeURIComponent(token)}` : null;
  };
  const socket = typeof WebSocket !== 'undefined' ? new ReconnectingSocket({ url, backoff: { initialMs: 1000, maxMs: 30_000 } }) : null;
  socket?.on('open', () => {
    notificationStore.setState({ live: true });
    clearInterval(pollTimer);
    // Anything missed while disconnected.
    void refreshCount().catch(() => undefined);
  });
  socket?.on('message', (data) => {
    const notification = notificationFromMessage(data);
    if (!notification) return;
    apply((s) => feedReducers.received(s, notification));
    arrivals.forEach((listener) => listener(notification));
  });
  socket?.on('close', () => {
    notificationStore.setState({ live: false });
    poll();
  });

  void refreshCount().catch(() => undefined);
  poll();
  socket?.start();
  return () => {
    clearInterval(pollTimer);
    socket?.close();
    notificationStore.setState({ ...EMPTY_FEED, loadingPage: false, live: false });
  };
}
