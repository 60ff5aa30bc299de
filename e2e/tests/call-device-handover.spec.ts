import { expect, test, type Browser, type Page } from '../support/test';
import { createMeeting, expectProductVideo, joinCall, RECORD_PEER_CONNECTIONS } from '../support/call';
import { deviceRequests, liveDevices, RECORD_DEVICE_REQUESTS } from '../support/device-requests';
import { OWN_TILE_VIDEO } from '../support/video-look';

/**
 * The call takes over the join page's live camera and microphone (issue 31): it sends them without
 * asking the browser again, and whatever it does not take is stopped (a camera "off" is really off).
 * Every getUserMedia request and the tracks it gave are recorded in the page.
 */
test.describe.configure({ timeout: 150_000 });

/** A guest's join page with its preview playing. */
async function openJoinPage(browser: Browser, baseURL: string, alias: string, name: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, permissions: ['camera', 'microphone'], viewport: { width: 1280, height: 800 } });
  await context.addInitScript(RECORD_PEER_CONNECTIONS);
  await context.addInitScript(RECORD_DEVICE_REQUESTS);
  const page = await context.newPage();
  await page.goto(`/j/${alias}`);
  const preview = page.getByRole('region', { name: 'Camera preview' }).locator('video');
  await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.getByLabel('Display name').fill(name);
  return page;
}

test('the call sends the camera and microphone the join page opened, without opening them again, and turning the camera off puts it out', async ({
  browser,
  request,
  baseURL,
}) => {
  const { host, alias } = await createMeeting(request, 'Huy Host');
  const hostPage = await joinCall(browser, baseURL!, alias, 'Huy Host', host.token);
  const guest = await openJoinPage(browser, baseURL!, alias, 'Gia Guest');
  const previewDevices = await liveDevices(guest);
  expect(previewDevices.map((track) => track.kind).sort()).toEqual(['audio', 'video']);

  await guest.getByRole('button', { name: 'Join now' }).click();
  await expect(guest.getByRole('toolbar', { name: 'Call controls' })).toBeVisible({ timeout: 45_000 });
  // The host sees and the guest's self view shows the camera the join page opened: the same live tracks, no new request.
  await expectProductVideo(hostPage, 'Gia Guest');
  await expect.poll(() => guest.locator(OWN_TILE_VIDEO).evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
  expect(await deviceRequests(guest, '/c/')).toEqual([]);
  expect(await liveDevices(guest)).toEqual(previewDevices);

  // Taken over, the call owns the camera: off is off (the track ends), on opens it again.
  await guest.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: 'Turn off camera' }).click();
  await expect.poll(async () => (await liveDevices(guest)).map((track) => track.kind)).toEqual(['audio']);
  await guest.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: 'Turn on camera' }).click();
  await expect.poll(async () => (await deviceRequests(guest, '/c/')).filter((r) => r.video).length).toBe(1);
  await expect.poll(async () => (await liveDevices(guest)).map((track) => track.kind).sort()).toEqual(['audio', 'video']);
});

test('waiting for the host, the join page camera and microphone are stopped; the call opens them when the host comes', async ({
  browser,
  request,
  baseURL,
}) => {
  const { host, alias } = await createMeeting(request, 'Huy Host');
  const guest = await openJoinPage(browser, baseURL!, alias, 'Early Guest');
  await guest.getByRole('button', { name: 'Join now' }).click();
  await expect(guest.getByRole('heading', { name: 'Waiting for the host' })).toBeVisible();
  // No self view on the waiting screen: the camera light is out.
  await expect.poll(() => liveDevices(guest)).toEqual([]);

  const hostPage = await joinCall(browser, baseURL!, alias, 'Huy Host', host.token);
  await expect(guest.getByRole('toolbar', { name: 'Call controls' })).toBeVisible({ timeout: 45_000 });
  await expectProductVideo(hostPage, 'Early Guest');
  expect((await deviceRequests(guest, '/c/')).map((r) => (r.video ? 'video' : 'audio')).sort()).toEqual(['audio', 'video']);
});
