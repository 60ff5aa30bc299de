import { execFileSync } from 'node:child_process';
import { expect, test, type Browser, type Page } from '../support/test';
import { authedPost } from '../support/api';
import { createMeeting, joinCall } from '../support/call';
import {
  browserWithVoice,
  fakeTone,
  hostRecording,
  regionColour,
  streamSummary,
  startRtmpServer,
  toneLevels,
  type RtmpServer,
} from '../support/broadcast';
import { png, upload } from '../support/look';

/**
 * Recording and livestreaming through the product: the API's own worker (headless Chromium on the
 * composite page + ffmpeg) records the call, streams it to a real RTMP server (node-media-server)
 * and a target with a wrong key, and the MP4 lands in the host's Recordings.
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
/** RTMP on the engineer's range next to the site (never 1935). */
const RTMP_PORT = Number(process.env.E2E_RTMP_PORT ?? E2E_PORT + 5);
const GOOD_KEY = 'e2e-good-key';

/** Each participant's microphone beeps at its own pitch; nobody's is at the quiet ones. */
const HOST_HZ = 500;
const GUEST_HZ = 1500;
const QUIET_HZ = [900, 2500, 3300];

const secondsShown = async (page: Page) => {
  const text = (await page.getByTestId('recording-indicator').textContent()) ?? '';
  const [, m, s] = /(\d+):(\d\d)/.exec(text) ?? [];
  return Number(m) * 60 + Number(s);
};

test.describe('broadcast', () => {
  test('the composite page refuses a visitor without a worker ticket', async ({ page }) => {
    await page.goto('/c/any-room/composite');
    await expect(page.getByRole('alert')).toHaveText('This page is only for the recording worker.');
    await page.goto('/c/any-room/composite?ticket=made-up');
    await expect(page.getByRole('alert')).toHaveText('This page is only for the recording worker.');
    await expect(page.getByTestId('composite')).toHaveCount(0);
  });

  test.describe(() => {
    let rtmp: RtmpServer;
    const browsers: Browser[] = [];
    test.beforeAll(async () => {
      rtmp = await startRtmpServer(RTMP_PORT, GOOD_KEY);
    });
    test.afterAll(async () => {
      for (const b of browsers.splice(0)) await b.close();
      rtmp?.close();
    });

    test('host records a 2-person call with a pause, goes live (one good target, one wrong key), and plays the recording', async ({
      request,
      baseURL,
    }) => {
      test.setTimeout(300_000);
      const { host, alias } = await createMeeting(request, 'Broadcast Host');
      await authedPost(request, host.token, '/api/account/stream-target/create', {
        name: 'Local RTMP',
        server_url: rtmp.url,
        stream_key: GOOD_KEY,
      });
      await authedPost(request, host.token, '/api/account/stream-target/create', {
        name: 'Wrong key',
        server_url: rtmp.url,
        stream_key: 'not-the-key',
      });
      // The host's logo: solid magenta (unlike the fake cameras' green), top right, so a frame of the recording shows whether it was drawn.
      browsers.push(await browserWithVoice(fakeTone(HOST_HZ)));
      browsers.push(await browserWithVoice(fakeTone(GUEST_HZ)));
      const logo = await upload(request, host.token, 'logo', await png(browsers[0], 100, 100, '#ff00ff'));
      await authedPost(request, host.token, '/api/account/setting/customisation/update', {
        logo: { image_url: logo, position: 'top-right' },
      });

      const hostPage = await joinCall(browsers[0], baseURL!, alias, 'Broadcast Host', host.token);
      await hostPage.getByRole('button', { name: 'Record' }).click();
      const indicator = hostPage.getByTestId('recording-indicator');
      await expect(indicator).toHaveText(/Recording \d+:\d\d/, { timeout: 60_000 });

      // A guest who joins after the recording started sees (and hears announced) the indicator.
      const guest = await joinCall(browsers[1], baseURL!, alias, 'Late Guest');
      await expect(guest.getByRole('status').filter({ has: guest.getByTestId('recording-indicator') })).toContainText(/Recording \d+:\d\d/);

      // Go live to both targets: the wrong key says 'check stream key', the good one streams.
      await hostPage.getByRole('button', { name: 'Go live' }).click();
      const dialog = hostPage.getByRole('dialog');
      await dialog.getByLabel(/Local RTMP/).check();
      await dialog.getByLabel(/Wrong key/).check();
      await dialog.getByRole('button', { name: 'Go live' }).click();
      await expect(hostPage.getByTestId('live-indicator')).toHaveText(/Live \d+:\d\d/, { timeout: 60_000 });
      await expect(hostPage.getByRole('alert').filter({ hasText: 'Wrong key: check stream key' })).toBeVisible({ timeout: 30_000 });
      await expect
        .poll(() => streamSummary(`${rtmp.url}/${GOOD_KEY}`), { timeout: 60_000, intervals: [2000] })
        .toBe('h264 1280x720 audio:true');
      // The refused target did not stop the recording.
      await expect(indicator).toHaveText(/^Recording \d+:\d\d/);

      await hostPage.getByRole('button', { name: 'Pause' }).click();
      await expect(indicator).toHaveText(/Recording paused/);
      await hostPage.waitForTimeout(3000);
      await hostPage.getByRole('button', { name: 'Resume' }).click();
      await expect(indicator).toHaveText(/^Recording \d+:\d\d/);
      await hostPage.waitForTimeout(3000);
      await hostPage.getByRole('button', { name: 'Stop recording' }).click();
      // The time recorded as the stop took effect (on a busy machine a click lands seconds after it is read).
      await expect(indicator).toHaveText(/^Stopping recording \d+:\d\d/);
      const recorded = await secondsShown(hostPage);
      await hostPage.getByRole('button', { name: 'End livestream' }).click();
      await expect(indicator).toHaveCount(0, { timeout: 60_000 });

      // The MP4 is the host's: listed with its real duration, video and both voices' audio.
      const { recording, probe } = await hostRecording(request, host.token);
      // Both participants are in the mix: each one's pitch stands well above the quiet frequencies.
      const [hostLevel, guestLevel] = toneLevels(recording.url, [HOST_HZ, GUEST_HZ], QUIET_HZ);
      expect(hostLevel, `host's ${HOST_HZ} Hz, dB above the quiet frequencies`).toBeGreaterThan(15);
      expect(guestLevel, `guest's ${GUEST_HZ} Hz, dB above the quiet frequencies`).toBeGreaterThan(15);
      // The logo is drawn where the call page shows it: 100 px, 3% of the width from the right, 4% of the height from the top.
      const [red, green, blue] = regionColour(recording.url, Number(probe.format.duration) / 2, {
        x: 1280 - 38 - 100 + 30,
        y: 29 + 30,
        width: 40,
        height: 40,
      });
      expect(red > 180 && green < 80 && blue > 180, `colour under the logo: rgb(${red}, ${green}, ${blue})`).toBe(true);

      const duration = Number(probe.format.duration);
      const streams = execFileSync('ffprobe', [
        '-v',
        'error',
        '-show_entries',
        'stream=codec_type,start_time,duration,nb_frames',
        '-of',
        'compact',
        recording.url,
      ]).toString();
      expect(Math.abs(duration - (recorded + 0.5)), `file ${duration} s, shown ${recorded} s recorded; ${streams}`).toBeLessThanOrEqual(1);

      // Recordings in settings: it plays.
      await hostPage.goto('/app/recording');
      await hostPage.getByRole('button', { name: `Play ${recording.title}` }).click();
      const video = hostPage.locator('video[controls]');
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(1);
    });
  });
});
