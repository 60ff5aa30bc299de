import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { authedPost, createAccount } from './api';

/**
 * The call through the product: j/{alias} -> Join now -> c/{alias}, each participant in its own
 * browser context (Chromium's fake camera and microphone), signalled by the real room controller.
 */

/** Keeps every RTCPeerConnection the page makes, so the test can read receiver stats. */
export const RECORD_PEER_CONNECTIONS = () => {
  const Native = window.RTCPeerConnection;
  const list: RTCPeerConnection[] = [];
  (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs = list;
  window.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      list.push(this);
    }
  } as typeof RTCPeerConnection;
};

export async function createMeeting(
  request: APIRequestContext,
  hostName = 'Media Host',
  mode: 'meeting' | 'conference' | 'theater' | 'endtoend' = 'meeting',
) {
  const host = await createAccount(request, hostName);
  const event = await authedPost<{ alias: string }>(request, host.token, '/conference/api/account/qrcode/create', {
    topic: `Media ${Date.now().toString(36)}`,
    mode,
    call_type: 'instant',
    start_time: new Date().toISOString(),
    duration_minutes: 60,
  });
  return { host, alias: event.alias };
}

/**
 * `initScript` runs in the page before the product (for example a tap on its audio); `prepare` gets
 * the context before the page opens (routes, listeners). The context closes when the journey ends
 * (support/test.ts), or with the browser the journey launched.
 */
export interface JoinSteps {
  /** Appended to the join link, e.g. an end-to-end room's `#e2e=<secret>`. */
  hash?: string;
  /** Runs on the new page before it opens the join link (a CDP recorder, a visit to another page). */
  before?: (page: Page) => Promise<void>;
  /** Runs on the join page after the name is filled, before Join now. */
  fill?: (page: Page) => Promise<void>;
}

export async function joinCall(
  browser: Browser,
  baseURL: string,
  alias: string,
  name: string,
  token?: string,
  initScript?: () => void,
  prepare?: (context: BrowserContext) => Promise<void>,
  steps: JoinSteps = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, permissions: ['camera', 'microphone'], viewport: { width: 1280, height: 800 } });
  await prepare?.(context);
  if (token)
    await context.addInitScript((value) => {
      if (!sessionStorage.getItem('e2e.signedIn')) {
        localStorage.setItem('account.tokenQ', value);
        sessionStorage.setItem('e2e.signedIn', '1');
      }
    }, token);
  await context.addInitScript(RECORD_PEER_CONNECTIONS);
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  await steps.before?.(page);
  await page.goto(`/j/${alias}${steps.hash ?? ''}`);
  await page.getByLabel('Display name').fill(name);
  await steps.fill?.(page);
  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(page).toHaveURL(new RegExp(`/c/${alias}$`));
  await expect(page.getByRole('toolbar', { name: 'Call controls' })).toBeVisible({ timeout: 45_000 });
  return page;
}

/** Video frames the audience's player has shown (the room's HLS stream on the audience stage), 0 while it is hidden. */
export const audienceFrames = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid="audience-stage"] video');
    return video && !video.hidden ? video.getVideoPlaybackQuality().totalVideoFrames : 0;
  });

export const remoteTiles = (page: Page) => page.locator('[data-testid="video-tile"][data-kind="camera"]:not([data-local])');

export async function tileVideo(page: Page, name: string, kind: 'camera' | 'screen' = 'camera') {
  return page.evaluate(
    ([label, k]) => {
      const tile = [...document.querySelectorAll(`[data-testid="video-tile"][data-kind="${k}"]:not([data-local])`)].find((el) =>
        (el.getAttribute('aria-label') ?? '').includes(label),
      );
      const video = tile?.querySelector('video');
      return video
        ? { width: video.videoWidth, height: video.videoHeight, frames: video.getVideoPlaybackQuality().totalVideoFrames }
        : null;
    },
    [name, kind] as const,
  );
}

export async function expectProductVideo(page: Page, name: string, kind: 'camera' | 'screen' = 'camera') {
  await expect.poll(async () => (await tileVideo(page, name, kind))?.width ?? 0, { timeout: 45_000 }).toBeGreaterThan(0);
  const before = (await tileVideo(page, name, kind))?.frames ?? 0;
  await expect.poll(async () => (await tileVideo(page, name, kind))?.frames ?? 0, { timeout: 20_000 }).toBeGreaterThan(before + 3);
}

/** Audio received by this page over all its peer connections (samples and packets). */
export async function receivedAudio(page: Page) {
  return page.evaluate(async () => {
    let samples = 0;
    let packets = 0;
    for (const pc of (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach((stat: Record<string, unknown>) => {
        if (stat.type === 'inbound-rtp' && stat.kind === 'audio') {
          samples += Number(stat.totalSamplesReceived ?? 0);
          packets += Number(stat.packetsReceived ?? 0);
        }
      });
    }
    return { samples, packets };
  });
}

export async function expectProductAudio(page: Page) {
  await expect.poll(async () => (await receivedAudio(page)).samples, { timeout: 45_000 }).toBeGreaterThan(0);
  const before = (await receivedAudio(page)).samples;
  await expect.poll(async () => (await receivedAudio(page)).samples, { timeout: 20_000 }).toBeGreaterThan(before + 4800);
}

/** Record and Go live are disabled in an end-to-end call, and say why (issue 26). */
export async function expectBroadcastRefused(page: Page) {
  const reason = 'Recording and livestreaming are off: this call is end-to-end encrypted, so no server may see its media.';
  for (const name of ['Record', 'Go live']) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(reason);
  }
  await expect(page.getByRole('note').filter({ hasText: reason })).toBeVisible();
}
