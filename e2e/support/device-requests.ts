import type { Page } from '@playwright/test';

/**
 * Records each getUserMedia request of the page (the path it was made on, the constraints asked) and
 * keeps the tracks it gave, so a journey can tell which devices were opened where and which are still
 * live (a live camera track is a lit camera light). Add with `context.addInitScript`.
 */
export const RECORD_DEVICE_REQUESTS = () => {
  const w = window as unknown as { gumRequests: DeviceRequest[]; gumTracks: MediaStreamTrack[] };
  w.gumRequests = [];
  w.gumTracks = [];
  const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    w.gumRequests.push({ path: location.pathname, audio: constraints?.audio ?? null, video: constraints?.video ?? null });
    const stream = await original(constraints);
    w.gumTracks.push(...stream.getTracks());
    return stream;
  };
};

export interface DeviceRequest {
  path: string;
  audio: unknown;
  video: unknown;
}

/** The getUserMedia requests made so far on pages whose path starts with `prefix` (say `/c/`, the call). */
export const deviceRequests = (page: Page, prefix = '/') =>
  page.evaluate(
    (start) => (window as unknown as { gumRequests: DeviceRequest[] }).gumRequests.filter((r) => r.path.startsWith(start)),
    prefix,
  );

/** The opened device tracks still live: their kind, device and track id. */
export const liveDevices = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { gumTracks: MediaStreamTrack[] }).gumTracks
      .filter((track) => track.readyState === 'live')
      .map((track) => ({ kind: track.kind, deviceId: track.getSettings().deviceId ?? '', id: track.id })),
  );
