import { describe, expect, it } from 'vitest';
import { announceInRoom } from '../src/modules/gifts/room-announcer';
import type { SignalHub } from '../src/modules/signal/rooms/signal-hub';

function fakeHub() {
  const broadcasts: Array<[string, unknown]> = [];
  const signal = { rooms: { broadcast: (alias: string, message: unknown) => broadcasts.push([alias, message]) } } as unknown as SignalHub;
  return { signal, broadcasts };
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
});
