/**
 * The audience's side of bench:broadcast (issue 13): in a theater room, one host on stage and one
 * audience member watching the room's HLS stream in Chromium (hls.js, the product's own player).
 *  - where the audience's first frame comes from: a timeline from "Join now" through the worker's
 *    Chromium starting, the recorder joining the host, the first segment and playlist on disk, the
 *    player getting the stream's address, to the first decoded frame;
 *  - glass-to-glass: the host turns the camera off/on at a known wall-clock time (the stage shows an
 *    initials tile instead of the camera); the audience page samples every decoded frame's mean
 *    colour and notes when it changes. Same machine, same clock.
 * Returns figures; prints nothing.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const sleep = (t) => new Promise((r) => setTimeout(r, t));

/** Every RTCPeerConnection the page makes, so the bench sees when the recorder's link is up. */
const RECORD_PCS = () => {
  const Native = window.RTCPeerConnection;
  const list = [];
  window.__pcs = list;
  window.RTCPeerConnection = class extends Native {
    constructor(config) {
      super(config);
      list.push(this);
    }
  };
};

/** In the audience page: each decoded frame of the stream, its wall-clock time and mean colour (32x18 sample). */
const FRAME_PROBE = () => {
  window.__frames = [];
  const canvas = document.createElement('canvas');
  canvas.width = 32;
  canvas.height = 18;
  const g = canvas.getContext('2d', { willReadFrequently: true });
  const watch = () => {
    const video = document.querySelector('[data-testid="audience-stage"] video');
    if (!video || !video.requestVideoFrameCallback) return setTimeout(watch, 50);
    const onFrame = () => {
      g.drawImage(video, 0, 0, 32, 18);
      const data = g.getImageData(0, 0, 32, 18).data;
      let r = 0,
        gr = 0,
        b = 0;
      for (let i = 0; i < data.length; i += 4) {
        r += data[i];
        gr += data[i + 1];
        b += data[i + 2];
      }
      const n = data.length / 4;
      window.__frames.push({ at: Date.now(), rgb: [r / n, gr / n, b / n] });
      if (window.__frames.length > 2000) window.__frames.splice(0, 1000);
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  };
  watch();
};

async function joinPage(browser, base, alias, name, token) {
  const context = await browser.newContext({
    baseURL: base,
    permissions: ['camera', 'microphone'],
    viewport: { width: 1280, height: 800 },
  });
  if (token) await context.addInitScript((value) => localStorage.setItem('account.tokenQ', value), token);
  await context.addInitScript(RECORD_PCS);
  const page = await context.newPage();
  await page.goto(`/j/${alias}`);
  await page.getByLabel('Display name').fill(name);
  return { context, page };
}

/** Polls every check until each has been true once; returns when each first was (ms since `from`). */
async function timeline(checks, from, timeout = 90_000) {
  const seen = {};
  while (Object.keys(seen).length < Object.keys(checks).length && Date.now() - from < timeout) {
    for (const [name, check] of Object.entries(checks))
      if (!(name in seen) && (await check().catch(() => false))) seen[name] = Date.now() - from;
    await sleep(50);
  }
  return seen;
}

const distance = (a, b) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);

/** One stage change seen by the audience: click at `at`, first of ten frames in a row whose colour moved away from the frames before it. */
async function glassToGlass(host, viewer, button) {
  await sleep(1500);
  const before = await viewer.evaluate(() => window.__frames.slice(-15).map((f) => f.rgb));
  const baseline = [0, 1, 2].map((i) => before.reduce((s, c) => s + c[i], 0) / Math.max(1, before.length));
  const at = Date.now();
  await host.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: button }).click();
  const deadline = at + 30_000;
  while (Date.now() < deadline) {
    const frames = await viewer.evaluate((t) => window.__frames.filter((f) => f.at > t), at);
    // Ten frames in a row away from the baseline: a single glitch or a player's jump is not the change.
    const start = frames.findIndex(
      (_, i) => frames.length >= i + 10 && frames.slice(i, i + 10).every((f) => distance(f.rgb, baseline) > 30),
    );
    if (start >= 0) return frames[start].at - at;
    await sleep(100);
  }
  return null;
}

export async function audiencePhase({ browser, base, dataDir, alias, token, workerProcesses }) {
  const host = await joinPage(browser, base, alias, 'Bench Host', token);
  await host.page.getByRole('button', { name: 'Join now' }).click();
  await host.page.getByRole('toolbar', { name: 'Call controls' }).waitFor({ timeout: 60_000 });

  const viewer = await joinPage(browser, base, alias, 'Bench Viewer');
  await viewer.context.addInitScript(FRAME_PROBE);
  // The viewer's latest grant to the room's HLS (issue 26), read off its player's requests: the load
  // test's simulated viewers present it too.
  let grant = null;
  viewer.page.on('request', (request) => {
    if (request.url().includes('/broadcast/hls/')) grant = new URL(request.url()).search.slice(1) || grant;
  });
  await viewer.page.reload();
  await viewer.page.getByLabel('Display name').fill('Bench Viewer');
  const hls = join(dataDir, 'hls', alias);
  const joinedAt = Date.now();
  await viewer.page.getByRole('button', { name: 'Join now' }).click();
  const steps = await timeline(
    {
      'in the call (toolbar shown)': () => viewer.page.getByRole('toolbar', { name: 'Call controls' }).isVisible(),
      "worker's Chromium running": async () => workerProcesses().some((p) => /chrom/.test(p.comm)),
      'recorder linked to the host': () => host.page.evaluate(() => window.__pcs.some((pc) => pc.connectionState === 'connected')),
      'first segment on disk': async () => existsSync(hls) && readdirSync(hls).some((f) => f.endsWith('.ts')),
      'playlist on disk': async () => existsSync(join(hls, 'index.m3u8')),
      'player given the stream': () =>
        viewer.page.evaluate(() => !!document.querySelector('[data-testid="audience-stage"] video:not([hidden])')),
      'first frame decoded': () => viewer.page.evaluate(() => window.__frames.length > 0),
    },
    joinedAt,
  );

  const delays = [];
  for (const button of ['Turn off camera', 'Turn on camera', 'Turn off camera', 'Turn on camera']) {
    const delay = await glassToGlass(host.page, viewer.page, button);
    if (delay !== null) delays.push(delay);
  }
  return { steps, delays, host, viewer, hls, grant: () => grant };
}
