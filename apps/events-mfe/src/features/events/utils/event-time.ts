import { formatDate } from '@platform/i18n';

export type EventPhase = 'live' | 'open' | 'upcoming' | 'past';

/**
 * Live while someone is in its room (the server's `live`, not the clock); over once the server says it
 * ended or its end is past; open from its start until then with nobody in yet; upcoming before its start.
 */
export function eventPhase(
  event: { start_time: string; end_time: string; live?: boolean; ended?: boolean },
  now: number = Date.now(),
): EventPhase {
  if (event.live) return 'live';
  if (event.ended || new Date(event.end_time).getTime() < now) return 'past';
  if (new Date(event.start_time).getTime() <= now) return 'open';
  return 'upcoming';
}

/** "Tue, January 15, 2030 · 3:30 PM – 4:30 PM" in the user's time zone and language. */
export function formatEventRange(start: string, end: string): string {
  const sameDay = formatDate(start, 'YYYY-MM-DD') === formatDate(end, 'YYYY-MM-DD');
  return sameDay
    ? `${formatDate(start, 'ddd, LL')} · ${formatDate(start, 'LT')} – ${formatDate(end, 'LT')}`
    : `${formatDate(start, 'ddd, LL LT')} – ${formatDate(end, 'ddd, LL LT')}`;
}

/** The user's time zone name, e.g. Asia/Ho_Chi_Minh. */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
