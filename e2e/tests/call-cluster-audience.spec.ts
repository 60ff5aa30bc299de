import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCluster, type Cluster } from '../../scripts/lib/cluster.mjs';
import { E2E_SITE_DIR } from '../support/paths.mjs';
import { ffprobe } from '../support/broadcast';
import { audienceFrames, createMeeting, joinCall } from '../support/call';
import { relayRoomSocket, roomOwner } from '../support/cluster';
import { expect, test } from '../support/test';

/**
 * A theater event through the reference deployment (issue 25): nginx in front of three API instances on one
 * PostgreSQL and one Redis. The host is on stage on the instance that owns the room (it runs the broadcast
 * worker); a viewer's room socket is put on another instance. The viewer plays the room's HLS, which nginx
 * serves from the shared folder (playlists and segments, with the viewer's grant); the host records and the
 * recording lands in their files; the host removes the viewer, on the other instance, and nginx refuses the
 * grant the viewer's player last used. (Killing the owner mid-call: call-cluster.spec.ts.)
 */
test.describe.configure({ timeout: 300_000 });

let dir: string;
let cluster: Cluster;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  dir = mkdtempSync(path.join(tmpdir(), 'e2e-cluster-audience-'));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own user when the journeys run as root
  cluster = await startCluster({
    dir,
    siteDir: E2E_SITE_DIR,
    instances: 3,
    freshDatabase: true,
    fromSource: true,
    env: { NODE_ENV: 'test', APP_ENV: 'development', AUDIENCE_HLS: 'on', RATE_LIMIT_MULTIPLIER: '100', LOG_LEVEL: 'warn' },
  });
});
test.afterAll(async () => {
  await cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('a viewer on another instance plays the stream from nginx, the host records, and a removal is refused by nginx', async ({
  browser,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: cluster.url });
  const { host, alias } = await createMeeting(request, 'Thea Host', 'theater');
  const h = await joinCall(browser, cluster.url, alias, 'Thea Host', host.token);
  const owner = roomOwner(cluster, alias);
  expect(owner).toMatch(/^api-[123]$/);

  // The viewer's room socket on an instance that does not own the room; its page and HLS through nginx.
  const other = cluster.instances.find((instance) => instance.id !== owner)!;
  let relayed: string[] = [];
  const hls: Array<{ url: URL; status: number }> = [];
  const viewer = await joinCall(browser, cluster.url, alias, 'Vic Viewer', undefined, undefined, async (context) => {
    relayed = await relayRoomSocket(context, other);
    context.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/broadcast/hls/')) hls.push({ url, status: response.status() });
    });
  });
  await expect(viewer.getByTestId('audience-stage')).toBeVisible();
  await expect.poll(() => audienceFrames(viewer), { timeout: 90_000, intervals: [500] }).toBeGreaterThan(10);
  expect(new Set(relayed)).toEqual(new Set([other.id]));
  const playlists = hls.filter((r) => r.url.pathname.endsWith('.m3u8'));
  expect(playlists.length).toBeGreaterThan(0);
  expect(hls.filter((r) => r.url.pathname.endsWith('.ts')).length).toBeGreaterThan(0);
  for (const r of hls) expect(r.status, r.url.pathname).toBe(200);
  // What the viewer's player used: a grant nginx checks, refused without it.
  const last = playlists.at(-1)!.url;
  expect((await request.get(last.pathname + last.search)).status()).toBe(200);
  expect((await request.get(last.pathname)).status()).toBe(403);

  // The host records a few seconds; the recording is the host's, with picture and sound.
  await h.getByRole('button', { name: 'Record' }).click();
  const indicator = h.getByTestId('recording-indicator');
  await expect(indicator).toHaveText(/Recording \d+:\d\d/, { timeout: 60_000 });
  await expect(indicator).toHaveText(/Recording 0:0[4-9]/, { timeout: 30_000 });
  await h.getByRole('button', { name: 'Stop recording' }).click();
  await expect(indicator).toHaveCount(0, { timeout: 60_000 });
  let recording: { url: string; duration_seconds: number } | undefined;
  await expect
    .poll(
      async () => {
        const list = await request.get('/api/account/recording/list', { headers: { Authorization: `Bearer ${host.token}` } });
        recording = (await list.json()).items[0];
        return !!recording;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const probe = ffprobe(recording!.url);
  expect(probe.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
  expect(Number(probe.format.duration)).toBeGreaterThan(2);

  // The host (on the owner) removes the viewer (held by another instance): their page says so, and nginx refuses
  // the grant their player last used at the next playlist request, without asking any instance.
  await h.getByRole('button', { name: 'Participants', exact: true }).click();
  await h.getByRole('button', { name: 'Actions for Vic Viewer' }).click();
  await h.getByRole('menuitem', { name: 'Remove' }).click();
  await h.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(viewer.getByRole('heading', { name: 'You were removed from the event' })).toBeVisible({ timeout: 30_000 });
  const newest = hls.filter((r) => r.url.pathname.endsWith('.m3u8')).at(-1)!.url;
  await expect.poll(async () => (await request.get(newest.pathname + newest.search)).status(), { timeout: 10_000 }).toBe(403);
  await request.dispose();
  await h.context().close();
  await viewer.context().close();
});
