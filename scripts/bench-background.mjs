#!/usr/bin/env node
/**
 * Background effects bench (issue 29; prints, never asserts): the pre-join self view of the real product
 * (built API + site on BENCH_BACKGROUND_PORT, 4434 by default) with Chromium's fake 1280x720 camera,
 * with no effect, with blur and with a background image. For each: the browser's CPU (% of one core,
 * from /proc) and the frames per second the self view shows, over BENCH_BACKGROUND_SECONDS (10) after
 * a warm-up; the first effect also reports how long the model took to load and start.
 * Run `node scripts/build-site.mjs` first. Chromium runs with --disable-gpu, as in the journeys: WebGL is
 * software (SwiftShader) here, so the figures are an upper bound of what a machine with a GPU pays.
 */
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { createHostAndEvent, startBuiltServer } from './lib/bench-server.mjs';
import { CHROMIUM_ARGS } from './lib/call-join-run.mjs';
import { cpuWindow, processTree } from './lib/proc-cpu.mjs';

const PORT = Number(process.env.BENCH_BACKGROUND_PORT ?? 4434);
const SECONDS = Number(process.env.BENCH_BACKGROUND_SECONDS ?? 10);
const WARM_UP_MS = 4000;
const EFFECTS = [
  { value: 'off', name: 'off' },
  { value: 'blur', name: 'blur' },
  { value: 'image:ocean', name: 'image (ocean)' },
];

const server = await startBuiltServer(PORT, 'bench-background');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
const browserPids = () => {
  const api = new Set(processTree(server.pid));
  return processTree(process.pid).filter((pid) => pid !== process.pid && !api.has(pid));
};

/** Frames the self view has shown so far, and its size. */
const selfView = (page) =>
  page.evaluate(() => {
    const video = document.querySelector('video[aria-label]');
    return video ? { frames: video.getVideoPlaybackQuality().totalVideoFrames, width: video.videoWidth, height: video.videoHeight } : null;
  });

try {
  const { alias, token } = await createHostAndEvent(server.base);
  const context = await browser.newContext({ baseURL: server.base, permissions: ['camera', 'microphone'] });
  await context.addInitScript((value) => localStorage.setItem('account.tokenQ', value), token);
  const page = await context.newPage();
  await page.goto(`/j/${alias}`);
  const select = page.locator('select').filter({ has: page.locator('option[value="blur"]') });
  await select.waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => (document.querySelector('video[aria-label]')?.videoWidth ?? 0) > 0, null, { timeout: 30_000 });

  console.log(`Background effects on the pre-join self view (fake camera), ${SECONDS} s each, load ${loadavg()[0].toFixed(1)} at start`);
  const shownTrack = () => page.evaluate(() => document.querySelector('video[aria-label]')?.srcObject?.getVideoTracks?.()[0]?.id ?? '');
  const camera = await shownTrack();
  for (const effect of EFFECTS) {
    const previous = await shownTrack();
    const switched = Date.now();
    await select.selectOption(effect.value);
    if (effect.value !== 'off') {
      // Started: the self view shows this effect's track, neither the camera's nor the previous effect's.
      await page.waitForFunction(
        ([before, raw]) => {
          const video = document.querySelector('video[aria-label]');
          const track = video?.srcObject?.getVideoTracks?.()[0];
          return !!track && track.id !== before && track.id !== raw && video.videoWidth > 0;
        },
        [previous, camera],
        { timeout: 60_000 },
      );
      console.log(
        `  ${effect.name}: started in ${Date.now() - switched} ms (model and image from the product, first time only for the model)`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    const before = await selfView(page);
    const cpu = cpuWindow(browserPids);
    const startedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const after = await selfView(page);
    const used = cpu.end();
    const fps = after && before ? ((after.frames - before.frames) * 1000) / (Date.now() - startedAt) : 0;
    console.log(
      `  ${effect.name.padEnd(14)} ${after?.width}x${after?.height}  ${fps.toFixed(1)} frames/s shown  browser CPU ${used.processPercentOfCore.toFixed(0)}% of one core  (machine ${used.machineBusyPercent.toFixed(0)}% busy of ${used.cores} cores, load ${used.load.toFixed(1)})`,
    );
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
