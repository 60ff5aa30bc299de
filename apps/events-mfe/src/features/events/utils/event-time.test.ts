import { describe, expect, it } from 'vitest';
import { setDateLocale } from '@platform/i18n';
import { eventPhase, formatEventRange } from './event-time';

describe('eventPhase', () => {
  const event = { start_time: '2030-01-15T08:00:00Z', end_time: '2030-01-15T09:00:00Z' };
  it('is live while someone is in the room, whatever the clock says', () => {
    expect(eventPhase({ ...event, live: true }, Date.parse('2030-01-15T07:59:00Z'))).toBe('live');
    expect(eventPhase({ ...event, live: true }, Date.parse('2030-01-15T09:30:00Z'))).toBe('live');
  });

  it('with nobody in: upcoming before its start, open until its end, then past (or at once when it ended)', () => {
    expect(eventPhase({ ...event, live: false }, Date.parse('2030-01-15T07:59:00Z'))).toBe('upcoming');
    expect(eventPhase({ ...event, live: false }, Date.parse('2030-01-15T08:30:00Z'))).toBe('open');
    expect(eventPhase({ ...event, live: false, ended: true }, Date.parse('2030-01-15T08:30:00Z'))).toBe('past');
    expect(eventPhase({ ...event, live: false }, Date.parse('2030-01-15T09:01:00Z'))).toBe('past');
  });
});

describe('formatEventRange', () => {
  it('shows one date for a same-day event, in the chosen language', async () => {
    await setDateLocale('en');
    const start = new Date(2030, 0, 15, 15, 30).toISOString();
    const end = new Date(2030, 0, 15, 16, 45).toISOString();
    expect(formatEventRange(start, end)).toBe('Tue, January 15, 2030 · 3:30 PM – 4:45 PM');
    await setDateLocale('vi');
    expect(formatEventRange(start, end)).toContain('tháng 1');
    expect(formatEventRange(start, end)).toContain('15:30 – 16:45');
    await setDateLocale('en');
  });
  it('shows both dates when an event spans days', () => {
    const start = new Date(2030, 0, 15, 22, 0).toISOString();
    const end = new Date(2030, 0, 16, 1, 0).toISOString();
    expect(formatEventRange(start, end)).toBe('Tue, January 15, 2030 10:00 PM – Wed, January 16, 2030 1:00 AM');
  });
});
