import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeAccount, startServer, type TestServer } from './helpers';
import { roomSockets } from './room-sockets';

// One owner of a room's sockets (issue 30): the hub's registry holds every open room socket (presence)
// and the live room talks through the registry's map, not a copy of its own; both are gone together.
let server: TestServer;
let host: Awaited<ReturnType<typeof activeAccount>>;

beforeAll(async () => {
  server = await startServer();
  host = await activeAccount(server, 'Socket Owner Host');
});
afterAll(() => server.close());

const { createEvent, join, snapshot, state } = roomSockets(
  () => server,
  () => host.token,
);

describe("a room's sockets", () => {
  it('are the registry’s: the live room talks through its map, a shut-out socket leaves it before its close, and nothing is left once everyone is gone', async () => {
    const registry = server.app.ctx.signal.rooms;
    const alias = await createEvent();
    const owner = await join(alias, 'Host', { token: host.token });
    await snapshot(owner);
    const guest = await join(alias, 'Guest');
    await snapshot(guest);
    const room = server.app.rooms.room(alias)!;
    expect(room.sockets).toBe(registry.roomSockets(alias));
    expect([...room.sockets.keys()].sort()).toEqual([owner.id, guest.id].sort());

    // Removed: the room stops talking to the guest at once, presence keeps the socket until it has closed.
    await owner.command('remove', { to: guest.id });
    await state(guest, 'removed');
    expect(room.sockets.has(guest.id)).toBe(false);
    await guest.closed;
    await expect.poll(() => registry.members(alias).map((m) => m.memberId)).toEqual([owner.id]);

    owner.socket.close(1000);
    await expect.poll(() => server.app.rooms.room(alias)).toBeUndefined();
    expect(registry.has(alias)).toBe(false);
  });
});
