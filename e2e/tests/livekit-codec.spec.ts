import { expect, test } from '../support/livekit';
import { createMeeting, expectProductVideo, joinCall } from '../support/call';
import type { Page } from '@playwright/test';

/**
 * The camera goes out in H.264 on LiveKit (issue 31); a browser that has no H.264 (Firefox without its
 * OpenH264 plug-in, say) still sends and receives video. Chromium plays that browser here: an init
 * script takes H.264 out of its codec capabilities and out of every description it makes, so the SFU can
 * only agree on another codec with it, both ways.
 */
test.describe.configure({ timeout: 240_000 });

const NO_H264 = () => {
  const isH264 = (mime: string) => /h264/i.test(mime);
  const capabilities = RTCRtpSender.getCapabilities.bind(RTCRtpSender);
  RTCRtpSender.getCapabilities = (kind) => {
    const all = capabilities(kind);
    return all && { ...all, codecs: all.codecs.filter((codec) => !isH264(codec.mimeType)) };
  };
  const receiving = RTCRtpReceiver.getCapabilities.bind(RTCRtpReceiver);
  RTCRtpReceiver.getCapabilities = (kind) => {
    const all = receiving(kind);
    return all && { ...all, codecs: all.codecs.filter((codec) => !isH264(codec.mimeType)) };
  };
  /** Each video section without H.264's payload types (and their retransmission types). */
  const strip = (sdp: string) =>
    sdp
      .split(/(?=\r\nm=)/)
      .map((section) => {
        if (!section.replace(/^\r\n/, '').startsWith('m=video')) return section;
        const h264 = [...section.matchAll(/a=rtpmap:(\d+) H264\//gi)].map((m) => m[1]);
        const rtx = [...section.matchAll(/a=fmtp:(\d+) apt=(\d+)/g)].filter((m) => h264.includes(m[2])).map((m) => m[1]);
        const gone = new Set([...h264, ...rtx]);
        return section
          .split('\r\n')
          .filter((line) => !gone.has(line.match(/^a=(?:rtpmap|fmtp|rtcp-fb):(\d+)/)?.[1] ?? ''))
          .map((line) =>
            line.startsWith('m=video')
              ? line
                  .split(' ')
                  .filter((part, i) => i < 3 || !gone.has(part))
                  .join(' ')
              : line,
          )
          .join('\r\n');
      })
      .join('');
  const proto = RTCPeerConnection.prototype;
  for (const name of ['createOffer', 'createAnswer'] as const) {
    const make = proto[name] as (this: RTCPeerConnection, ...args: unknown[]) => Promise<RTCSessionDescriptionInit>;
    proto[name] = async function (this: RTCPeerConnection, ...args: unknown[]) {
      const made = await make.apply(this, args);
      return { type: made.type, sdp: strip(made.sdp ?? '') };
    } as (typeof proto)[typeof name];
  }
};

/** The video codecs this page sends and receives now (`video/VP8`, `video/H264`), from its connections' stats. */
async function videoCodecs(page: Page): Promise<{ sent: string[]; received: string[] }> {
  return page.evaluate(async () => {
    const sent = new Set<string>();
    const received = new Set<string>();
    for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs) {
      if (pc.connectionState === 'closed') continue;
      const stats = await pc.getStats();
      stats.forEach((stat: Record<string, unknown>) => {
        if (stat.kind !== 'video' || !stat.codecId || !(Number(stat.bytesSent ?? stat.bytesReceived ?? 0) > 0)) return;
        const mime = String(stats.get(String(stat.codecId))?.mimeType ?? '');
        if (stat.type === 'outbound-rtp') sent.add(mime);
        if (stat.type === 'inbound-rtp') received.add(mime);
      });
    }
    return { sent: [...sent].sort(), received: [...received].sort() };
  });
}

test('a browser without H.264 sends its camera in VP8 and receives the others, who keep H.264 where it works', async ({
  browser,
  request,
  baseURL,
}) => {
  const { host, alias } = await createMeeting(request, 'Ha Host');
  const hostPage = await joinCall(browser, baseURL!, alias, 'Ha Host', host.token);
  const guest = await joinCall(browser, baseURL!, alias, 'Vy NoH264', undefined, NO_H264);
  expect(await guest.evaluate(() => RTCRtpSender.getCapabilities('video')?.codecs.some((c) => /h264/i.test(c.mimeType)))).toBe(false);

  await expectProductVideo(hostPage, 'Vy NoH264');
  await expectProductVideo(guest, 'Ha Host');
  await expect.poll(async () => (await videoCodecs(guest)).sent).toEqual(['video/VP8']);
  await expect.poll(async () => (await videoCodecs(guest)).received).toEqual(['video/VP8']);
  await expect.poll(async () => (await videoCodecs(hostPage)).received).toEqual(['video/VP8']);
  expect((await videoCodecs(hostPage)).sent).toContain('video/H264');
});
