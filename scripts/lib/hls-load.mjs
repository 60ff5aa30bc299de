/**
 * HTTP load of an HLS audience (issue 13, bench:broadcast): `viewers` simulated players, each polling
 * the live playlist once per target duration and fetching every segment it has not fetched yet, the
 * way hls.js follows a live stream. Keep-alive connections in one pool; bodies are counted, not kept.
 * A viewer whose previous poll has not finished skips that tick (counted: the server fell behind).
 * `client: 'go'` runs the same mix from the Go client (scripts/hls-load, `./hls-load-go.mjs`), which
 * costs a fraction of this process's CPU per request. Prints nothing; returns the figures.
 */
import http from 'node:http';
import { loadavg } from 'node:os';
import { cpuSeconds } from './proc-cpu.mjs';
import { runGoClient } from './hls-load-go.mjs';

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : null);

export async function hlsLoad({
  base,
  playlistPath,
  grant = () => '',
  viewers = 10_000,
  seconds = 60,
  targetSeconds = 1,
  sockets = 256,
  apiPid,
  apiPids = [apiPid],
  nginxPids = [],
  probePath = '/manifest.json',
  client = 'node',
}) {
  const url = new URL(base);
  const options = { base, playlistPath, grant, viewers, seconds, targetSeconds, sockets };
  return measure({ url, probePath, apiPids, nginxPids, viewers, targetSeconds, sockets, client }, () =>
    client === 'go' ? runGoClient(options) : runNodeClient(options),
  );
}

/** The Node client: runs the mix for `seconds`; returns what it counted and its own CPU seconds. */
async function runNodeClient({ base, playlistPath, grant, viewers, seconds, targetSeconds, sockets }) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  const folder = playlistPath.slice(0, playlistPath.lastIndexOf('/') + 1);
  const stats = { requests: 0, playlists: 0, segments: 0, bytes: 0, errors: 0, statuses: {}, skipped: 0, latencies: [] };

  const get = (path) =>
    new Promise((resolve) => {
      const started = performance.now();
      // Every request carries a viewer grant (issue 26), as the product's player does.
      const request = http.get({ host: url.hostname, port: url.port, path: `${path}?${grant()}`, agent }, (response) => {
        const chunks = [];
        const keep = path.endsWith('.m3u8');
        response.on('data', (chunk) => {
          stats.bytes += chunk.length;
          if (keep) chunks.push(chunk);
        });
        response.on('end', () => {
          stats.requests++;
          stats.latencies.push(performance.now() - started);
          if (response.statusCode !== 200) {
            stats.errors++;
            const key = `${keep ? 'playlist' : 'segment'} ${response.statusCode}`;
            stats.statuses[key] = (stats.statuses[key] ?? 0) + 1;
          }
          resolve(response.statusCode === 200 ? Buffer.concat(chunks).toString() : null);
        });
      });
      request.on('error', (error) => {
        stats.errors++;
        stats.statuses[error.code ?? 'error'] = (stats.statuses[error.code ?? 'error'] ?? 0) + 1;
        resolve(null);
      });
    });

  const newest = (text) => {
    const match = text && text.match(/segment-\d{5}\.ts(?![\s\S]*segment-\d{5}\.ts)/);
    return match ? match[0] : null;
  };

  const state = Array.from({ length: viewers }, () => ({ busy: false, last: null }));
  const poll = async (viewer) => {
    if (viewer.busy) return void stats.skipped++;
    viewer.busy = true;
    const text = await get(playlistPath);
    stats.playlists++;
    const segment = newest(text);
    if (segment && segment !== viewer.last) {
      viewer.last = segment;
      await get(folder + segment);
      stats.segments++;
    }
    viewer.busy = false;
  };

  // Viewers spread evenly over each target duration, as independent players would be. What is due is counted
  // from the clock, not from the ticks, so a late timer (this process short of CPU) still asks for all of it.
  const tickMs = 10;
  const perMs = viewers / (targetSeconds * 1000);
  let polls = 0;
  const clientBefore = process.cpuUsage();
  const startedAt = performance.now();
  let cursor = 0;
  let owed = 0;
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      if (performance.now() - startedAt >= seconds * 1000) {
        clearInterval(timer);
        return resolve();
      }
      owed = (performance.now() - startedAt) * perMs - polls;
      for (; owed >= 1; owed--, polls++) {
        void poll(state[cursor]);
        cursor = (cursor + 1) % viewers;
      }
    }, tickMs);
  });
  const elapsed = (performance.now() - startedAt) / 1000;
  const client = process.cpuUsage(clientBefore);
  agent.destroy();
  const { requests, playlists, segments, bytes, errors, statuses, skipped, latencies } = stats;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests,
    playlists,
    segments,
    bytes,
    errors,
    statuses,
    skipped,
    polls,
    elapsed,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    clientCpuSeconds: (client.user + client.system) / 1e6,
  };
}

/**
 * Runs a client (`run()` gives its counts) while measuring the API's and nginx's CPU over the same
 * window and probing the API as another caller would (one small request every 500 ms).
 */
async function measure({ url, probePath, apiPids, nginxPids, viewers, targetSeconds, sockets, client }, run) {
  const probes = [];
  const probe = setInterval(() => {
    const started = performance.now();
    http
      .get({ host: url.hostname, port: url.port, path: probePath }, (response) => {
        response.resume();
        response.on('end', () => probes.push(performance.now() - started));
      })
      .on('error', () => probes.push(Infinity));
  }, 500);
  const cpuBefore = cpuSeconds(apiPids);
  const nginxBefore = cpuSeconds(nginxPids);
  const startedAt = performance.now();
  let counted;
  try {
    counted = await run();
  } finally {
    clearInterval(probe);
  }
  const window = (performance.now() - startedAt) / 1000;
  const cpu = (cpuSeconds(apiPids) - cpuBefore) / window;
  const nginxCpu = (cpuSeconds(nginxPids) - nginxBefore) / window;
  const { requests, elapsed } = counted;
  probes.sort((a, b) => a - b);
  return {
    client,
    viewers,
    seconds: elapsed,
    sockets,
    demandedPerSecond: (viewers / targetSeconds) * 2,
    servedPerSecond: requests / elapsed,
    /** Polls this client started per second (viewers / target duration when it keeps up). */
    pollsPerSecond: counted.polls / elapsed,
    playlistsPerSecond: counted.playlists / elapsed,
    segmentsPerSecond: counted.segments / elapsed,
    mbitPerSecond: (counted.bytes * 8) / 1e6 / elapsed,
    p50: counted.p50,
    p99: counted.p99,
    errors: counted.errors,
    statuses: counted.statuses,
    skipped: counted.skipped,
    apiCpu: cpu,
    /** nginx's master and workers (cores), when the load goes through it. */
    nginxCpu,
    nginxPidsCounted: nginxPids.length > 0,
    /** API CPU time per request served (ms): what the load costs however starved the machine is. */
    apiCpuMsPerRequest: requests ? (cpu * window * 1000) / requests : null,
    /** The same for nginx, when the load goes through it, and for the load client. */
    nginxCpuMsPerRequest: requests && nginxPids.length ? (nginxCpu * window * 1000) / requests : null,
    clientCpuMsPerRequest: requests ? (counted.clientCpuSeconds * 1000) / requests : null,
    clientCpu: counted.clientCpuSeconds / elapsed,
    probeP50: percentile(probes, 0.5),
    probeP99: percentile(probes, 0.99),
  };
}

const ms = (v) => (v == null ? 'n/a' : `${Math.round(v)} ms`);

/** The figures of `hlsLoad` as the benches print them (bench:broadcast, bench:hls-cluster). */
export function describeHlsLoad(load, { where, probe }) {
  const lines = [
    `HLS audience load: ${load.viewers} simulated viewers for ${Math.round(load.seconds)} s on the live output of that room (${where})`,
    '  request mix: each viewer polls the playlist every target duration (1 s) and fetches each new segment once,',
    `  i.e. ${load.demandedPerSecond} requests/s demanded; ${load.sockets} keep-alive connections; a viewer still waiting skips its next poll`,
    `  requests/s served:       ${load.servedPerSecond.toFixed(0)} of ${load.demandedPerSecond} (${((100 * load.servedPerSecond) / load.demandedPerSecond).toFixed(0)}%; playlists ${load.playlistsPerSecond.toFixed(0)}/s, segments ${load.segmentsPerSecond.toFixed(0)}/s, ${load.mbitPerSecond.toFixed(0)} Mbit/s)`,
    `  latency p50 / p99:       ${ms(load.p50)} / ${ms(load.p99)}`,
    `  polls due / skipped:     ${Math.round(load.pollsPerSecond * load.seconds)} / ${load.skipped} (skipped: that viewer's previous poll had not finished)`,
    `  errors:                  ${load.errors} ${JSON.stringify(load.statuses)}  (404: a segment gone from ffmpeg's 6-segment window by the time a queued request reached it)`,
    `  API CPU:                 ${load.apiCpu.toFixed(2)} cores${load.nginxPidsCounted ? `; nginx ${load.nginxCpu.toFixed(2)} cores` : ''}; load client (${load.client === 'go' ? 'Go, scripts/hls-load' : 'Node'}) ${load.clientCpu.toFixed(2)} cores (this 2-core machine also runs the browsers, the worker and others: load average ${loadavg()[0].toFixed(1)})`,
  ];
  if (load.apiCpuMsPerRequest) {
    const perCore = 1000 / load.apiCpuMsPerRequest;
    lines.push(
      `  API CPU per request:     ${load.apiCpuMsPerRequest.toFixed(2)} ms -> one free core would serve ~${Math.round(perCore)} requests/s; ${load.viewers} viewers (${load.demandedPerSecond}/s) need ~${(load.demandedPerSecond / perCore).toFixed(1)} cores`,
      '    (an extrapolation; past it, HLS_PUBLIC_URL puts a CDN or object store in front: segments are immutable, the playlist no-cache)',
    );
  }
  for (const [who, perRequest] of [
    ['nginx', load.nginxCpuMsPerRequest],
    ['load client', load.clientCpuMsPerRequest],
  ]) {
    if (!perRequest) continue;
    const perCore = 1000 / perRequest;
    lines.push(
      `  ${`${who} CPU/request:`.padEnd(25)}${perRequest.toFixed(3)} ms -> one free core ~${Math.round(perCore)} requests/s; ${load.demandedPerSecond}/s need ~${(load.demandedPerSecond / perCore).toFixed(1)} cores`,
    );
  }
  lines.push(`  other API calls meanwhile (${probe}) p50 / p99: ${ms(load.probeP50)} / ${ms(load.probeP99)}`);
  return lines;
}
