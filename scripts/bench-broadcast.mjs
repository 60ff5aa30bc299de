#!/usr/bin/env node
/**
 * Broadcast bench (prints, never asserts). Through the real product (built API + site on port
 * BENCH_BROADCAST_PORT, default 4480; node-media-server on +1), one host in Chromium with fake devices:
 *  - Record -> first byte of the recording written;
 *  - Go live -> the RTMP server sees the stream; Go live -> first HLS segment on disk;
 *  - CPU and memory of the one egress worker (its Chromium + ffmpeg processes) at 720p30;
 *  - glass-to-glass delay stage -> HLS live edge, from EXT-X-PROGRAM-DATE-TIME.
 * Run `node scripts/build-site.mjs` first. Numbers are noisy on a shared machine.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_BROADCAST_PORT ?? 4480);
const RTMP_PORT = PORT + 1;
const BASE = `http://localhost:${PORT}`;
const KEY = 'bench-key';
const CLK_TCK = 100;
const ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required',
];
const ms = (v) => (v == null ? 'n/a' : `${Math.round(v)} ms`);
const sleep = (t) => new Promise((r) => setTimeout(r, t));

async function until(check, timeout = 90_000, every = 50) {
  const start = Date.now();
  while (Date.now() - start < timeout) {
    if (await check()) return Date.now();
    await sleep(every);
  }
  return null;
}

const main = join(ROOT, 'apps', 'api', 'dist', 'main.js');
const site = join(ROOT, 'dist', 'site');
if (!existsSync(main) || !existsSync(join(site, 'index.html'))) throw new Error('Build first: node scripts/build-site.mjs');
const siteCopy = mkdtempSync(join(tmpdir(), 'bench-bcast-site-'));
cpSync(site, siteCopy, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'bench-bcast-data-'));
const server = spawn(process.execPath, [main], {
  stdio: ['ignore', 'ignore', 'pipe'],
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_DIR: siteCopy, APP_ENV: 'development', NODE_ENV: 'test' },
});
let rtmpSeen = null;
const rtmp = spawn(process.execPath, [join(ROOT, 'e2e', 'support', 'rtmp-server.mjs'), String(RTMP_PORT), KEY, mkdtempSync(join(tmpdir(), 'bench-nms-'))], { stdio: ['ignore', 'pipe', 'ignore'] });
rtmp.stdout.on('data', (chunk) => { if (!rtmpSeen && String(chunk).includes('start push')) rtmpSeen = Date.now(); });
let browser;

async function api(path, body, token) {
  const response = await fetch(`${BASE}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Processes under the API (the worker's Chromium and ffmpeg), with CPU ticks and RSS. */
function workerProcesses() {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=,comm=']).toString().trim().split('\n').map((l) => l.trim().split(/\s+/));
  const children = new Map();
  for (const [pid, ppid, rss, comm] of rows) children.set(pid, { ppid, rss: Number(rss), comm });
  const mine = [];
  const walk = (parent) => {
    for (const [pid, p] of children) if (p.ppid === parent) { mine.push({ pid, ...p }); walk(pid); }
  };
  walk(String(server.pid));
  return mine.map((p) => {
    try {
      const stat = readFileSync(`/proc/${p.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return { ...p, ticks: Number(stat[11]) + Number(stat[12]) };
    } catch {
      return { ...p, ticks: 0 };
    }
  });
}

try {
  await until(async () => { try { return (await fetch(`${BASE}/manifest.json`)).ok; } catch { return false; } }, 60_000, 200);
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const { authorization: token } = await api('/api/v1/user/signup', { email, password: 'correct-horse-9', display_name: 'Bench Host' });
  const outbox = await api(`/__dev/outbox?to=${encodeURIComponent(email)}`);
  await api('/api/v1/user/confirm-email', { code: outbox.find((i) => i.code).code }, token);
  const { alias } = await api('/conference/api/account/qrcode/create', { topic: 'Broadcast bench', mode: 'meeting', call_type: 'instant', start_time: new Date().toISOString(), duration_minutes: 60 }, token);
  await api('/api/account/stream-target/create', { name: 'Bench RTMP', server_url: `rtmp://127.0.0.1:${RTMP_PORT}/live`, stream_key: KEY }, token);

  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  const context = await browser.newContext({ baseURL: BASE, permissions: ['camera', 'microphone'], viewport: { width: 1280, height: 800 } });
  await context.addInitScript((value) => localStorage.setItem('account.tokenQ', value), token);
  const page = await context.newPage();
  await page.goto(`/j/${alias}`);
  await page.getByLabel('Display name').fill('Bench Host');
  await page.getByRole('button', { name: 'Join now' }).click();
  await page.getByRole('toolbar', { name: 'Call controls' }).waitFor({ timeout: 60_000 });

  const recordings = join(dataDir, 'broadcast', 'recordings');
  const recordClick = Date.now();
  await page.getByRole('button', { name: 'Record' }).click();
  const firstByte = await until(() => existsSync(recordings) && readdirSync(recordings).some((f) => statSync(join(recordings, f)).size > 0));

  const hls = join(dataDir, 'hls', alias);
  await page.getByRole('button', { name: 'Go live' }).click();
  await page.getByRole('dialog').getByLabel(/Bench RTMP/).check();
  const liveClick = Date.now();
  await page.getByRole('dialog').getByRole('button', { name: 'Go live' }).click();
  const firstSegment = await until(() => existsSync(hls) && readdirSync(hls).some((f) => f.endsWith('.ts')));
  await until(() => rtmpSeen !== null, 60_000);

  // Worker load while recording + live (720p30): CPU over 10 s, memory at the end.
  await sleep(3000);
  const before = workerProcesses();
  const t0 = Date.now();
  await sleep(10_000);
  const after = workerProcesses();
  const seconds = (Date.now() - t0) / 1000;
  const ticks = after.reduce((sum, p) => sum + Math.max(0, p.ticks - (before.find((b) => b.pid === p.pid)?.ticks ?? p.ticks)), 0);
  const rssMb = after.reduce((sum, p) => sum + p.rss, 0) / 1024;
  const kinds = [...new Set(after.map((p) => p.comm))].join(', ');

  // Glass-to-glass to the HLS live edge: now minus (last segment's program date time + its duration).
  const playlist = readFileSync(join(hls, 'index.m3u8'), 'utf8').split('\n');
  let edge = null;
  for (let i = 0; i < playlist.length; i++) {
    if (playlist[i].startsWith('#EXT-X-PROGRAM-DATE-TIME:')) {
      const at = Date.parse(playlist[i].slice(25));
      const inf = playlist.slice(i).find((l) => l.startsWith('#EXTINF:'));
      edge = at + Number(inf?.slice(8).split(',')[0] ?? 0) * 1000;
    }
  }

  console.log('Broadcast bench (one host, 720p30 composite; shared 2-core machine: numbers are noisy)');
  console.log(`  Record -> first byte written:        ${ms(firstByte && firstByte - recordClick)}  (includes starting the worker's Chromium)`);
  console.log(`  Go live -> RTMP server sees stream:  ${ms(rtmpSeen && rtmpSeen - liveClick)}`);
  console.log(`  Go live -> first HLS segment:        ${ms(firstSegment && firstSegment - liveClick)}  (aim: within 4000 ms)`);
  console.log(`  Worker CPU (recording + live):       ${(ticks / CLK_TCK / seconds).toFixed(2)} cores  (aim: under 1.5; ${after.length} processes: ${kinds})`);
  console.log(`  Worker memory (RSS sum):             ${Math.round(rssMb)} MB`);
  console.log(`  Glass-to-glass to HLS live edge:     ${ms(edge && Date.now() - edge)}  (EXT-X-PROGRAM-DATE-TIME of the newest segment; a player adds its buffer)`);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await page.getByRole('button', { name: 'End livestream' }).click();
  await sleep(4000);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await sleep(3000);
  server.kill('SIGKILL');
  rtmp.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(siteCopy, { recursive: true, force: true });
}
