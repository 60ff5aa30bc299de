import { expect, test, type Page } from '../support/test';
import { OwnServer } from '../support/own-server';
import { createMeeting, expectProductAudio, expectProductVideo, joinCall, receivedAudio, remoteTiles } from '../support/call';
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';

/**
 * Call media with Chromium's fake camera and microphone. The first group drives the media layer
 * (MeshTransport, LocalMedia) directly: several members in one page, real peer connections,
 * signalled through an in-memory relay with the room socket's semantics.
 */
const harnessEntry = fileURLToPath(new URL('../../apps/call-mfe/src/features/media/testing/mesh-harness.ts', import.meta.url));
const harnessJs = buildSync({
  entryPoints: [harnessEntry],
  bundle: true,
  format: 'iife',
  write: false,
  target: 'es2022',
  logLevel: 'error',
}).outputFiles[0].text;

async function openHarness(page: Page) {
  await page.route('**/__media-harness', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><head><title>media</title></head><body></body></html>' }),
  );
  await page.goto('/__media-harness');
  await page.addScriptTag({ content: harnessJs });
}

type Harness = typeof import('../../apps/call-mfe/src/features/media/testing/mesh-harness').harness;
declare global {
  interface Window {
    mediaHarness: Harness;
  }
}

const videoOf = (page: Page, viewer: string, remote: string, kind: 'camera' | 'screen' = 'camera') =>
  page.evaluate(([v, r, k]) => window.mediaHarness.video(v, r, k as 'camera' | 'screen'), [viewer, remote, kind]);
const audioOf = (page: Page, viewer: string, remote: string) =>
  page.evaluate(([v, r]) => window.mediaHarness.inboundAudio(v, r), [viewer, remote]);

/** The remote video has a size and its decoded frame count keeps growing. */
async function expectLiveVideo(page: Page, viewer: string, remote: string, kind: 'camera' | 'screen' = 'camera') {
  await expect.poll(async () => (await videoOf(page, viewer, remote, kind))?.width ?? 0, { timeout: 30_000 }).toBeGreaterThan(0);
  const before = (await videoOf(page, viewer, remote, kind))?.frames ?? 0;
  await expect.poll(async () => (await videoOf(page, viewer, remote, kind))?.frames ?? 0, { timeout: 20_000 }).toBeGreaterThan(before + 3);
}

/** Audio samples from that member keep arriving. */
async function expectLiveAudio(page: Page, viewer: string, remote: string) {
  await expect.poll(async () => (await audioOf(page, viewer, remote)).samples, { timeout: 30_000 }).toBeGreaterThan(0);
  const before = (await audioOf(page, viewer, remote)).samples;
  await expect.poll(async () => (await audioOf(page, viewer, remote)).samples, { timeout: 20_000 }).toBeGreaterThan(before + 4800);
}

test.describe('call media layer: peer-to-peer mesh', () => {
  // Real encoders and decoders on a shared two-core machine: generous time limits.
  test.describe.configure({ timeout: 120_000 });
  test("two participants see each other's video and hear each other", async ({ page }) => {
    await openHarness(page);
    await page.evaluate(async () => {
      await window.mediaHarness.join('alice');
      await window.mediaHarness.join('bob');
    });
    await expectLiveVideo(page, 'alice', 'bob');
    await expectLiveVideo(page, 'bob', 'alice');
    await expectLiveAudio(page, 'alice', 'bob');
    await expectLiveAudio(page, 'bob', 'alice');
    await expect.poll(() => page.evaluate(() => window.mediaHarness.status('alice'))).toBe('connected');
    await expect.poll(() => page.evaluate(() => window.mediaHarness.status('bob'))).toBe('connected');
  });

  test('four participants in a mesh all see three remote videos', async ({ page }) => {
    test.setTimeout(240_000);
    await openHarness(page);
    const ids = ['m1', 'm2', 'm3', 'm4'];
    for (const id of ids) await page.evaluate((member) => window.mediaHarness.join(member), id);
    // What each participant waits for: three remote pictures, all of them moving. One wait over the
    // whole mesh (not a fixed time per viewer in turn), so a slow machine only makes it slower.
    await expect
      .poll(() => page.evaluate((members) => members.map((v) => window.mediaHarness.remoteVideoCount(v)), ids), { timeout: 180_000 })
      .toEqual([3, 3, 3, 3]);
    const frames = () =>
      page.evaluate(
        (members) =>
          Object.fromEntries(
            members.flatMap((v) =>
              members.filter((r) => r !== v).map((r) => [`${r} seen by ${v}`, window.mediaHarness.video(v, r)?.frames ?? 0]),
            ),
          ),
        ids,
      );
    const before = await frames();
    await expect
      .poll(
        async () =>
          Object.entries(await frames())
            .filter(([pair, count]) => count <= before[pair] + 3)
            .map(([pair]) => pair),
        { timeout: 60_000, message: 'remote videos that stopped moving' },
      )
      .toEqual([]);
  });

  test('a screen share appears for the other side and stops', async ({ page }) => {
    await openHarness(page);
    await page.evaluate(async () => {
      await window.mediaHarness.join('presenter');
      await window.mediaHarness.join('viewer');
    });
    await expectLiveVideo(page, 'viewer', 'presenter');
    expect(await page.evaluate(() => window.mediaHarness.startScreen('presenter'))).toBe(true);
    await expectLiveVideo(page, 'viewer', 'presenter', 'screen');
    // the camera keeps running beside the screen
    await expectLiveVideo(page, 'viewer', 'presenter', 'camera');
    await page.evaluate(() => window.mediaHarness.stopScreen('presenter'));
    await expect.poll(() => page.evaluate(() => window.mediaHarness.remote('viewer', 'presenter')?.screen)).toBe(false);
    await expect.poll(() => videoOf(page, 'viewer', 'presenter', 'screen')).toBeNull();
  });

  test('a forced mute (host mute all) stops the microphone track and the audio it sent', async ({ page }) => {
    await openHarness(page);
    await page.evaluate(async () => {
      await window.mediaHarness.join('host');
      await window.mediaHarness.join('guest');
    });
    await expectLiveAudio(page, 'host', 'guest');
    await page.evaluate(() => window.mediaHarness.forceMute('guest'));
    expect(await page.evaluate(() => window.mediaHarness.localMic('guest'))).toBe('none');
    // Packets stop: nothing more arrives from the guest's microphone.
    await page.waitForTimeout(500);
    const settled = (await audioOf(page, 'host', 'guest')).packets;
    await page.waitForTimeout(1500);
    expect((await audioOf(page, 'host', 'guest')).packets).toBe(settled);
    // The other direction is untouched.
    await expectLiveAudio(page, 'guest', 'host');
  });

  test('offers sent before the other side listens are sent again, and the call connects', async ({ page }) => {
    await openHarness(page);
    await page.evaluate(async () => {
      await window.mediaHarness.join('early');
      await window.mediaHarness.join('late', { listenAfterMs: 800 });
    });
    await expectLiveVideo(page, 'late', 'early');
    await expectLiveVideo(page, 'early', 'late');
  });

  test('a rebuilt link (network change) comes back to connected without a reload', async ({ page }) => {
    await openHarness(page);
    await page.evaluate(async () => {
      await window.mediaHarness.join('a');
      await window.mediaHarness.join('b');
    });
    await expectLiveVideo(page, 'b', 'a');
    await page.evaluate(() => window.mediaHarness.reconnect('a', 'b'));
    await expect.poll(() => page.evaluate(() => window.mediaHarness.remote('b', 'a')?.connected), { timeout: 15_000 }).toBe(true);
    await expectLiveVideo(page, 'b', 'a');
    await expectLiveVideo(page, 'a', 'b');
    await expect.poll(() => page.evaluate(() => window.mediaHarness.status('a'))).toBe('connected');
  });
});

// ---------------------------------------------------------------------------------------------
// Through the product: j/{alias} -> Join now -> c/{alias}, each participant in its own browser
// context, signalled by the real room controller over the real websocket.
// ---------------------------------------------------------------------------------------------

test.describe('call media through the product', () => {
  test.describe.configure({ timeout: 180_000 });
  test("host and guest see each other's video and hear each other", async ({ browser, request, baseURL }) => {
    const { host, alias } = await createMeeting(request);
    const hostPage = await joinCall(browser, baseURL!, alias, 'Hana Host', host.token);
    const guestPage = await joinCall(browser, baseURL!, alias, 'Gia Guest');
    await expectProductVideo(hostPage, 'Gia Guest');
    await expectProductVideo(guestPage, 'Hana Host');
    await expectProductAudio(hostPage);
    await expectProductAudio(guestPage);
    await hostPage.screenshot({ path: test.info().outputPath('host.png') });
  });
});

test.describe('call media through the product: host commands, leave and re-join', () => {
  test.describe.configure({ timeout: 180_000 });
  test("mute all silences the guest's microphone track", async ({ browser, request, baseURL }) => {
    const { host, alias } = await createMeeting(request);
    const hostPage = await joinCall(browser, baseURL!, alias, 'Hana Host', host.token);
    const guestPage = await joinCall(browser, baseURL!, alias, 'Gia Guest');
    await expectProductAudio(hostPage);
    await hostPage.getByRole('button', { name: 'Participants' }).click();
    await hostPage.getByRole('button', { name: 'Mute all' }).click();
    // The guest's own controls show the mic off, and its track is gone: no more audio packets reach the host.
    await expect(guestPage.getByRole('button', { name: 'Turn on microphone' })).toBeVisible();
    await hostPage.waitForTimeout(800);
    const settled = (await receivedAudio(hostPage)).packets;
    await hostPage.waitForTimeout(2000);
    expect((await receivedAudio(hostPage)).packets).toBe(settled);
    // The host's own microphone was spared, so the guest still hears the host.
    await expectProductAudio(guestPage);
  });

  test('leave lands on the end-call page and joining again works', async ({ browser, request, baseURL }) => {
    const { host, alias } = await createMeeting(request);
    const hostPage = await joinCall(browser, baseURL!, alias, 'Hana Host', host.token);
    const guestPage = await joinCall(browser, baseURL!, alias, 'Gia Guest');
    await expectProductVideo(hostPage, 'Gia Guest');
    await guestPage.getByRole('button', { name: 'Leave' }).click();
    await expect(guestPage).toHaveURL(new RegExp(`/c/${alias}/ended`));
    await expect(guestPage.getByRole('heading', { name: 'You left the event' })).toBeVisible();
    await expect(remoteTiles(hostPage)).toHaveCount(0);
    await guestPage
      .getByRole('button', { name: 'Join again' })
      .or(guestPage.getByRole('link', { name: 'Join again' }))
      .click();
    await expect(guestPage).toHaveURL(new RegExp(`/j/${alias}$`));
    await guestPage.getByLabel('Display name').fill('Gia Guest');
    await guestPage.getByRole('button', { name: 'Join now' }).click();
    await expect(guestPage.getByRole('toolbar', { name: 'Call controls' })).toBeVisible({ timeout: 20_000 });
    await expectProductVideo(guestPage, 'Hana Host');
    await expectProductVideo(hostPage, 'Gia Guest');
  });
});

test.describe('call media through the product: the API service restarts during a call', () => {
  test.describe.configure({ timeout: 240_000 });
  const server = new OwnServer(Number(process.env.E2E_PORT ?? 4310) + 17);
  test.afterAll(() => server.dispose());

  test('both participants come back to connected without a reload, and the call goes on', async ({ browser, playwright }) => {
    await server.start();
    const request = await playwright.request.newContext({ baseURL: server.url });
    const { host, alias } = await createMeeting(request);
    const hostPage = await joinCall(browser, server.url, alias, 'Hana Host', host.token);
    const guestPage = await joinCall(browser, server.url, alias, 'Gia Guest');
    await expectProductVideo(hostPage, 'Gia Guest');
    await expectProductVideo(guestPage, 'Hana Host');
    // A marker that a reload would wipe.
    for (const page of [hostPage, guestPage])
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });

    await server.stop();
    for (const page of [hostPage, guestPage])
      await expect(page.getByRole('status').filter({ hasText: 'Reconnecting' })).toBeVisible({ timeout: 20_000 });
    await server.start();
    for (const page of [hostPage, guestPage]) {
      await expect(page.getByRole('status').filter({ hasText: 'Reconnecting' })).toHaveCount(0, { timeout: 45_000 });
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      await expect(page).toHaveURL(new RegExp(`/c/${alias}$`));
    }
    // Media kept flowing, and the room works again: the host is still host, chat goes through.
    await expectProductVideo(hostPage, 'Gia Guest');
    await expectProductVideo(guestPage, 'Hana Host');
    await guestPage.getByRole('button', { name: 'Chat', exact: true }).click();
    await guestPage.getByPlaceholder('Send a message to everyone').fill('Still here after the restart');
    await guestPage.keyboard.press('Enter');
    await hostPage.getByRole('button', { name: 'Chat', exact: true }).click();
    await expect(hostPage.getByTestId('chat-message').filter({ hasText: 'Still here after the restart' })).toContainText('Gia Guest');
    await hostPage.getByRole('button', { name: 'Participants' }).click();
    await expect(hostPage.getByRole('button', { name: 'Mute all' })).toBeVisible();
    await request.dispose();
  });
});
