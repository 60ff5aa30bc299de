#!/usr/bin/env node
/**
 * Broadcast bench (prints, never asserts). Through the real product (built API + site on port
 * BENCH_BROADCAST_PORT, default 4480; node-media-server on +1), one host in Chromium with fake devices:
 *  - Record -> first byte of the recording written;
 *  - Go live -> the RTMP server sees the stream; Go live -> first HLS segment on disk;
 *  - CPU and memory of the one egress worker (its Chromium + ffmpeg processes) at 720p30;
 *  - glass-to-glass delay stage -> HLS live edge, from EXT-X-PROGRAM-DATE-TIME.
 * Then a theater room (issue 13): host on stage, one audience member on the product's HLS player:
 *  - the audience's first frame, step by step; glass-to-glass from a stage change to the player;
 *  - an HTTP load of BENCH_HLS_VIEWERS (10,000) simulated viewers for BENCH_HLS_SECONDS (60 s) on
 *    the real API serving that live HLS output: requests per second, p99, API CPU, errors.
 * Run `node scripts/build-site.mjs` first. Numbers are noisy on a shared machine.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { apiCall, createHostAndEvent, startBuiltServer } from './lib/bench-server.mjs';
import { audiencePhase } from './lib/audience-bench.mjs';
import { cpuWindow, processSnapshot, processTree } from './lib/proc-cpu.mjs';
import { describeHlsLoad, hlsLoad } from './lib/hls-load.mjs';
import { CHROMIUM_ARGS } from '../e2e/support/chromium-args.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_BROADCAST_PORT ?? 4480);
const RTMP_PORT = PORT + 1;
const BASE = `http://localhost:${PORT}`;
const KEY = 'bench-key';
const ms = (v) => (v == null ? 'n/a' : `${Math.round(v)} ms`);
const sleep = (t) => new Promise((r) => setTimeout(r, t));
const VIEWERS = Number(process.env.BENCH_HLS_VIEWERS ?? 10_000);
const LOAD_SECONDS = Number(process.env.BENCH_HLS_SECONDS ?? 60);
const median = (values) => (values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] : null);

async function until(check, timeout = 90_000, every = 50) {
  const start = Date.now();
  while (Date.now() - start < timeout) {
    if (await check()) return Date.now();
    await sleep(every);
  }
  return null;
}

const server = await startBuiltServer(PORT, 'bench-bcast');
const { dataDir } = server;
let rtmpSeen = null;
const rtmp = spawn(
  process.execPath,
  [join(ROOT, 'e2e', 'support', 'rtmp-server.mjs'), String(RTMP_PORT), KEY, mkdtempSync(join(tmpdir(), 'bench-nms-'))],
  { stdio: ['ignore', 'pipe', 'ignore'] },
);
rtmp.stdout.on('data', (chunk) => {
  if (!rtmpSeen && String(chunk).includes('start push')) rtmpSeen = Date.now();
});
let browser;

/** Processes under the API (the worker's Chromium and ffmpeg), with their names and memory. */
const workerPids = () => processTree(server.pid).slice(1);
const workerProcesses = () => processSnapshot(workerPids());

try {
  const { token, alias } = await createHostAndEvent(BASE, 'meeting', 'Broadcast bench');
  await apiCall(
    BASE,
    '/api/account/stream-target/create',
    { name: 'Bench RTMP', server_url: `rtmp://127.0.0.1:${RTMP_PORT}/live`, stream_key: KEY },
    token,
  );

  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const context = await browser.newContext({
    baseURL: BASE,
    permissions: ['camera', 'microphone'],
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript((value) => localStorage.setItem('account.tokenQ', value), token);
  const page = await context.newPage();
  await page.goto(`/j/${alias}`);
  await page.getByLabel('Display name').fill('Bench Host');
  await page.getByRole('button', { name: 'Join now' }).click();
  await page.getByRole('toolbar', { name: 'Call controls' }).waitFor({ timeout: 60_000 });

  const recordings = join(dataDir, 'broadcast', 'recordings');
  const recordClick = Date.now();
  await page.getByRole('button', { name: 'Record' }).click();
  const firstByte = await until(
    () => existsSync(recordings) && readdirSync(recordings).some((f) => statSync(join(recordings, f)).size > 0),
  );

  const hls = join(dataDir, 'hls', alias);
  await page.getByRole('button', { name: 'Go live' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/Bench RTMP/)
    .check();
  const liveClick = Date.now();
  await page.getByRole('dialog').getByRole('button', { name: 'Go live' }).click();
  const firstSegment = await until(() => existsSync(hls) && readdirSync(hls).some((f) => f.endsWith('.ts')));
  await until(() => rtmpSeen !== null, 60_000);

  // Worker load while recording + live (720p30): CPU over 10 s, memory at the end.
  await sleep(3000);
  const window = cpuWindow(workerPids);
  await sleep(10_000);
  const cpu = window.end();
  const after = workerProcesses();
  const rssMb = after.reduce((sum, p) => sum + p.rssMb, 0);
  const kinds = [...new Set(after.map((p) => p.comm))].join(', ');

  // Glass-to-glass to the HLS playlist: for each segment newly listed during 8 s, the time it was listed
  // minus its EXT-X-PROGRAM-DATE-TIME (stamped when its first frame reached ffmpeg).
  const listed = new Map();
  const until8 = Date.now() + 8000;
  while (Date.now() < until8) {
    const lines = readFileSync(join(hls, 'index.m3u8'), 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (!lines[i].startsWith('#EXT-X-PROGRAM-DATE-TIME:')) continue;
      const segment = lines.slice(i).find((l) => l.endsWith('.ts'));
      if (segment && !listed.has(segment)) listed.set(segment, Date.now() - Date.parse(lines[i].slice(25)));
    }
    await sleep(50);
  }
  const delays = [...listed.values()].slice(1).sort((x, y) => x - y); // the first was listed before we looked
  const edge = delays.length ? delays[Math.floor(delays.length / 2)] : null;

  console.log('Broadcast bench (one host, 720p30 composite; shared 2-core machine: numbers are noisy)');
  console.log(
    `  Record -> first byte written:        ${ms(firstByte && firstByte - recordClick)}  (includes starting the worker's Chromium)`,
  );
  console.log(`  Go live -> RTMP server sees stream:  ${ms(rtmpSeen && rtmpSeen - liveClick)}`);
  console.log(`  Go live -> first HLS segment:        ${ms(firstSegment && firstSegment - liveClick)}  (aim: within 4000 ms)`);
  console.log(
    `  Worker CPU (recording + live):       ${(cpu.processPercentOfCore / 100).toFixed(2)} cores  (aim: under 1.5; ${after.length} processes: ${kinds})`,
  );
  console.log(`  Worker memory (RSS sum):             ${Math.round(rssMb)} MB`);
  console.log(`  Segment listed - its PROGRAM-DATE-TIME: ${ms(edge)} median over ${delays.length} segments`);
  console.log('    (ffmpeg stamps PROGRAM-DATE-TIME as its start time plus media time, not the stage clock: a negative value means');
  console.log('     the media clock runs ahead; stage -> playlist is at least the 250 ms live MediaRecorder slice + one segment)');
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await page.getByRole('button', { name: 'End livestream' }).click();
  await context.close();
  await sleep(4000);

  const theater = await createHostAndEvent(BASE, 'theater', 'Audience bench');
  const audience = await audiencePhase({ browser, base: BASE, dataDir, alias: theater.alias, token: theater.token, workerProcesses });
  console.log("Audience (theater room, host on stage, one viewer on the product's hls.js player)");
  console.log('  From the viewer\'s "Join now" (ms; a step never seen is missing):');
  for (const [step, at] of Object.entries(audience.steps)) console.log(`    ${step.padEnd(32)} ${ms(at)}`);
  console.log(
    `  Glass-to-glass, stage -> audience player: ${ms(median(audience.delays))} median of ${audience.delays.length} (${audience.delays.map((d) => Math.round(d)).join(', ')} ms)`,
  );
  console.log('    (method: the host turns the camera off/on at a known wall-clock time; the stage then shows an initials tile;');
  console.log("     the viewer's page samples every decoded frame's mean colour and notes the first that changed; same machine clock)");

  const playlistPath = `/broadcast/hls/${encodeURIComponent(theater.alias)}/index.m3u8`;
  const load = await hlsLoad({
    base: BASE,
    playlistPath,
    grant: audience.grant,
    viewers: VIEWERS,
    seconds: LOAD_SECONDS,
    apiPid: server.pid,
  });
  for (const line of describeHlsLoad(load, { where: 'API process only', probe: 'GET /manifest.json every 500 ms' })) console.log(line);
  await audience.viewer.context.close();
  await audience.host.context.close();
} finally {
  await browser?.close();
  rtmp.kill('SIGKILL');
  await server.stop(3000);
}
