import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AudienceStream, audienceCount, hlsUrl } from '../src/modules/broadcast/audience-hls';
import { activeAccount, startServer, type TestServer } from './helpers';
import { openCompositePage, playCompositeInTest, roomSockets, testLiveWebm } from './room-sockets';

let server: TestServer;
let host: Awaited<ReturnType<typeof activeAccount>>;
let audience: AudienceStream;
let webm: Buffer;
const opened: string[] = [];

beforeAll(async () => {
  server = await startServer();
  playCompositeInTest(server, opened);
  audience = new AudienceStream(server.app.rooms, server.app.broadcast);
  host = await activeAccount(server, 'Theater Host');
  webm = testLiveWebm();
}, 60_000);
afterAll(async () => {
  audience.close();
  await server.close();
});

const { createEvent, join, snapshot, violations } = roomSockets(
  () => server,
  () => host.token,
);
afterEach(() => expect(violations.splice(0)).toEqual([]));

/** The composite page of the worker: trades its ticket, joins as recorder, sends the live WebM (tag 1). */
async function compositeSendsLive(url: string) {
  const page = await openCompositePage(server, url);
  for (let i = 0; i < webm.length; i += 32 * 1024) page.send(Buffer.concat([Buffer.from([1]), webm.subarray(i, i + 32 * 1024)]));
  return page;
}

describe("the audience's stream (issue 13)", () => {
  it('starts when the first audience member arrives, tells them where to play it, and stops when the last leaves', async () => {
    const alias = await createEvent({ mode: 'conference' });
    const owner = await join(alias, 'Theater Host', { token: host.token });
    await snapshot(owner);
    audience.check();
    expect(server.app.broadcast.session(alias)).toBeUndefined(); // nobody watches yet

    const viewer = await join(alias, 'Vi Viewer');
    await snapshot(viewer);
    expect(audienceCount(server.app.rooms.room(alias)!)).toBe(1);
    const before = opened.length;
    audience.check();
    await viewer.next((m) => m.type === 'broadcast.state' && m.live.status === 'starting', 'live starting');
    await expect.poll(() => opened.length).toBe(before + 1);
    const page = await compositeSendsLive(opened[before]);
    const told = () => viewer.messages.find((m) => m.type === 'broadcast.state' && m.live.status === 'active' && m.live.hls_url);
    await expect.poll(told, { timeout: 30_000 }).toBeTruthy();
    const live = told();
    expect(live.live.hls_url).toBe(`/broadcast/hls/${alias}/index.m3u8`);
    // Told only once the playlist is there: the player's first request finds it (no 404, no retry).
    const grant = (await viewer.command('hls.grant')).hls_grant.query as string;
    expect((await fetch(`${server.url}${live.live.hls_url}?${grant}`)).status).toBe(200);

    // The last viewer leaves: the stream stops (the host on stage does not need it).
    viewer.send({ type: 'room.leave' });
    await expect.poll(() => audienceCount(server.app.rooms.room(alias)!), { timeout: 5000 }).toBe(0);
    viewer.socket.close();
    audience.check();
    await owner.next((m) => m.type === 'broadcast.state' && m.live.status === 'idle', 'live stopped');
    page.close();
    owner.socket.close();
  }, 90_000);

  it("starts a theater room's stream when the room opens, before anyone watches", async () => {
    const alias = await createEvent({ mode: 'theater' });
    const owner = await join(alias, 'Theater Host', { token: host.token });
    await snapshot(owner);
    expect(audienceCount(server.app.rooms.room(alias)!)).toBe(0);
    const before = opened.length;
    audience.check();
    await owner.next((m) => m.type === 'broadcast.state' && m.live.status === 'starting', 'live starting');
    await expect.poll(() => opened.length).toBe(before + 1);
    owner.send({ type: 'room.end' });
    await expect.poll(() => server.app.broadcast.session(alias), { timeout: 20_000 }).toBeUndefined(); // it ends with the room
    owner.socket.close();
  }, 60_000);

  it('does not stream a meeting (everyone is on stage) and can point viewers at a CDN', async () => {
    const alias = await createEvent({ mode: 'meeting' });
    const owner = await join(alias, 'Theater Host', { token: host.token });
    await snapshot(owner);
    const guest = await join(alias, 'Mo');
    await snapshot(guest);
    audience.check();
    expect(server.app.broadcast.session(alias)).toBeUndefined();
    expect(hlsUrl('town hall', 'https://cdn.example.com/hls/')).toBe('https://cdn.example.com/hls/town%20hall/index.m3u8');
    expect(hlsUrl('town-hall', undefined)).toBe('/broadcast/hls/town-hall/index.m3u8');
    for (const c of [owner, guest]) c.socket.close();
  });
});
