#!/usr/bin/env node
/**
 * Call media bench (prints, never asserts):
 *  - time from pressing Join to the first remote video frame, 2 and 4 mesh participants, through
 *    the real product (built API + site on port 4432, Chromium with fake camera and mic);
 *  - CPU per participant while the call runs;
 *  - the participants panel's render and scroll cost at 10,000 participants (DOM rows, frame time).
 * When the product's call pages are missing it measures the media layer alone (mesh harness) and says so.
 * Run `node scripts/build-site.mjs` first.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { chromium } from 'playwright-core';
import { createHostAndEvent as createHostAndEventOn, startBuiltServer } from './lib/bench-server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_CALL_PORT ?? 4432);
const BASE = `http://localhost:${PORT}`;
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
];
const CLK_TCK = 100;
const ms = (value) => (value === null || value === undefined ? 'n/a' : `${Math.round(value)} ms`);

// ---------- server ----------
let serverPid = -1;
async function startServer() {
  const started = await startBuiltServer(PORT, 'bench-call');
  serverPid = started.pid;
  return { stop: () => void started.stop() };
}

const createHostAndEvent = (mode = 'meeting') => createHostAndEventOn(BASE, mode);

// ---------- CPU of the browser's process tree ----------
function processTree(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch { /* gone */ }
  }
  const all = [rootPid];
  for (let i = 0; i < all.length; i += 1) all.push(...(children.get(all[i]) ?? []));
  return all;
}
function cpuTicks(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch { /* gone */ }
  }
  return ticks;
}
/** Chromium is this script's child; the API server's tree is left out. */
async function measureCpu(participants, seconds = 8) {
  const server = new Set(processTree(serverPid));
  const pids = processTree(process.pid).filter((pid) => pid !== process.pid && !server.has(pid));
  const before = cpuTicks(pids);
  const started = Date.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const used = (cpuTicks(pids) - before) / CLK_TCK;
  const wall = (Date.now() - started) / 1000;
  return { total: (used / wall) * 100, perParticipant: (used / wall / participants) * 100 };
}

// ---------- the product ----------
/** Records, in the page, when Join was pressed and when the first remote frames were shown. */
const FRAME_PROBE = () => {
  const w = window;
  w.__bench = { joinAt: null, frames: {} };
  document.addEventListener('submit', () => { w.__bench.joinAt ??= performance.now(); }, true);
  const watch = () => {
    for (const tile of document.querySelectorAll('[data-testid="video-tile"][data-kind="camera"]:not([data-local])')) {
      const id = tile.getAttribute('data-member-id');
      const video = tile.querySelector('video');
      if (!id || !video || video.__benchWatched) continue;
      video.__benchWatched = true;
      const mark = () => { w.__bench.frames[id] ??= performance.now(); };
      if (video.requestVideoFrameCallback) video.requestVideoFrameCallback(mark);
      else video.addEventListener('loadeddata', mark, { once: true });
    }
  };
  new MutationObserver(watch).observe(document, { subtree: true, childList: true });
};

async function openJoin(browser, alias, name, token) {
  const context = await browser.newContext({ baseURL: BASE, permissions: ['camera', 'microphone'], viewport: { width: 1280, height: 720 } });
  if (token) await context.addInitScript((value) => localStorage.setItem('account.tokenQ', value), token);
  await context.addInitScript(FRAME_PROBE);
  const page = await context.newPage();
  await page.goto(`/j/${alias}`);
  const nameField = page.getByRole('textbox').first();
  await nameField.waitFor({ timeout: 15_000 });
  await nameField.fill(name);
  return { context, page };
}

async function productAvailable(browser) {
  const { alias } = await createHostAndEvent();
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await page.goto(`/j/${alias}`);
  const ok = await page.locator('form button[type="submit"]').first().waitFor({ timeout: 15_000 }).then(() => true, () => false);
  await context.close();
  return ok;
}

async function benchProduct(browser, count) {
  const { token, alias } = await createHostAndEvent();
  const host = await openJoin(browser, alias, 'Host', token);
  await host.page.locator('form button[type="submit"]').first().click();
  await host.page.locator('[data-testid="video-tile"]').first().waitFor({ timeout: 20_000 });
  const guests = [];
  for (let i = 1; i < count; i += 1) guests.push(await openJoin(browser, alias, `Guest ${i}`));
  // Everyone else presses Join at the same moment.
  await Promise.all(guests.map((guest) => guest.page.locator('form button[type="submit"]').first().click()));
  const all = [host, ...guests];
  const deadline = Date.now() + 30_000;
  let results = [];
  while (Date.now() < deadline) {
    results = await Promise.all(guests.map((guest) => guest.page.evaluate(() => window.__bench)));
    if (results.every((r) => Object.keys(r.frames).length >= count - 1)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const firsts = results.map((r) => (Object.keys(r.frames).length ? Math.min(...Object.values(r.frames)) - r.joinAt : null));
  const lasts = results.map((r) => (Object.keys(r.frames).length >= count - 1 ? Math.max(...Object.values(r.frames)) - r.joinAt : null));
  const cpu = await measureCpu(count);
  for (const participant of all) await participant.context.close();
  return { firsts, lasts, cpu };
}

// ---------- the media layer alone (when the call pages are not there) ----------
async function benchHarness(browser, count) {
  const entry = join(ROOT, 'apps/call-mfe/src/features/media/testing/mesh-harness.ts');
  const code = buildSync({ entryPoints: [entry], bundle: true, format: 'iife', write: false, target: 'es2022', logLevel: 'error' }).outputFiles[0].text;
  const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  const page = await context.newPage();
  await page.route('**/harness', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }));
  await page.goto(`${BASE}/harness`);
  await page.addScriptTag({ content: code });
  const ids = Array.from({ length: count }, (_, i) => `m${i + 1}`);
  await page.evaluate(async (list) => { await Promise.all(list.map((id) => window.mediaHarness.join(id))); }, ids);
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
  if (!panelFile) return { note: 'participants panel not found (apps/call-mfe/src/features/room/components/ParticipantsPanel.tsx): not measured' };
  if (!existsSync(benchEntry)) return { note: 'participants panel exists, but no render entry for 10,000 participants (features/room/testing/participants-bench.tsx): not measured' };
  // CSS modules must keep their class names (the rows' fixed heights depend on the styles): bundle the
  // CSS as well, and put the emitted stylesheet into the page.
  const outputs = buildSync({
    entryPoints: [benchEntry], bundle: true, format: 'iife', write: false, target: 'es2022', logLevel: 'error', jsx: 'automatic',
    outdir: join(tmpdir(), 'participants-bench'), loader: { '.module.css': 'local-css', '.css': 'css' },
    define: { 'process.env.NODE_ENV': '"production"' },
  }).outputFiles;
  const code = outputs.find((file) => file.path.endsWith('.js')).text;
  const css = outputs.find((file) => file.path.endsWith('.css'))?.text ?? '';
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route('**/panel', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>panel</title><body><div id="root" style="height:100vh"></div></body>' }));
  await page.goto(`${BASE}/panel`);
  await page.addStyleTag({ content: css });
  await page.addScriptTag({ content: code });
  return page.evaluate(async () => {
    const started = performance.now();
    const { domRows, commitMs } = await window.participantsBench.render(10_000);
    const renderMs = performance.now() - started;
    return { renderMs, commitMs, rowsAfterRender: domRows, scroll: await window.participantsBench.scroll(120) };
  }).finally(() => context.close());
}

// ---------- main ----------
const server = await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const product = await productAvailable(browser);
  console.log(`Call media bench (${product ? 'through the product: j/{alias} -> Join -> c/{alias}' : 'media layer only: the call pages are not built yet'}), Chromium fake devices, mesh`);
  for (const count of [2, 4]) {
    const result = product ? await benchProduct(browser, count) : await benchHarness(browser, count);
    const who = product ? 'joiners' : 'members';
    console.log(`\n${count} participants`);
    console.log(`  Join -> first remote video frame (${who}): ${result.firsts.map(ms).join(', ')}`);
    console.log(`  Join -> all ${count - 1} remote videos showing:  ${result.lasts.map(ms).join(', ')}`);
    if (result.cpu) console.log(`  CPU: ${result.cpu.total.toFixed(0)}% of one core in total, ${result.cpu.perParticipant.toFixed(0)}% per participant (browser process tree, 8 s)`);
  }
  const panel = await benchPanel(browser);
  console.log('\nParticipants panel, 10,000 participants');
  if (panel.note) console.log(`  ${panel.note}`);
  else {
    const { scroll } = panel;
    const spread = (s) => `mean ${s.mean.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`;
    console.log(`  first render: ${ms(panel.renderMs)} to the first paint (React render and commit ${ms(panel.commitMs)}); person rows in the DOM: ${panel.rowsAfterRender}`);
    console.log(`  scroll: ${scroll.frames} frames, ${Math.round(scroll.scrolledPx).toLocaleString('en')} px; person rows in the DOM: ${scroll.domRows} at the end, ${scroll.maxDomRows} at most`);
    console.log(`    frame interval: ${spread(scroll.frameMs)}`);
    console.log(`    main-thread work per frame: ${spread(scroll.workMs)}`);
  }
  console.log('\nAims: first remote frame under 1.5 s for 2 participants; under 100 DOM rows for 10,000 participants.');
} finally {
  await browser.close();
  server.stop();
}
