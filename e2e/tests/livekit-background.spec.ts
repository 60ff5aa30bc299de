import { expect, test } from '../support/livekit';
import { createMeeting, joinCall } from '../support/call';
import { mediaPorts } from '../support/livekit-call';
import { deviceRequests, RECORD_DEVICE_REQUESTS } from '../support/device-requests';
import { HOST_TILE_VIDEO, OWN_TILE_VIDEO, sharpness } from '../support/video-look';

/**
 * Background blur on LiveKit (issue 29): the processed camera is the track published to the SFU, so a
 * guest receives the host blurred through LiveKit, beside its own sharp fake camera. The host joins once
 * the join page shows the blurred view, which the call takes over (issue 31): no camera is opened again.
 */
test('a host who chose blur is received blurred through the LiveKit server', async ({ browser, request, baseURL, liveKit }) => {
  test.setTimeout(240_000);
  const { host, alias } = await createMeeting(request, 'Kim Blur');
  const hostPage = await joinCall(
    browser,
    baseURL!,
    alias,
    'Kim Blur',
    host.token,
    () => {
      localStorage.setItem('call.devices', JSON.stringify({ cameraOn: true, micOn: true, background: 'blur' }));
    },
    async (context) => void (await context.addInitScript(RECORD_DEVICE_REQUESTS)),
    {
      // The preview shows the processed camera (a canvas track, not one getUserMedia gave) before Join.
      fill: (page) =>
        expect
          .poll(
            () =>
              page.evaluate(() => {
                const video = document.querySelector<HTMLVideoElement>('video[aria-label="Camera preview"]');
                const track = (video?.srcObject as MediaStream | null)?.getVideoTracks()[0];
                const devices = (window as unknown as { gumTracks: MediaStreamTrack[] }).gumTracks;
                return !!track && track.readyState === 'live' && !devices.includes(track);
              }),
            { timeout: 60_000 },
          )
          .toBe(true),
    },
  );
  expect(await deviceRequests(hostPage, '/c/')).toEqual([]);
  const guest = await joinCall(browser, baseURL!, alias, 'Lo Guest');
  // Through the SFU's one UDP port (once the guest's connection is up).
  await expect.poll(() => mediaPorts(guest), { timeout: 30_000 }).toEqual([liveKit.nodes[0].ports.udp]);
  await expect.poll(() => sharpness(guest, OWN_TILE_VIDEO), { timeout: 45_000 }).toBeGreaterThanOrEqual(0);
  await expect.poll(() => sharpness(guest, HOST_TILE_VIDEO), { timeout: 45_000 }).toBeGreaterThanOrEqual(0);
  const guestOwn = await sharpness(guest, OWN_TILE_VIDEO);
  await expect.poll(() => sharpness(guest, HOST_TILE_VIDEO), { timeout: 30_000 }).toBeLessThan(guestOwn * 0.5);
  // And the host's own self view shows what is sent.
  await expect.poll(() => sharpness(hostPage, OWN_TILE_VIDEO), { timeout: 30_000 }).toBeLessThan(guestOwn * 0.5);
});
