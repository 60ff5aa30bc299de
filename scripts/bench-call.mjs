#!/usr/bin/env node
/**
 * Call media bench (prints, never asserts):
 *  - 2 and 4 mesh participants through the real product (built API + site on BENCH_CALL_PORT,
 *    4432 by default; Chromium with fake camera and mic): page load, then from pressing Join each
 *    stage of every participant's join (room socket, offer/answer, ICE connected, first decoded
 *    remote frame; lib/call-join-probe.mjs), until everyone sees everyone; the browsers' and the
 *    machine's CPU during the join (lib/proc-cpu.mjs), and per participant while the call runs;
 *    BENCH_CALL_RUNS repeats each size;
 *  - the participants panel's render and scroll cost at 10,000 participants (DOM rows, frame time).
 * When the product's call pages are missing it measures the media layer alone (mesh harness) and says so.
 * Run `node scripts/build-site.mjs` first. BENCH_CALL_SKIP_PANEL=1 measures the joins only.
 */
import { existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { chromium } from 'playwright-core';
import { createHostAndEvent as createHostAndEventOn, startBuiltServer } from './lib/bench-server.mjs';
import { closeRound, CHROMIUM_ARGS, joinRound, ms, printRound } from './lib/call-join-run.mjs';
import { cpuWindow, processTree } from './lib/proc-cpu.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_CALL_PORT ?? 4432);
const BASE = `http://localhost:${PORT}`;

// ---------- server ----------
let serverPid = -1;
async function startServer() {
  const started = await startBuiltServer(PORT, 'bench-call');
  serverPid = started.pid;
  return { stop: () => void started.stop() };
}

const createHostAndEvent = (mode = 'meeting') => createHostAndEventOn(BASE, mode);

// ---------- CPU of the browsers ----------
/** Chromium is this script's child; the API server's tree is left out. */
const browserPids = () => {
  const server = new Set(processTree(serverPid));
  return processTree(process.pid).filter((pid) => pid !== process.pid && !server.has(pid));
};
async function measureCpu(participants, seconds = 8) {
  const window = cpuWindow(browserPids);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const { processPercentOfCore } = window.end();
  return { total: processPercentOfCore, perParticipant: processPercentOfCore / participants };
}

// ---------- the product ----------
async function productAvailable(browser) {
  const { alias } = await createHostAndEvent();
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await page.goto(`/j/${alias}`);
  const ok = await page
    .locator('form button[type="submit"]')
    .first()
    .waitFor({ timeout: 15_000 })
    .then(
      () => true,
      () => false,
    );
  await context.close();
  return ok;
}

/** One join round (lib/call-join-run.mjs), then the browsers' CPU while the call runs. */
async function benchProduct(browser, count) {
  const { token, alias } = await createHostAndEvent();
  const round = await joinRound(browser, { base: BASE, alias, hostToken: token, browsers: count, cpuPids: browserPids });
  const cpu = await measureCpu(count);
  await closeRound(round);
  return { ...round, cpu };
}

function printProduct(count, result) {
  printRound(result);
  console.log(
    `  CPU in the call afterwards: ${result.cpu.total.toFixed(0)}% of one core in total, ${result.cpu.perParticipant.toFixed(0)}% per participant (browser process tree, 8 s)`,
  );
}

// ---------- the media layer alone (when the call pages are not there) ----------
async function benchHarness(browser, count) {
  const entry = join(ROOT, 'apps/call-mfe/src/features/media/testing/mesh-harness.ts');
  const code = buildSync({ entryPoints: [entry], bundle: true, format: 'iife', write: false, target: 'es2022', logLevel: 'error' })
    .outputFiles[0].text;
  const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  const page = await context.newPage();
  await page.route('**/harness', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }));
  await page.goto(`${BASE}/harness`);
  await page.addScriptTag({ content: code });
  const ids = Array.from({ length: count }, (_, i) => `m${i + 1}`);
  await page.evaluate(async (list) => {
    await Promise.all(list.map((id) => window.mediaHarness.join(id)));
  }, ids);
  const deadline = Date.now() + 30_000;
  let frames = [];
  while (Date.now() < deadline) {
    frames = await page.evaluate((list) => list.map((id) => window.mediaHarness.firstFrames(id)), ids);
    if (frames.every((f) => Object.keys(f).length >= count - 1)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const firsts = frames.map((f) => (Object.keys(f).length ? Math.min(...Object.values(f)) : null));
  const lasts = frames.map((f) => (Object.keys(f).length >= count - 1 ? Math.max(...Object.values(f)) : null));
  const cpu = await measureCpu(count);
  await context.close();
  return { firsts, lasts, cpu };
}

// ---------- participants panel at 10,000 ----------
async function benchPanel(browser) {
  const panelFile = ['apps/call-mfe/src/features/room/components/ParticipantsPanel.tsx'].map((p) => join(ROOT, p)).find(existsSync);
  const benchEntry = join(ROOT, 'apps/call-mfe/src/features/room/testing/participants-bench.tsx');
  if (!panelFile)
    return { note: 'participants panel not found (apps/call-mfe/src/features/room/components/ParticipantsPanel.tsx): not measured' };
  if (!existsSync(benchEntry))
    return {
      note: 'participants panel exists, but no render entry for 10,000 participants (features/room/testing/participants-bench.tsx): not measured',
    };
  // CSS modules must keep their class names (the rows' fixed heights depend on the styles): bundle the
  // CSS as well, and put the emitted stylesheet into the page.
  const outputs = buildSync({
    entryPoints: [benchEntry],
    bundle: true,
    format: 'iife',
    write: false,
    target: 'es2022',
    logLevel: 'error',
    jsx: 'automatic',
    outdir: join(tmpdir(), 'participants-bench'),
    loader: { '.module.css': 'local-css', '.css': 'css' },
    define: { 'process.env.NODE_ENV': '"production"' },
  }).outputFiles;
  const code = outputs.find((file) => file.path.endsWith('.js')).text;
  const css = outputs.find((file) => file.path.endsWith('.css'))?.text ?? '';
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route('**/panel', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>panel</title><body><div id="root" style="height:100vh"></div></body>',
    }),
  );
  await page.goto(`${BASE}/panel`);
  await page.addStyleTag({ content: css });
  await page.addScriptTag({ content: code });
  return page
    .evaluate(async () => {
      const started = performance.now();
      const { domRows, commitMs } = await window.participantsBench.render(10_000);
      const renderMs = performance.now() - started;
      return { renderMs, commitMs, rowsAfterRender: domRows, scroll: await window.participantsBench.scroll(120) };
    })
    .finally(() => context.close());
}

// ---------- main ----------
const server = await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const product = await productAvailable(browser);
  console.log(
    `Call media bench (${product ? 'through the product: j/{alias} -> Join -> c/{alias}' : 'media layer only: the call pages are not built yet'}), Chromium fake devices, mesh`,
  );
  const runs = Math.max(1, Number(process.env.BENCH_CALL_RUNS ?? 1));
  for (const count of [2, 4]) {
    for (let run = 1; run <= runs; run += 1) {
      console.log(
        `\n${count} participants${runs > 1 ? ` (run ${run} of ${runs})` : ''}, load average ${loadavg()[0].toFixed(1)} at the start`,
      );
      if (product) {
        printProduct(count, await benchProduct(browser, count));
        continue;
      }
      const result = await benchHarness(browser, count);
      console.log(`  Join -> first remote video frame (members): ${result.firsts.map(ms).join(', ')}`);
      console.log(`  Join -> all ${count - 1} remote videos showing:  ${result.lasts.map(ms).join(', ')}`);
      if (result.cpu)
        console.log(
          `  CPU: ${result.cpu.total.toFixed(0)}% of one core in total, ${result.cpu.perParticipant.toFixed(0)}% per participant (browser process tree, 8 s)`,
        );
    }
  }
  if (!process.env.BENCH_CALL_SKIP_PANEL) {
    const panel = await benchPanel(browser);
    console.log('\nParticipants panel, 10,000 participants');
    if (panel.note) console.log(`  ${panel.note}`);
    else {
      const { scroll } = panel;
      const spread = (s) => `mean ${s.mean.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`;
      console.log(
        `  first render: ${ms(panel.renderMs)} to the first paint (React render and commit ${ms(panel.commitMs)}); person rows in the DOM: ${panel.rowsAfterRender}`,
      );
      console.log(
        `  scroll: ${scroll.frames} frames, ${Math.round(scroll.scrolledPx).toLocaleString('en')} px; person rows in the DOM: ${scroll.domRows} at the end, ${scroll.maxDomRows} at most`,
      );
      console.log(`    frame interval: ${spread(scroll.frameMs)}`);
      console.log(`    main-thread work per frame: ${spread(scroll.workMs)}`);
    }
  }
  console.log(
    '\nAims: first remote frame under 1.5 s for 2 participants, everyone sees everyone within 2.5 s for 4; under 100 DOM rows for 10,000 participants.',
  );
} finally {
  await browser.close();
  server.stop();
}
