import { expect, test } from '../support/livekit';
import { createMeeting, expectProductVideo, joinCall, tileVideo } from '../support/call';

/**
 * Dynacast sends the layers viewers' tiles need (issue 31): in a call of two the speaker view shows the
 * other person large, and the picture there must grow past the medium layer (640x360). Starting cameras
 * without their full-size layer (tried for join speed) left it on the medium one for up to a minute.
 */
test.describe.configure({ timeout: 180_000 });

test('a large tile on LiveKit gets more than the medium layer', async ({ browser, request, baseURL }) => {
  const { host, alias } = await createMeeting(request, 'Lan Host');
  const hostPage = await joinCall(browser, baseURL!, alias, 'Lan Host', host.token);
  const guest = await joinCall(browser, baseURL!, alias, 'Binh Guest');
  await expectProductVideo(guest, 'Lan Host');
  await expectProductVideo(hostPage, 'Binh Guest');
  const moving = Date.now();
  // The speaker view's featured tile is most of the 1280x800 window: the medium layer would be upscaled.
  const narrower = async () =>
    Math.min((await tileVideo(guest, 'Lan Host'))?.width ?? 0, (await tileVideo(hostPage, 'Binh Guest'))?.width ?? 0);
  await expect.poll(narrower, { timeout: 60_000 }).toBeGreaterThan(640);
  console.log(
    `two on LiveKit: both large tiles past the medium layer ${((Date.now() - moving) / 1000).toFixed(1)} s after both pictures moved`,
  );
});
