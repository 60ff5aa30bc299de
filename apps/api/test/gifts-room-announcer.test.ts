import { describe, expect, it } from 'vitest';
import { announceInRoom } from '../src/modules/gifts/room-announcer';
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
const event = { type: 'gift.received', gift: { id: '1' } };

describe('announceInRoom', () => {
  it("uses the room controller's system events when it has them", () => {
    const { signal, broadcasts } = fakeHub();
    const posted: unknown[] = [];
    announceInRoom('room1', event, { controller: { postSystemEvent: (alias: string, e: unknown) => posted.push([alias, e]) > 0 }, signal });
    expect(posted).toEqual([['room1', event]]);
    expect(broadcasts).toEqual([]);
  });

  it('falls back to the signal hub when there is no controller hook or no live room there', () => {
    const { signal, broadcasts } = fakeHub();
    announceInRoom('room1', event, { controller: null, signal });
    announceInRoom('room2', event, { controller: { postSystemEvent: () => false }, signal });
    announceInRoom('room3', event, { controller: { somethingElse: true }, signal });
    expect(broadcasts.map(([alias]) => alias)).toEqual(['room1', 'room2', 'room3']);
  });

  it("sends only to the room's admitted participants when the controller shows them, never to the waiting room", () => {
    const { signal, broadcasts, direct } = fakeHub();
    const live = { participants: new Map([['m1', {}], ['m2', {}]]), waiting: new Map([['w1', {}]]) };
    const controller = { room: (alias: string) => (alias === 'room1' ? live : undefined) };
    announceInRoom('room1', event, { controller, signal });
    expect(direct).toEqual([['room1', 'm1'], ['room1', 'm2']]);
    announceInRoom('gone', event, { controller, signal });
    expect(broadcasts.map(([alias]) => alias)).toEqual(['gone']);
  });
});
