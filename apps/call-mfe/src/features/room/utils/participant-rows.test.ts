import { describe, expect, it } from 'vitest';
import type { WireParticipant, WireWaiter } from '@platform/shared-api';
import { toParticipant } from './room-view';
import { PANEL_ROW_HEIGHT, participantRows, type PanelRow } from './participant-rows';
import { wireParticipant } from '../testing/fake-room';

const person = (id: string, extra: Partial<WireParticipant> = {}) => toParticipant(wireParticipant(id, extra));
const waiter = (id: string): WireWaiter => ({
  id,
  display_name: `${id} waiting`,
  state: 'waiting_room',
  since: '2026-01-01T00:00:00.000Z',
});

/** Rows as short strings: "#hosts 2" for a heading, "waiting:W" or the person's id for a row. */
const brief = (rows: PanelRow[]) =>
  rows.map((row) =>
    row.kind === 'header' ? `#${row.section} ${row.count}` : row.kind === 'waiting' ? `waiting:${row.waiter.id}` : row.participant.id,
  );

const people = [
  person('Ann'),
  person('Hugo', { roles: ['host'] }),
  person('Cora', { roles: ['cohost'] }),
  person('Pia', { roles: ['presenter'] }),
  person('Bo', { hand_raised: true, hand_raised_at: '2026-01-01T00:05:00.000Z' }),
  person('Cy', { hand_raised: true, hand_raised_at: '2026-01-01T00:01:00.000Z' }),
];

describe('participantRows', () => {
  it('flattens the sections in order, each a heading with its count then its people (raised hands first)', () => {
    expect(brief(participantRows(people, [waiter('W1'), waiter('W2')], { showWaiting: true }))).toEqual([
      '#waiting 2',
      'waiting:W1',
      'waiting:W2',
      '#hosts 2',
      'Hugo',
      'Cora',
      '#presenters 1',
      'Pia',
      '#everyone 3',
      'Cy',
      'Bo',
      'Ann',
    ]);
  });

  it('shows the waiting room to moderators only, and leaves out empty sections', () => {
    expect(brief(participantRows([person('Ann'), person('Bea')], [waiter('W1')]))).toEqual(['#everyone 2', 'Ann', 'Bea']);
    expect(brief(participantRows([person('Hugo', { roles: ['host'] })], [], { showWaiting: true }))).toEqual(['#hosts 1', 'Hugo']);
    expect(participantRows([], [])).toEqual([]);
  });

  it('filters participants across every section with the search, but never the waiting room', () => {
    const rows = participantRows(people, [waiter('W1')], { search: ' c', showWaiting: true });
    expect(brief(rows)).toEqual(['#waiting 1', 'waiting:W1', '#hosts 1', 'Cora', '#everyone 1', 'Cy']);
    expect(brief(participantRows(people, [], { search: 'nobody' }))).toEqual([]);
  });

  it('gives every row a unique, stable key and a known height', () => {
    const crowd = Array.from({ length: 10_000 }, (_, i) => person(`p${i}`, { roles: i < 3 ? ['host'] : i < 10 ? ['presenter'] : [] }));
    const rows = participantRows(crowd, [waiter('p0')], { showWaiting: true });
    expect(rows).toHaveLength(10_000 + 1 + 4);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
    expect(rows.every((row) => PANEL_ROW_HEIGHT[row.kind] > 0)).toBe(true);
    expect(participantRows(crowd, [])[5].key).toBe(participantRows(crowd, [])[5].key);
  });
});
