import { expect, test } from '../support/livekit';
import { createMeeting, expectProductVideo, joinCall, tileVideo } from '../support/call';

/**
 * A camera on LiveKit starts on its small and medium layers (issue 31: on two cores the full-size
 * encode was what joins waited on), and the full-size one comes on when someone's tile needs it: in a
 * call of two, the speaker view shows the other person large, and the picture there grows past the
 * medium layer (640x360) once dynacast has told the sender to send it.
 */
test.describe.configure({ timeout: 180_000 });

test('a large tile on LiveKit gets the full-size picture, though cameras start on their smaller layers', async ({
  browser,
  request,
  baseURL,
}) => {
  const { host, alias } = await createMeeting(request, 'Lan Host');
  const hostPage = await joinCall(browser, baseURL!, alias, 'Lan Host', host.token);
  const guest = await joinCall(browser, baseURL!, alias, 'Binh Guest');
  await expectProductVideo(guest, 'Lan Host');
  await expectProductVideo(hostPage, 'Binh Guest');
  // The speaker view's featured tile is most of the 1280x800 window: the medium layer would be upscaled.
  await expect.poll(async () => (await tileVideo(guest, 'Lan Host'))?.width ?? 0, { timeout: 45_000 }).toBeGreaterThan(640);
  await expect.poll(async () => (await tileVideo(hostPage, 'Binh Guest'))?.width ?? 0, { timeout: 45_000 }).toBeGreaterThan(640);
});
