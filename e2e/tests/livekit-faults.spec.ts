import { expect, test, type Browser, type Page } from '../support/livekit';
import { RECORD_PEER_CONNECTIONS, createMeeting, expectProductVideo, joinCall } from '../support/call';
import { expectMovingVideo, expectVoices } from '../support/livekit-call';

/**
 * LiveKit failing under the product (issue 24, journey 6): the server dies during a call and comes
 * back; the server cannot be reached when people join.
 */
test.describe.configure({ timeout: 240_000 });

/** Marks the page; the mark survives anything but a reload. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

test('the LiveKit server is killed and restarted during a call: both pages say reconnecting and the call comes back without a reload', async ({
  browser,
  request,
  baseURL,
  liveKit,
}) => {
  const { host, alias } = await createMeeting(request, 'Khanh Host');
  const hostPage = await joinCall(browser, baseURL!, alias, 'Khanh Host', host.token);
  const guest = await joinCall(browser, baseURL!, alias, 'Linh Guest');
  await expectProductVideo(hostPage, 'Linh Guest');
  await expectProductVideo(guest, 'Khanh Host');
  for (const page of [hostPage, guest]) await markPage(page);

  await liveKit.nodes[0].kill();
  const killedAt = Date.now();
  for (const page of [hostPage, guest])
    await expect(page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible({ timeout: 20_000 });
  await liveKit.nodes[0].restart();
  const restartedAt = Date.now();
  console.log(`LiveKit down for ${((restartedAt - killedAt) / 1000).toFixed(1)} s`);

  await expectMovingVideo(hostPage, 'Linh Guest');
  await expectMovingVideo(guest, 'Khanh Host');
  console.log(`video moving both ways again ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after LiveKit came back`);
  await expectVoices(hostPage, 1);
  await expectVoices(guest, 1);
  for (const page of [hostPage, guest]) {
    await expect(page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await stillSamePage(page)).toBe(true);
  }
});

/** A guest joining in Vietnamese (the language is remembered per browser). */
async function joinInVietnamese(browser: Browser, baseURL: string, alias: string, name: string) {
  const context = await browser.newContext({ baseURL, permissions: ['camera', 'microphone'], viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('language', 'vi'));
  await context.addInitScript(RECORD_PEER_CONNECTIONS);
  const page = await context.newPage();
  await page.goto(`/j/${alias}`);
  await page.getByLabel('Tên hiển thị').fill(name);
  await page.getByRole('button', { name: 'Tham gia ngay' }).click();
  await expect(page.getByRole('toolbar', { name: 'Điều khiển cuộc gọi' })).toBeVisible({ timeout: 45_000 });
  return page;
}

test('LiveKit cannot be reached when people join: they are in the room, told so in their language, and Try again connects once it is back', async ({
  browser,
  request,
  baseURL,
  liveKit,
}) => {
  const { host, alias } = await createMeeting(request, 'Minh Host');
  await liveKit.nodes[0].stop();
  try {
    const hostPage = await joinCall(browser, baseURL!, alias, 'Minh Host', host.token);
    const guest = await joinInVietnamese(browser, baseURL!, alias, 'Nga Khách');
    await expect(hostPage.getByRole('alert')).toHaveText(
      "The call's audio and video service cannot be reached right now. You are still in the room: try again in a moment.",
      { timeout: 45_000 },
    );
    await expect(guest.getByRole('alert')).toHaveText(
      'Hiện không kết nối được dịch vụ âm thanh và hình ảnh của cuộc gọi. Bạn vẫn đang ở trong phòng: hãy thử lại sau giây lát.',
      { timeout: 45_000 },
    );
    // Not a blank stage: each sees the other's tile (name and picture) and their own camera.
    await expect(hostPage.getByRole('figure', { name: 'Nga Khách' })).toBeVisible();
    await expect(guest.getByRole('figure', { name: 'Minh Host' })).toBeVisible();
    await expect(hostPage.locator('[data-testid="video-tile"][data-local] video')).toBeVisible();
    await expect(hostPage.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Thử lại' })).toBeVisible();

    await liveKit.nodes[0].restart();
    await hostPage.getByRole('button', { name: 'Try again' }).click();
    await guest.getByRole('button', { name: 'Thử lại' }).click();
    await expectProductVideo(hostPage, 'Nga Khách');
    await expectProductVideo(guest, 'Minh Host');
    await expect(hostPage.getByRole('alert')).toHaveCount(0);
  } finally {
    await liveKit.nodes[0].restart();
  }
});
