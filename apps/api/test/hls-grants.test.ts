import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config';
import { AudienceStream } from '../src/modules/broadcast/audience-hls';
import { secureLinkMd5 } from '../src/modules/broadcast/viewer-grants';
import { activeAccount, startServer, type TestServer } from './helpers';
import { openCompositePage, playCompositeInTest, roomSockets, testLiveWebm } from './room-sockets';

/**
 * The outsider's probe (issue 26): a private theater event's HLS is served only to people the room
 * admitted, with the grant the room gave them. Anonymous, another room's grant, an expired or forged
 * grant, someone never admitted, a removed or blocked member: 403. An admitted viewer: 200.
 */
let server: TestServer;
let host: Awaited<ReturnType<typeof activeAccount>>;
let audience: AudienceStream;
let webm: Buffer;
const opened: string[] = [];
const PASSCODE = '987654';
const SECRET = 'grant-secret-shared-with-nginx';

beforeAll(async () => {
  server = await startServer({ hlsGrantSecret: SECRET });
  playCompositeInTest(server, opened);
  audience = new AudienceStream(server.app.rooms, server.app.broadcast);
  host = await activeAccount(server, 'Private Host');
  webm = testLiveWebm();
}, 180_000);
afterAll(async () => {
  audience.close();
  await server.close();
});

const { createEvent, join, snapshot, state, violations } = roomSockets(
  () => server,
  () => host.token,
);
afterEach(() => expect(violations.splice(0)).toEqual([]));

const get = (url: string) => fetch(`${server.url}${url}`);
const withGrant = (url: string, query: string) => `${url}?${query}`;
async function grantOf(member: { command(type: string): Promise<any> }): Promise<string> {
  const ack = await member.command('hls.grant');
  expect(ack).toMatchObject({
    type: 'ack',
    command: 'hls.grant',
    hls_grant: { query: expect.any(String), expires_at: expect.any(Number) },
  });
  // Minutes, not hours: a grant that leaks stops working soon.
  expect(ack.hls_grant.expires_at - Date.now()).toBeGreaterThan(60_000);
  expect(ack.hls_grant.expires_at - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  return ack.hls_grant.query;
}

/** A private theater event whose host is on stage and whose stream runs (the test plays the composite page). */
async function liveTheater() {
  const alias = await createEvent({ mode: 'theater', passcode: PASSCODE });
  const owner = await join(alias, 'Private Host', { token: host.token });
  await snapshot(owner);
  audience.check(); // a theater room streams from its opening
  const worker = () => opened.find((url) => url.includes(`/c/${alias}/`));
  await expect.poll(worker, { timeout: 20_000 }).toBeTruthy();
  const page = await openCompositePage(server, worker()!);
  for (let i = 0; i < webm.length; i += 32 * 1024) page.send(Buffer.concat([Buffer.from([1]), webm.subarray(i, i + 32 * 1024)]));
  const announced = () => owner.messages.find((m) => m.type === 'broadcast.state' && m.live.hls_url)?.live.hls_url as string | undefined;
  await expect.poll(announced, { timeout: 30_000 }).toBeTruthy();
  const playlistUrl = announced()!;
  return { alias, owner, page, playlistUrl };
}

describe("viewer grants to a room's HLS (issue 26)", () => {
  it('serves a private theater event only to its admitted audience, and stops at their removal', async () => {
    const { alias, owner, page, playlistUrl } = await liveTheater();

    // An outsider with the invite link: no grant, no stream (and no CORS opening to other sites).
    const anonymous = await get(playlistUrl);
    expect(anonymous.status).toBe(403);
    expect((await anonymous.json()).code).toBe('hls_grant_refused');
    expect(anonymous.headers.get('access-control-allow-origin')).toBeNull();

    // An admitted audience member gets the playlist and its segments with their grant.
    const viewer = await join(alias, 'Vi Viewer', { passcode: PASSCODE });
    await snapshot(viewer);
    const grant = await grantOf(viewer);
    const playlist = await get(withGrant(playlistUrl, grant));
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('access-control-allow-origin')).toBeNull();
    const text = await playlist.text();
    const segment = text.split('\n').find((line) => line.endsWith('.ts'))!;
    const segmentUrl = `/broadcast/hls/${alias}/${segment}`;
    const seg = await get(withGrant(segmentUrl, grant));
    expect(seg.status).toBe(200);
    expect(seg.headers.get('cache-control')).toContain('immutable'); // still cacheable (the path names the room)
    expect((await get(segmentUrl)).status).toBe(403);

    // The grant is the one nginx's secure_link checks too (README): md5 of expires, room, member and the secret.
    const params = new URLSearchParams(grant);
    expect(params.get('viewer')).toBe(viewer.id);
    expect(params.get('md5')).toBe(secureLinkMd5(params.get('expires')!, alias, viewer.id, SECRET));

    // Another room's grant, an expired one, a forged one: refused.
    const other = await createEvent({ mode: 'theater' });
    const otherHost = await join(other, 'Private Host', { token: host.token });
    await snapshot(otherHost);
    const elsewhere = await join(other, 'Wanderer');
    await snapshot(elsewhere);
    expect((await get(withGrant(playlistUrl, await grantOf(elsewhere)))).status).toBe(403);
    const expired = server.app.viewerGrants.sign(alias, viewer.id, Math.floor(Date.now() / 1000) - 1);
    expect((await get(withGrant(playlistUrl, new URLSearchParams({ ...expired }).toString()))).status).toBe(403);
    const forged = new URLSearchParams(grant);
    forged.set('expires', String(Number(forged.get('expires')) + 3600));
    expect((await get(withGrant(playlistUrl, forged.toString()))).status).toBe(403);
    const impostor = new URLSearchParams(grant);
    impostor.set('viewer', owner.id);
    expect((await get(withGrant(playlistUrl, impostor.toString()))).status).toBe(403);

    // Someone in the waiting room is never given a grant, and a valid signature alone does not let them in.
    expect(await owner.command('waiting_room.set', { enabled: true })).toMatchObject({ type: 'ack', waiting_room: true });
    const waiter = await join(alias, 'Wei Waiting', { passcode: PASSCODE });
    await state(waiter, 'waiting_room');
    expect(await waiter.command('hls.grant')).toMatchObject({ type: 'error', code: 'not_admitted' });
    const signedForWaiter = new URLSearchParams({ ...server.app.viewerGrants.issue(alias, waiter.id) }).toString();
    expect((await get(withGrant(playlistUrl, signedForWaiter))).status).toBe(403);
    owner.send({ type: 'deny', to: waiter.id });
    await state(waiter, 'denied');
    expect((await get(withGrant(playlistUrl, signedForWaiter))).status).toBe(403);

    // The renewed grant works like the first; then the host removes the viewer: 403 at their next playlist request.
    const renewed = await grantOf(viewer);
    expect((await get(withGrant(playlistUrl, renewed))).status).toBe(200);
    owner.send({ type: 'remove', to: viewer.id });
    await state(viewer, 'removed');
    expect((await get(withGrant(playlistUrl, renewed))).status).toBe(403);
    expect((await get(withGrant(segmentUrl, renewed))).status).toBe(403);

    // A blocked member likewise.
    await owner.command('waiting_room.set', { enabled: false });
    const blocked = await join(alias, 'Bea Blocked', { passcode: PASSCODE });
    await snapshot(blocked);
    const blockedGrant = await grantOf(blocked);
    expect((await get(withGrant(playlistUrl, blockedGrant))).status).toBe(200);
    owner.send({ type: 'block', to: blocked.id });
    await state(blocked, 'blocked');
    expect((await get(withGrant(playlistUrl, blockedGrant))).status).toBe(403);

    // Both rooms end: their workers make way (BROADCAST_MAX_WORKERS) for the next test's room.
    for (const c of [owner, otherHost]) c.send({ type: 'room.end' });
    await expect
      .poll(() => server.app.broadcast.session(alias) ?? server.app.broadcast.session(other), { timeout: 30_000 })
      .toBeUndefined();
    page.close();
    for (const c of [owner, viewer, otherHost, elsewhere, waiter, blocked]) c.socket.close();
  }, 180_000);

  it('is checked the same way by nginx alone (apps/api/nginx/hls-grants.conf): segments and playlists from disk, a member who left refused', async () => {
    // The API is out of nginx's reach: whatever the audience gets, nginx served from the HLS folder.
    const nginx = await nginxInFront(`127.0.0.1:${await freePort()}`);
    try {
      const { alias, owner, page, playlistUrl } = await liveTheater();
      const viewer = await join(alias, 'Nia Viewer', { passcode: PASSCODE });
      await snapshot(viewer);
      const grant = await grantOf(viewer);
      const viaNginx = (url: string) => fetch(`${nginx.url}${url}`);
      const playlist = await viaNginx(withGrant(playlistUrl, grant));
      expect(playlist.status).toBe(200);
      expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      expect(playlist.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
      expect(playlist.headers.get('access-control-allow-origin')).toBeNull();
      const segment = (await playlist.text()).split('\n').find((line) => line.endsWith('.ts'))!;
      const segmentUrl = `/broadcast/hls/${alias}/${segment}`;

      const served = await viaNginx(withGrant(segmentUrl, grant));
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(
        Buffer.from(await served.arrayBuffer()).equals(readFileSync(path.join(server.app.broadcast.hlsFolder(), alias, segment))),
      ).toBe(true);
      // No grant, an expired one, another room's, a forged member: refused, for playlists and segments alike.
      const expired = new URLSearchParams({
        ...server.app.viewerGrants.sign(alias, viewer.id, Math.floor(Date.now() / 1000) - 1),
      }).toString();
      const other = await createEvent({ mode: 'theater' });
      const otherGrant = new URLSearchParams({ ...server.app.viewerGrants.issue(other, viewer.id) }).toString();
      const impostor = new URLSearchParams(grant);
      impostor.set('viewer', owner.id);
      for (const url of [playlistUrl, segmentUrl]) {
        expect((await viaNginx(url)).status).toBe(403);
        for (const bad of [expired, otherGrant, impostor.toString()]) expect((await viaNginx(withGrant(url, bad))).status).toBe(403);
      }

      // Removed: nginx refuses their playlist at the next reload, without asking the API. A blocked member and
      // one who simply left likewise; the others still play.
      const stays = await join(alias, 'Sam Stays', { passcode: PASSCODE });
      await snapshot(stays);
      const staysGrant = await grantOf(stays);
      const blocked = await join(alias, 'Bea Blocked', { passcode: PASSCODE });
      await snapshot(blocked);
      const blockedGrant = await grantOf(blocked);
      const leaver = await join(alias, 'Lee Leaves', { passcode: PASSCODE });
      await snapshot(leaver);
      const leaverGrant = await grantOf(leaver);
      for (const g of [grant, blockedGrant, leaverGrant]) expect((await viaNginx(withGrant(playlistUrl, g))).status).toBe(200);
      owner.send({ type: 'remove', to: viewer.id });
      await state(viewer, 'removed');
      owner.send({ type: 'block', to: blocked.id });
      await state(blocked, 'blocked');
      leaver.send({ type: 'room.leave' });
      const refused = async (g: string) => (await viaNginx(withGrant(playlistUrl, g))).status;
      for (const g of [grant, blockedGrant, leaverGrant]) await expect.poll(() => refused(g), { timeout: 5_000 }).toBe(403);
      expect((await viaNginx(withGrant(playlistUrl, staysGrant))).status).toBe(200);
      owner.send({ type: 'room.end' });
      page.close();
      for (const c of [owner, viewer, stays, blocked, leaver]) c.socket.close();
    } finally {
      nginx.stop();
    }
  }, 180_000);
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Debian's nginx on a free port, the checked-in HLS config included as an operator would, in front of `upstream` (the API). */
async function nginxInFront(upstream: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-hls-'));
  const port = await freePort();
  // user: the workers read the test's private data folder (as root, nginx would otherwise drop to nobody).
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `
user ${userInfo().username};
worker_processes 1;
pid ${dir}/nginx.pid;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream platform_api { server ${upstream}; }
  server {
    listen 127.0.0.1:${port};
    set $hls_grant_secret "${SECRET}";
    set $hls_root "${server.app.broadcast.hlsFolder()}";
    include ${path.join(REPO_ROOT, 'apps/api/nginx/hls-grants.conf')};
  }
}
`,
  );
  const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/broadcast/hls/x/index.m3u8`).catch(() => null))?.status ?? errors, { timeout: 10_000 })
    .toBe(403);
  return { url, stop: () => child.kill('SIGTERM') };
}
