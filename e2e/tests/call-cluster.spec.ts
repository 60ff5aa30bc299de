import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCluster, type Cluster } from '../../scripts/lib/cluster.mjs';
import { stopChild } from '../../scripts/lib/cluster-services.mjs';
import { E2E_SITE_DIR } from '../support/paths.mjs';
import { authedPost, createAccount, signInWithToken } from '../support/api';
import { hostRecording } from '../support/broadcast';
import { audienceFrames, createMeeting, joinCall } from '../support/call';
import { relayRoomSocket, roomOwner } from '../support/cluster';
import { expect, test, type Page } from '../support/test';

/**
 * Calls through the reference deployment (issue 25): nginx in front of three API instances on one PostgreSQL
 * and one Redis, started once for both journeys (the second kills an instance, so it runs last).
 * 1. A theater event: the host is on stage on the instance that owns the room (it runs the broadcast worker);
 *    a viewer's room socket is put on another instance. The viewer plays the room's HLS, which nginx serves
 *    from the shared folder (playlists and segments, with the viewer's grant); the host records and the
 *    recording lands in their files; the host removes the viewer, and nginx refuses the grant the viewer's
 *    player last used.
 * 2. A meeting: the host joins through nginx (whichever instance it picks owns the room); the guest's page
 *    runs through nginx too, but its room socket is put on another instance than the owner, so admission and
 *    chat cross instances. Then the owner is killed (`kill -9`): both pages come back by themselves, to the
 *    instances left, with the room as it was.
 */
test.describe.configure({ timeout: 300_000 });

let dir: string;
let cluster: Cluster;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  dir = mkdtempSync(path.join(tmpdir(), 'e2e-cluster-'));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own user when the journeys run as root
  cluster = await startCluster({
    dir,
    siteDir: E2E_SITE_DIR, // the journeys' copy of the built site
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
  const { probe } = await hostRecording(request, host.token);
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

test('host and guest on different instances behind nginx: waiting room, admission and chat, then the owner is killed and both come back', async ({
  browser,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: cluster.url });
  const host = await createAccount(request, 'Khoa Host');
  const { alias } = await authedPost<{ alias: string }>(request, host.token, '/conference/api/account/qrcode/create', {
    topic: 'Cluster review',
    call_type: 'instant',
  });
  await request.dispose();

  const hostContext = await browser.newContext({ baseURL: cluster.url });
  const h = await hostContext.newPage();
  await signInWithToken(h, host.token);
  await h.goto(`/j/${alias}`);
  await h.getByRole('button', { name: 'Join now' }).click();
  await expect(h.getByRole('toolbar', { name: 'Call controls' })).toBeVisible({ timeout: 45_000 });
  const owner = roomOwner(cluster, alias);
  expect(owner).toMatch(/^api-[123]$/);
  await h.getByRole('button', { name: 'Participants', exact: true }).click();
  await h.getByRole('switch', { name: 'Waiting room' }).click();
  await expect(h.getByRole('switch', { name: 'Waiting room' })).toBeChecked();

  // The guest's room socket goes to an instance that does not own the room.
  const other = cluster.instances.find((instance) => instance.id !== owner)!;
  const guestContext = await browser.newContext({ baseURL: cluster.url });
  const relayed = await relayRoomSocket(guestContext, other);
  const g = await guestContext.newPage();
  await g.goto(`/j/${alias}`);
  await g.getByLabel('Display name').fill('Lan Guest');
  await g.getByRole('button', { name: 'Join now' }).click();
  await expect(g.getByRole('heading', { name: 'You are in the waiting room' })).toBeVisible({ timeout: 30_000 });

  // Admission crosses instances: the host on the owner lets in the guest held by another instance.
  await h.getByRole('button', { name: 'Admit Lan Guest' }).click();
  await expect(g.getByRole('toolbar', { name: 'Call controls' })).toBeVisible({ timeout: 30_000 });
  await expect(h.getByTestId('participant').filter({ hasText: 'Lan Guest' })).toBeVisible();

  await chat(g, 'Hello from another instance');
  await h.getByRole('button', { name: 'Chat', exact: true }).click();
  await expect(h.getByTestId('chat-message').filter({ hasText: 'Hello from another instance' })).toContainText('Lan Guest');
  await chat(h, 'Welcome, Lan!', true);
  await expect(g.getByTestId('chat-message').filter({ hasText: 'Welcome, Lan!' })).toContainText('Khoa Host');

  // Where each one was: the room on its owner, the guest's socket on another instance.
  expect(relayed.length).toBeGreaterThan(0);
  expect(new Set(relayed)).toEqual(new Set([other.id]));
  expect(roomOwner(cluster, alias)).toBe(owner);

  // The owner dies. Nobody reloads: each page reconnects by itself (the host through nginx to an instance still
  // up, the guest's socket again to its own), another instance takes the room, and the call goes on as it was.
  await stopChild(cluster.instances.find((instance) => instance.id === owner)!.child, 'SIGKILL');
  const ownerNow = () => roomOwner(cluster, alias);
  await expect.poll(ownerNow, { timeout: 30_000 }).not.toMatch(new RegExp(`^(${owner})?$`));
  expect(ownerNow()).toMatch(/^api-[123]$/);
  for (const page of [h, g]) await expect(page.getByText('Reconnecting…')).toHaveCount(0, { timeout: 30_000 });
  await chat(g, 'Still here after the crash', true);
  await expect(h.getByTestId('chat-message').filter({ hasText: 'Still here after the crash' })).toContainText('Lan Guest', {
    timeout: 30_000,
  });
  for (const page of [h, g]) {
    await expect(page.getByTestId('chat-message').filter({ hasText: 'Hello from another instance' })).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Call controls' })).toBeVisible();
  }
  await h.getByRole('button', { name: 'Participants', exact: true }).click();
  await expect(h.getByTestId('participant').filter({ hasText: 'Lan Guest' })).toBeVisible();
  await expect(h.getByRole('switch', { name: 'Waiting room' })).toBeChecked();
  // The guest was admitted before: still in, not sent back to the waiting room the host turned on.
  await expect(g.getByRole('heading', { name: 'You are in the waiting room' })).toHaveCount(0);
  await hostContext.close();
  await guestContext.close();
});

async function chat(page: Page, text: string, panelOpen = false) {
  if (!panelOpen) await page.getByRole('button', { name: 'Chat', exact: true }).click();
  await page.getByPlaceholder('Send a message to everyone').fill(text);
  await page.keyboard.press('Enter');
}
