import { expect, type Page } from '@playwright/test';
import { tileVideo } from './call';

/**
 * What a page receives over LiveKit, read from its peer connections (support/call.ts records every
 * RTCPeerConnection): LiveKit sends every remote's audio over one subscriber connection, so each
 * person heard is one inbound audio stream.
 */
export async function inboundAudio(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const streams: Record<string, number> = {};
    for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach((stat: Record<string, unknown>) => {
        if (stat.type === 'inbound-rtp' && stat.kind === 'audio')
          streams[`${String(stat.trackIdentifier ?? stat.id)}`] = Number(stat.totalSamplesReceived ?? 0);
      });
    }
    return streams;
  });
}

/** How many remote voices are arriving now: streams that gained half a second of samples (at 48 kHz) in about 1.5 s. */
export async function voicesHeard(page: Page): Promise<number> {
  const before = await inboundAudio(page);
  await page.waitForTimeout(1500);
  const after = await inboundAudio(page);
  return Object.entries(after).filter(([id, samples]) => samples - (before[id] ?? 0) > 24_000).length;
}

export async function expectVoices(page: Page, count: number, timeout = 45_000) {
  await expect.poll(() => voicesHeard(page), { timeout, intervals: [250] }).toBe(count);
}

/** The remote ports this page's media flows to now (selected candidate pairs): the SFU's, not other browsers'. */
export async function mediaPorts(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const ports = new Set<number>();
    for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs) {
      if (pc.connectionState !== 'connected') continue;
      const stats = await pc.getStats();
      stats.forEach((stat: Record<string, unknown>) => {
        if (stat.type !== 'transport' || !stat.selectedCandidatePairId) return;
        const pair = stats.get(String(stat.selectedCandidatePairId)) as Record<string, unknown> | undefined;
        const remote = pair && (stats.get(String(pair.remoteCandidateId)) as Record<string, unknown> | undefined);
        if (remote) ports.add(Number(remote.port));
      });
    }
    return [...ports].sort();
  });
}

/**
 * The media token the product would use now for this page's member (`POST /call-config/config`, proved
 * by the member's resume token, as the call page asks), with the identity it carries.
 */
export async function currentMediaToken(page: Page, alias: string): Promise<{ url: string; token: string; identity: string }> {
  const config = await page.evaluate(async (room) => {
    const session = JSON.parse(sessionStorage.getItem(`call.session.${room}`) ?? 'null') as Record<string, string> | null;
    if (!session) throw new Error('no call session in this page');
    const response = await fetch('/call-config/config', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({
        alias: room,
        participant_id: session.member_id,
        display_name: session.display_name,
        resume_token: session.resume_token,
      }),
    });
    return (await response.json()) as { url: string; token: string };
  }, alias);
  const claims = JSON.parse(Buffer.from(config.token.split('.')[1], 'base64url').toString('utf8')) as { sub: string };
  return { url: config.url, token: config.token, identity: claims.sub };
}

/**
 * The remote picture is moving now: its frame count grows within one read and the next. Unlike
 * expectProductVideo, right after a reconnection, when the tile may swap its video element for a new
 * one whose count starts again from zero.
 */
export async function expectMovingVideo(page: Page, name: string, timeout = 45_000) {
  await expect
    .poll(
      async () => {
        const before = (await tileVideo(page, name))?.frames ?? 0;
        await page.waitForTimeout(700);
        return ((await tileVideo(page, name))?.frames ?? 0) - before;
      },
      { timeout },
    )
    .toBeGreaterThan(2);
}

/** Init script for a page whose LiveKit subscriptions a journey counts: the call remote hands its Rooms here. */
export const EXPOSE_LIVEKIT_ROOMS = () => {
  (window as unknown as { __liveKitRooms: unknown[] }).__liveKitRooms = [];
};

/**
 * Video tracks this page is subscribed to on LiveKit now (the page must have EXPOSE_LIVEKIT_ROOMS):
 * publications it wants and holds a track of, by livekit-client's own account.
 */
export async function subscribedVideo(page: Page): Promise<number> {
  return page.evaluate(() => {
    type Publication = { kind: string; isSubscribed: boolean; subscriptionStatus: string };
    type Room = { state: string; remoteParticipants: Map<string, { trackPublications: Map<string, Publication> }> };
    const rooms = (window as unknown as { __liveKitRooms: Room[] }).__liveKitRooms.filter((room) => room.state !== 'disconnected');
    return rooms
      .flatMap((room) => [...room.remoteParticipants.values()].flatMap((p) => [...p.trackPublications.values()]))
      .filter((pub) => pub.kind === 'video' && pub.isSubscribed && pub.subscriptionStatus === 'subscribed').length;
  });
}

/** Remote videos this page decodes now: inbound video streams whose decoded frames grow within 1.5 s. */
export async function decodingVideo(page: Page): Promise<number> {
  const frames = () =>
    page.evaluate(async () => {
      const decoded: Record<string, number> = {};
      for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs) {
        if (pc.connectionState === 'closed') continue;
        (await pc.getStats()).forEach((stat: Record<string, unknown>) => {
          if (stat.type === 'inbound-rtp' && stat.kind === 'video') decoded[String(stat.id)] = Number(stat.framesDecoded ?? 0);
        });
      }
      return decoded;
    });
  const before = await frames();
  await page.waitForTimeout(1500);
  const after = await frames();
  return Object.entries(after).filter(([id, n]) => n > (before[id] ?? 0)).length;
}

/** Shows the gallery, with `tiles` (a tile size of More options, say 'Large tiles (up to 9)') when given, as a person picks them. */
export async function chooseGallery(page: Page, tiles?: string) {
  const grid = page.getByRole('region', { name: 'Videos of the participants' });
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitemradio', { name: 'Gallery' }).click();
  if (tiles) {
    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitemradio', { name: tiles }).click();
  }
  await expect(grid).toHaveAttribute('data-display', 'gallery');
}

/** What this page's LiveKit room knows of `name`'s camera: for a failure message that says where a picture stopped. */
export async function cameraPublicationState(page: Page, name: string): Promise<string> {
  return page.evaluate((label) => {
    type Publication = {
      kind: string;
      source: string;
      isSubscribed: boolean;
      isDesired: boolean;
      isEnabled: boolean;
      isMuted: boolean;
      subscriptionStatus: string;
      streamState?: string;
      dimensions?: { width: number; height: number };
      track?: { mediaStreamTrack: MediaStreamTrack; attachedElements: HTMLElement[] };
    };
    type Participant = { name?: string; identity: string; trackPublications: Map<string, Publication> };
    type Room = { state: string; remoteParticipants: Map<string, Participant> };
    const rooms = (window as unknown as { __liveKitRooms: Room[] }).__liveKitRooms.filter((room) => room.state !== 'disconnected');
    const people = rooms.flatMap((room) => [...room.remoteParticipants.values()]).filter((p) => (p.name ?? p.identity).includes(label));
    if (!people.length) return `${label}: not in this page's LiveKit room`;
    return people
      .map((p) => {
        const camera = [...p.trackPublications.values()].find((pub) => pub.kind === 'video' && pub.source === 'camera');
        if (!camera) return `${label}: no camera published`;
        const { isSubscribed, isDesired, isEnabled, isMuted, subscriptionStatus, streamState, dimensions } = camera;
        const track = camera.track;
        return `${label}: ${JSON.stringify({ isSubscribed, isDesired, isEnabled, isMuted, subscriptionStatus, streamState, dimensions, trackState: track?.mediaStreamTrack.readyState, elements: track?.attachedElements.length })}`;
      })
      .join('; ');
  }, name);
}
