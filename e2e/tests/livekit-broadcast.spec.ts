import { join } from 'node:path';
import { expect, test } from '../support/livekit';
import type { Browser } from '../support/test';
import { authedPost } from '../support/api';
import { createMeeting, joinCall } from '../support/call';
import {
  browserWithVoice,
  fakeTone,
  ffprobe,
  hostRecording,
  streamSummary,
  startRtmpServer,
  toneLevels,
  type RtmpServer,
} from '../support/broadcast';

/**
 * Recording and livestreaming with LiveKit configured (issue 24): LiveKit Egress cannot run on this
 * machine (it needs GStreamer 1.24; Debian bookworm has 1.22), so the product's own worker records:
 * its composite page joins the LiveKit room as a hidden subscriber and feeds the same ffmpeg outputs.
 * The same Record and Go live controls; an MP4 in Recordings, RTMP to a real RTMP server, HLS.
 */
test.describe.configure({ timeout: 300_000 });

const RTMP_PORT = Number(process.env.E2E_RTMP_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 6);
const KEY = 'e2e-livekit-key';
const HOST_HZ = 500;
const GUEST_HZ = 1500;
const QUIET_HZ = [900, 2500, 3300];
// LiveKit on loopback offers 127.0.0.1 candidates, which Chromium ignores without this.
const LOOPBACK = ['--allow-loopback-in-peer-connection'];

let rtmp: RtmpServer;
const browsers: Browser[] = [];
test.beforeAll(async () => {
  rtmp = await startRtmpServer(RTMP_PORT, KEY);
});
test.afterAll(async () => {
  for (const b of browsers.splice(0)) await b.close();
  rtmp?.close();
});

test('on LiveKit, the host records a 2-person call and goes live: the MP4 has both voices, RTMP and HLS carry the call', async ({
  request,
  baseURL,
  liveKit,
}) => {
  const { host, alias } = await createMeeting(request, 'Lan Host');
  await authedPost(request, host.token, '/api/account/stream-target/create', { name: 'Local RTMP', server_url: rtmp.url, stream_key: KEY });
  browsers.push(await browserWithVoice(fakeTone(HOST_HZ), LOOPBACK), await browserWithVoice(fakeTone(GUEST_HZ), LOOPBACK));
  const hostPage = await joinCall(browsers[0], baseURL!, alias, 'Lan Host', host.token);
  await joinCall(browsers[1], baseURL!, alias, 'Binh Guest');

  const recordAt = Date.now();
  await hostPage.getByRole('button', { name: 'Record' }).click();
  const indicator = hostPage.getByTestId('recording-indicator');
  await expect(indicator).toHaveText(/Recording \d+:\d\d/, { timeout: 60_000 });
  console.log(`Record -> recording shown: ${Date.now() - recordAt} ms (the worker's Chromium, the room, then LiveKit)`);

  await hostPage.getByRole('button', { name: 'Go live' }).click();
  const dialog = hostPage.getByRole('dialog');
  await dialog.getByLabel(/Local RTMP/).check();
  const liveAt = Date.now();
  await dialog.getByRole('button', { name: 'Go live' }).click();
  await expect(hostPage.getByTestId('live-indicator')).toHaveText(/Live \d+:\d\d/, { timeout: 60_000 });
  console.log(`Go live -> live shown: ${Date.now() - liveAt} ms`);
  // RTMP: the stream the RTMP server receives has the call's picture and sound.
  await expect.poll(() => streamSummary(`${rtmp.url}/${KEY}`), { timeout: 60_000, intervals: [2000] }).toBe('h264 1280x720 audio:true');
  // HLS for the audiences that need it: the playlist the HLS route serves (to admitted viewers with their
  // grant, as call-audience-grants.spec.ts proves) plays with video and audio.
  const playlist = join(liveKit.api.dataDir, 'hls', alias, 'index.m3u8');
  await expect
    .poll(
      () => {
        try {
          return ffprobe(playlist)
            .streams.map((s) => s.codec_type)
            .sort()
            .join(',');
        } catch {
          return 'not yet';
        }
      },
      { timeout: 60_000, intervals: [2000] },
    )
    .toBe('audio,video');

  // Some seconds of call after the outputs are up: the recorder hears each voice once LiveKit forwards it.
  await hostPage.waitForTimeout(10_000);
  await hostPage.getByRole('button', { name: 'Stop recording' }).click();
  await hostPage.getByRole('button', { name: 'End livestream' }).click();
  await expect(indicator).toHaveCount(0, { timeout: 60_000 });

  // The MP4 is in the host's Recordings: video, audio with both people's voices, a real duration.
  const { recording, probe } = await hostRecording(request, host.token);
  expect(Number(probe.format.duration)).toBeGreaterThan(5);
  const [hostLevel, guestLevel] = toneLevels(recording.url, [HOST_HZ, GUEST_HZ], QUIET_HZ);
  console.log(
    `MP4: ${Number(probe.format.duration).toFixed(1)} s; host's voice ${hostLevel.toFixed(1)} dB, guest's ${guestLevel.toFixed(1)} dB above the quiet frequencies`,
  );
  expect(hostLevel, `host's ${HOST_HZ} Hz, dB above the quiet frequencies`).toBeGreaterThan(15);
  expect(guestLevel, `guest's ${GUEST_HZ} Hz, dB above the quiet frequencies`).toBeGreaterThan(15);
});
