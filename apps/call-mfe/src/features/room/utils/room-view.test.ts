import { describe, expect, it } from 'vitest';
import type { RoomSnapshot, WireParticipant } from '@platform/shared-api';
import {
  actionsFor,
  applyEvents,
  applySnapshot,
  handRefusalKey,
  participantSections,
  screenShareRefusalKey,
  toParticipant,
} from './room-view';
import { wireParticipant } from '../testing/fake-room';

const wire = (id: string, extra: Partial<WireParticipant> = {}): WireParticipant =>
  wireParticipant(id, { display_name: id.toUpperCase(), ...extra });

const snapshot: RoomSnapshot = {
  type: 'room.snapshot',
  seq: 5,
  self_id: 'a',
  resume_token: 't',
  participant_count: 2,
  recorders: [],
  room: { alias: 'x', title: 'Sync', mode: 'conference', mode_switching: false, locked: false, waiting_room: false, capacity: 10000 },
  participants: [wire('h', { roles: ['host'] }), wire('a')],
  chat: [],
  waiting: [],
  cohost_offer: null,
};

describe('room view', () => {
  it('applies events in order and skips those the snapshot holds', () => {
    const view = applySnapshot(snapshot);
    const { view: next, gap } = applyEvents(view, [
      { seq: 5, type: 'participant.left', id: 'h', reason: 'left' },
      { seq: 6, type: 'participant.joined', participant: wire('b') },
      { seq: 7, type: 'participant.updated', participant: wire('a', { hand_raised: true }) },
      { seq: 8, type: 'room.updated', room: { ...snapshot.room, locked: true } },
    ]);
    expect(gap).toBe(false);
    expect(next.seq).toBe(8);
    expect(next.participants.map((p) => p.id)).toEqual(['h', 'a', 'b']);
    expect(next.participants[1].handRaised).toBe(true);
    expect(next.room?.locked).toBe(true);
  });

  it('applies unsequenced audience events without touching the sequence', () => {
    const { view, gap } = applyEvents(applySnapshot(snapshot), [{ type: 'participant.joined', participant: wire('q') }]);
    expect(gap).toBe(false);
    expect(view.seq).toBe(5);
    expect(view.participants.map((p) => p.id)).toEqual(['h', 'a', 'q']);
  });

  it('keeps the broadcast recorders apart from the participants (media links include them, the stage does not)', () => {
    expect(applySnapshot({ ...snapshot, recorders: ['rec1'] }).recorders).toEqual(['rec1']);
    expect(applySnapshot(snapshot).recorders).toEqual([]);
    const { view } = applyEvents(applySnapshot(snapshot), [{ seq: snapshot.seq + 1, type: 'recorders.updated', recorders: ['rec2'] }]);
    expect(view.recorders).toEqual(['rec2']);
    expect(view.participants.map((p) => p.id)).not.toContain('rec2');
  });

  it('reports a gap so that the client asks for a snapshot', () => {
    const { view, gap } = applyEvents(applySnapshot(snapshot), [{ seq: 7, type: 'participant.left', id: 'h', reason: 'left' }]);
    expect(gap).toBe(true);
    expect(view.seq).toBe(5);
  });

  it('groups participants into hosts, presenters and everyone, raised hands first', () => {
    const people = [
      wire('h', { roles: ['host', 'presenter'] }),
      wire('c', { roles: ['cohost'] }),
      wire('p', { roles: ['presenter'] }),
      wire('x'),
      wire('y', { hand_raised: true, hand_raised_at: '2026-01-01T00:00:02Z' }),
      wire('z', { hand_raised: true, hand_raised_at: '2026-01-01T00:00:01Z' }),
    ].map(toParticipant);
    const sections = participantSections(people);
    expect(sections.hosts.map((p) => p.id)).toEqual(['h', 'c']);
    expect(sections.presenters.map((p) => p.id)).toEqual(['p']);
    expect(sections.everyone.map((p) => p.id)).toEqual(['z', 'y', 'x']);
    expect(participantSections(people, ' Y ').everyone.map((p) => p.id)).toEqual(['y']);
  });

  it('offers host actions only to moderators, never on the host', () => {
    const host = toParticipant(wire('h', { roles: ['host'] }));
    const cohost = toParticipant(wire('c', { roles: ['cohost'] }));
    const guest = toParticipant(wire('g', { mic_on: true, hand_raised: true }));
    expect(actionsFor(host, guest)).toEqual(expect.arrayContaining(['cohost.offer', 'hand.lower', 'mic.stop', 'remove', 'block']));
    expect(actionsFor(cohost, guest)).not.toContain('cohost.offer');
    expect(actionsFor(cohost, host)).toEqual([]);
    expect(actionsFor(guest, cohost)).toEqual([]);
    expect(actionsFor(host, host)).toEqual([]);
  });

  it('says why a hand cannot go up', () => {
    expect(handRefusalKey(toParticipant(wire('a', { has_mic: false })))).toBe('common:errors.noMicHand');
    expect(handRefusalKey(toParticipant(wire('a', { roles: ['interpreter'] })))).toBe('common:errors.interpretingHand');
    expect(handRefusalKey(toParticipant(wire('a', { invisible: true })))).toBe('common:errors.invisibleFirst');
    expect(handRefusalKey(toParticipant(wire('a')))).toBeNull();
  });

  it('lets anyone share a screen in a meeting, only hosts and presenters elsewhere, nobody from backstage', () => {
    const audience = toParticipant(wire('a'));
    expect(screenShareRefusalKey(audience, 'meeting')).toBeNull();
    expect(screenShareRefusalKey(audience, 'conference')).toBe('call:errors.screenSharePresenters');
    expect(screenShareRefusalKey(audience, 'theater')).toBe('call:errors.screenSharePresenters');
    expect(screenShareRefusalKey(toParticipant(wire('p', { roles: ['presenter'] })), 'conference')).toBeNull();
    expect(screenShareRefusalKey(toParticipant(wire('c', { roles: ['cohost'] })), 'livestream')).toBeNull();
    expect(screenShareRefusalKey(toParticipant(wire('h', { roles: ['host'], invisible: true })), 'meeting')).toBe(
      'common:errors.invisibleFirst',
    );
  });
});
