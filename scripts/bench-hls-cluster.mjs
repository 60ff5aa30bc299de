#!/usr/bin/env node
/**
 * npm run bench:hls-cluster (issue 25) — the theater audience served by the reference deployment: PostgreSQL,
 * Redis, three API instances and nginx on loopback (scripts/lib/cluster.mjs, the same as `npm run start:cluster`).
 * A host in Chromium goes on stage in a theater room through nginx, one viewer joins through nginx (its room
 * socket may reach another instance than the room's owner) and plays the room's HLS; then BENCH_HLS_VIEWERS
 * (10,000) simulated viewers, each with the viewer's grant, poll the playlist and fetch each new segment
 * (nginx serves both from disk once the secure_link grant checks out and no revocation file names the
 * member: apps/api/nginx/hls-grants.conf) for BENCH_HLS_SECONDS (60 s), from the Go load client (scripts/hls-load;
 * BENCH_HLS_CLIENT=node for the Node one). Prints requests served of demanded, latency, errors, and the CPU of
 * the instances, nginx and the load client. Prints; never asserts.
 * Build first: node scripts/build-site.mjs (the API's build too: apps/api/dist/main.js).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startCluster, missingTools } from './lib/cluster.mjs';
import { createHostAndEvent } from './lib/bench-server.mjs';
import { audiencePhase } from './lib/audience-bench.mjs';
import { describeHlsLoad, hlsLoad } from './lib/hls-load.mjs';
import { goClientMissing } from './lib/hls-load-go.mjs';
import { processSnapshot, processTree } from './lib/proc-cpu.mjs';
import { CHROMIUM_ARGS } from '../e2e/support/chromium-args.mjs';

const VIEWERS = Number(process.env.BENCH_HLS_VIEWERS ?? 10_000);
const SECONDS = Number(process.env.BENCH_HLS_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_HLS_CONNECTIONS ?? 256);
// The Go client by default: the Node one spends ~0.24 ms of CPU per request, so on one small machine it,
// not nginx, sets the ceiling. BENCH_HLS_CLIENT=node runs the Node one.
const noGo = process.env.BENCH_HLS_CLIENT === 'node' ? 'BENCH_HLS_CLIENT=node' : goClientMissing();
const CLIENT = noGo ? 'node' : 'go';
const ms = (v) => (v == null ? 'n/a' : `${Math.round(v)} ms`);

const missing = missingTools();
if (missing.length) {
  for (const line of missing) console.error(line);
  process.exit(1);
}
const dir = mkdtempSync(join(tmpdir(), 'bench-hls-cluster-'));
chmodSync(dir, 0o755); // PostgreSQL runs as its own user when the bench runs as root
const cluster = await startCluster({
  dir,
  freshDatabase: true,
  env: { APP_ENV: 'development', NODE_ENV: 'test' },
  log: (line) => console.log(line),
});
let browser;
try {
  const base = cluster.url;
  // The broadcast worker (its Chromium and ffmpeg) runs under whichever instance owns the room.
  const workerProcesses = () => processSnapshot(cluster.instances.flatMap((instance) => processTree(instance.child.pid).slice(1)));
  const theater = await createHostAndEvent(base, 'theater', 'Audience cluster bench');
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const audience = await audiencePhase({
    browser,
    base,
    dataDir: cluster.dataDir,
    alias: theater.alias,
    token: theater.token,
    workerProcesses,
  });
  const health = await Promise.all(
    cluster.instances.map(async (instance) => (await fetch(`http://127.0.0.1:${instance.port}/api/health`)).status),
  );
  console.log(`Audience through nginx in front of ${cluster.instances.length} instances (health: ${health.join(', ')})`);
  console.log('  From the viewer\'s "Join now" (ms; a step never seen is missing):');
  for (const [step, at] of Object.entries(audience.steps)) console.log(`    ${step.padEnd(32)} ${ms(at)}`);

  const load = await hlsLoad({
    base,
    playlistPath: `/broadcast/hls/${encodeURIComponent(theater.alias)}/index.m3u8`,
    grant: audience.grant,
    viewers: VIEWERS,
    seconds: SECONDS,
    apiPids: cluster.instances.map((instance) => instance.child.pid),
    nginxPids: processTree(cluster.nginxPid),
    probePath: '/api/health',
    client: CLIENT,
    sockets: CONNECTIONS,
  });
  if (noGo) console.log(`The load client is the Node one (${noGo}): on this machine its CPU, not nginx, is the ceiling.`);
  const where = `nginx: playlists and segments from disk, in front of ${cluster.instances.length} API instances`;
  for (const line of describeHlsLoad(load, { where, probe: 'GET /api/health every 500 ms' })) console.log(line);
  await audience.viewer.context.close();
  await audience.host.context.close();
} finally {
  await browser?.close();
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
