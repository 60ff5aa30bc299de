import { describe, expect, it } from 'vitest';
import { announceInRoom, type GiftReceivedEvent, type RoomAnnouncer } from '../src/modules/gifts/room-announcer';
import type { SignalHub } from '../src/modules/signal/rooms/signal-hub';

function fakeHub() {
  const broadcasts: Array<[string, unknown]> = [];
  const direct: Array<[string, string]> = [];
  const signal = {
    rooms: {
      broadcast: (alias: string, message: unknown) => broadcasts.push([alias, message]),
      sendToMember: (alias: string, memberId: string) => direct.push([alias, memberId]),
    },
  } as unknown as SignalHub;
  return { signal, broadcasts, direct };
}
const gift: GiftReceivedEvent['gift'] = {
  id: '1', kind: 'gift', gift: { id: 'rose', name: { en: 'Rose', vi: 'Hoa hồng' }, price: 20, picture: 'data:' }, amount: 20, message: null,
  room_alias: 'room1', transfer_id: 't1', from: { account_id: 'a', display_name: 'Bao' }, to: { account_id: 'b', display_name: 'Ann' },
  created_at: '2026-11-22T05:00:00.000Z',
};
const event: GiftReceivedEvent = { type: 'gift.received', gift, to_member_id: 'm1', to_name: 'Ann' };

describe('announceInRoom', () => {
  it("uses the room's announcer when the room is live", () => {
    const { signal, broadcasts } = fakeHub();
    const posted: unknown[] = [];
    announceInRoom('room1', event, { rooms: { announce: (alias, e) => posted.push([alias, e]) > 0 }, signal });
    expect(posted).toEqual([['room1', event]]);
    expect(broadcasts).toEqual([]);
  });

  it('falls back to the signal hub when there are no rooms or no live room there', () => {
    const { signal, broadcasts } = fakeHub();
    announceInRoom('room1', event, { rooms: null, signal });
    announceInRoom('room2', event, { rooms: { announce: () => false }, signal });
    expect(broadcasts.map(([alias]) => alias)).toEqual(['room1', 'room2']);
  });

  it('leaves who hears it in a live room to the room (its admitted participants), never the hub', () => {
    const { signal, broadcasts, direct } = fakeHub();
    const rooms: RoomAnnouncer = { announce: (alias) => alias === 'room1' };
    announceInRoom('room1', event, { rooms, signal });
    expect(direct).toEqual([]);
    expect(broadcasts).toEqual([]);
    announceInRoom('gone', event, { rooms, signal });
    expect(broadcasts.map(([alias]) => alias)).toEqual(['gone']);
  });
});
