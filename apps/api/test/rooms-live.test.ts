import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activeAccount, startServer, type TestServer } from './helpers';
import { roomSockets } from './room-sockets';

let server: TestServer;
let host: Awaited<ReturnType<typeof activeAccount>>;

beforeAll(async () => {
  server = await startServer();
  host = await activeAccount(server, 'Live Host');
});
afterAll(() => server.close());

const { createEvent, join, snapshot, state, violations } = roomSockets(
  () => server,
  () => host.token,
);
afterEach(() => expect(violations.splice(0)).toEqual([]));

const shortDetail = (alias: string) => server.call('GET', `/conference/api/meet/qrcode/short-detail?alias=${alias}`);
const detail = (alias: string) => server.call('GET', `/conference/api/meet/qrcode/detail?alias=${alias}`, { token: host.token });
const listed = async (alias: string) =>
  (await server.call('POST', '/conference/api/account/qrcode/list/conference', { token: host.token, body: {} })).body.items.find(
    (e: { alias: string }) => e.alias === alias,
  );

/** Issue 29: "Live now" follows the room as the server knows it, and an ended event says so. */
describe('an event is live while someone is in its room, not by the clock', () => {
  it('an instant meeting is not live before anyone joins, is live with someone in, and not after they leave', async () => {
    const alias = await createEvent({ start_time: new Date().toISOString(), duration_minutes: 60 });
    expect((await shortDetail(alias)).body).toMatchObject({ live: false, ended: false });
    expect(await listed(alias)).toMatchObject({ live: false, ended: false });

    const owner = await join(alias, 'Live Host', { token: host.token });
    await snapshot(owner);
    expect((await shortDetail(alias)).body).toMatchObject({ live: true, ended: false });
    expect((await detail(alias)).body).toMatchObject({ live: true, ended: false });
    expect(await listed(alias)).toMatchObject({ live: true });

    // The host's place is kept for the grace period (short here); the room is live until it lapses.
    server.app.rooms.graceMs = 300;
    owner.socket.close();
    await owner.closed;
    await expect.poll(async () => (await shortDetail(alias)).body.live, { timeout: 10_000, interval: 100 }).toBe(false);
    expect((await shortDetail(alias)).body.ended).toBe(false);
  });

  it('after End for all the event has ended; an unknown link is not an event', async () => {
    const alias = await createEvent({ start_time: new Date().toISOString(), duration_minutes: 60 });
    const owner = await join(alias, 'Live Host', { token: host.token });
    await snapshot(owner);
    owner.send({ type: 'room.end' });
    await owner.closed;
    await expect
      .poll(async () => (await shortDetail(alias)).body, { timeout: 10_000, interval: 100 })
      .toMatchObject({ live: false, ended: true });
    expect(await listed(alias)).toMatchObject({ live: false, ended: true });

    const unknown = await shortDetail('no-such-event-xyz');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('invalid_conference_link');
  });
});

// One owner of a room's sockets (issue 30): the hub's registry holds every open room socket (presence)
// and the live room talks through the registry's map, not a copy of its own; both are gone together.
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
