import { describe, expect, it } from 'vitest';
import type { Notification } from '@platform/shared-api';
import { EMPTY_FEED, badgeText, feedReducers as feed, notificationFromMessage } from './notification-feed';

const note = (id: string, is_read = false): Notification => ({
  id,
  title: `T${id}`,
  body: '',
  text: null,
  data: {},
  is_read,
  created_at: '2026-01-01T00:00:00Z',
});

describe('notification feed', () => {
  it('appends pages without duplicates and keeps the next cursor', () => {
    let state = feed.pageLoaded(EMPTY_FEED, { items: [note('5'), note('4')], next_from_id: '4' }, false);
    state = feed.pageLoaded(state, { items: [note('4'), note('3')], next_from_id: null }, true);
    expect(state.items.map((n) => n.id)).toEqual(['5', '4', '3']);
    expect(state.nextFromId).toBeNull();
    expect(state.loaded).toBe(true);
  });

  it('puts a pushed notification on top and counts it once', () => {
    let state = feed.counted(feed.pageLoaded(EMPTY_FEED, { items: [note('1')] }, false), 1);
    state = feed.received(state, note('2'));
    state = feed.received(state, note('2'));
    expect(state.items.map((n) => n.id)).toEqual(['2', '1']);
    expect(state.unread).toBe(2);
    // Before the list is opened only the count moves.
    expect(feed.received(feed.counted(EMPTY_FEED, 3), note('9'))).toMatchObject({ items: [], unread: 4 });
  });

  it('marks one or all read and the count drops', () => {
    let state = feed.counted(feed.pageLoaded(EMPTY_FEED, { items: [note('3'), note('2'), note('1', true)] }, false), 2);
    state = feed.markedRead(state, ['3', '1']);
    expect(state.unread).toBe(1);
    expect(state.items.map((n) => n.is_read)).toEqual([true, false, true]);
    state = feed.markedRead(state, 'all');
    expect(state.unread).toBe(0);
    expect(state.items.every((n) => n.is_read)).toBe(true);
  });

  it('removes a notification and uncounts it when it was unread', () => {
    let state = feed.counted(feed.pageLoaded(EMPTY_FEED, { items: [note('2'), note('1', true)] }, false), 1);
    state = feed.removed(state, '2');
    expect(state).toMatchObject({ unread: 0, items: [{ id: '1' }] });
    expect(feed.removed(state, 'nope')).toBe(state);
  });

  it('reads socket messages, badges and backs off', () => {
    expect(notificationFromMessage(JSON.stringify({ type: 'notification', notification: note('7') }))?.id).toBe('7');
    expect(notificationFromMessage(JSON.stringify({ type: 'welcome' }))).toBeNull();
    expect(notificationFromMessage('not json')).toBeNull();
    expect(badgeText(3)).toBe('3');
    expect(badgeText(12)).toBe('9+');
  });
});
