// Read-path benchmark of the built API: account details, conference list, notification count, on
// PGlite and, when TEST_DATABASE_URL names a server (CI has one; `.ci/postgres.sh` starts one), on
// PostgreSQL. Also the service's memory when it first starts on an empty data folder.
// Run `npm run build -w @platform/api` first; this script builds nothing. Prints figures, asserts nothing.
// Besides latency (noisy on a shared machine: the load average is printed with it), each endpoint's
// CPU time per request of the service and, on PostgreSQL, of its server backends (see cpu-meter.mjs),
// and the event-loop delay of the service (loop-probe.mjs) and of this bench client during the run:
// a latency tail with both loops free was spent waiting for a CPU (the machine), not in the API.
// BENCH_ONLY=<endpoint name> runs one endpoint; BENCH_CPU_PROF=<folder> has the service write a
// V8 CPU profile there when it stops (summarise it with bench/profile-summary.mjs).
// BENCH_REALTIME=1 (a diagnostic, needs root and chrt): once the service is up, it and this client run
// at real-time priority (SCHED_FIFO), so they get a CPU the moment they need one, as on a host of
// their own, and so do the PostgreSQL backends serving its pool (once the warm-up has opened them);
// the gap to a normal run is what the machine's other work adds.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuSnapshot, cpuSpent, loadAverage } from './cpu-meter.mjs';
import { READ_TARGETS, seedReadPath } from './seed.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const entry = process.env.API_ENTRY ? path.resolve(process.env.API_ENTRY) : path.resolve(here, '../dist/main.js');
const RATE = Number(process.env.BENCH_RATE ?? 500);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
// Unmeasured seconds at the same rate before each endpoint's run: a fresh service compiles its code
// and opens its connections under the first thousand requests (account details, measured first, had
// p99 36 ms cold and 3 ms warm at real-time priority; 184 vs 116 µs CPU per request).
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const ONLY = process.env.BENCH_ONLY;
const PROFILE_DIR = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;
const REALTIME = process.env.BENCH_REALTIME === '1';
const mb = (kb) => `${Math.round(kb / 1024)} MB`;

if (!existsSync(entry)) {
  console.error(`No built service at ${entry}. Run: npm run build -w @platform/api`);
  process.exit(1);
}

/** Resident memory of a process in KB (Linux). */
function rssKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** RSS of a process and its children (the short-lived initdb child on a new PGlite folder), in KB. */
function treeRssKb(pid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    /* gone */
  }
  return rssKb(pid) + children.reduce((sum, child) => sum + treeRssKb(child), 0);
}

/** Starts the service on an empty data folder; resolves with its URL, start time and memory figures. */
async function startService(databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-bench-'));
  const started = Date.now();
  const flags = ['--import', path.join(here, 'loop-probe.mjs'), ...(PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : [])];
  const service = spawn(process.execPath, [...flags, entry], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'development',
      SITE_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // An interrupted bench must not leave its service running (and holding its data folder).
  const interrupted = () => {
    service.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  let peak = 0;
  let treePeak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(service.pid));
    treePeak = Math.max(treePeak, treeRssKb(service.pid));
  }, 100);
  const base = await new Promise((resolve, reject) => {
    let output = '';
    service.stdout.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/Platform ready at (http:\/\/\S+)/);
      if (match) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    service.once('exit', (code) => reject(new Error(`service exited with ${code}`)));
  });
  let loopReport = null;
  service.stdout.on('data', (chunk) => {
    const match = String(chunk).match(/^loop-delay (\{.*\})$/m);
    if (match) loopReport?.(JSON.parse(match[1]));
  });
  const ready = Date.now() - started;
  const atReady = rssKb(service.pid);
  await new Promise((r) => setTimeout(r, 3000));
  clearInterval(sampler);
  const settled = rssKb(service.pid);
  return {
    base,
    pid: service.pid,
    memory: `first start on an empty data folder: ready in ${(ready / 1000).toFixed(1)} s; RSS at ready ${mb(atReady)}, 3 s later ${mb(settled)}, peak ${mb(Math.max(peak, settled))} (with its initdb child ${mb(Math.max(treePeak, settled))})`,
    /** The service's event-loop delay since the last call (p50, p99, max in ms). */
    loopDelay() {
      const report = new Promise((resolve) => (loopReport = resolve));
      service.kill('SIGUSR2');
      return report;
    },
    async stop() {
      const exited = new Promise((resolve) => service.once('exit', resolve));
      process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
      service.kill('SIGTERM');
      await exited; // the CPU profile is written on exit
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The PostgreSQL backends serving the service (its pool), as process ids; null on PGlite (in-process). */
async function backendLister(databaseUrl) {
  if (!databaseUrl) return null;
  const monitor = new pg.Client({ connectionString: databaseUrl });
  await monitor.connect();
  return {
    list: async () =>
      (
        await monitor.query(
          "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()",
        )
      ).rows.map((row) => row.pid),
    close: () => monitor.end(),
  };
}

const realtime = (pid) => execFileSync('chrt', ['--fifo', '--all-tasks', '--pid', '5', String(pid)]);

async function benchDatabase(label, databaseUrl) {
  const service = await startService(databaseUrl);
  const backends = await backendLister(databaseUrl);
  const call = async (method, route, body, token) => {
    const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const response = await fetch(service.base + route, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = await response.json();
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  if (REALTIME) for (const pid of [service.pid, process.pid]) realtime(pid);
  try {
    console.log(`\n${label}: ${service.memory}`);
    const token = await seedReadPath(call);
    const targets = READ_TARGETS.map((t) => ({ ...t, body: t.body === undefined ? undefined : JSON.stringify(t.body) }));
    console.log(
      `${label} read bench${REALTIME ? ` (service, client${backends ? ', PostgreSQL backends' : ''} at real-time priority)` : ''}: ${RATE} req/s for ${DURATION} s each after ${WARMUP} s unmeasured; CPU µs per request of the API process${backends ? ' and of its PostgreSQL backends' : ' (PGlite runs inside it)'}`,
    );
    console.log(
      `endpoint              req/s    p50 ms  p99 ms  max ms  non-2xx  API µs/req${backends ? '  DB µs/req' : ''}  API loop p99/max ms  bench loop p99 ms  load avg (1 5 15 min)`,
    );
    for (const target of targets.filter((t) => !ONLY || t.name === ONLY)) {
      const load = {
        url: service.base + target.path,
        method: target.method,
        body: target.body,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        connections: 20,
        overallRate: RATE,
      };
      if (WARMUP > 0) await autocannon({ ...load, duration: WARMUP });
      if (REALTIME && backends) for (const pid of await backends.list()) realtime(pid);
      const backendsBefore = backends ? cpuSnapshot(await backends.list()) : null;
      const apiBefore = cpuSnapshot([service.pid]);
      await service.loopDelay(); // starts the service's loop figures with this run
      clientLoop.reset();
      const result = await autocannon({ ...load, duration: DURATION });
      const apiAfter = cpuSnapshot([service.pid]);
      const apiLoop = await service.loopDelay();
      const benchLoop = clientLoop.percentile(99) / 1e6;
      const backendsAfter = backends ? cpuSnapshot([...new Set([...backendsBefore.keys(), ...(await backends.list())])]) : null;
      const served = Math.max(1, result.requests.total);
      const row = [
        target.name.padEnd(20),
        result.requests.average.toFixed(0).padStart(7),
        String(result.latency.p50).padStart(8),
        String(result.latency.p99).padStart(7),
        String(result.latency.max).padStart(7),
        String(result.non2xx + result.errors).padStart(8),
        (cpuSpent(apiBefore, apiAfter) / served).toFixed(0).padStart(11),
        ...(backends ? [(cpuSpent(backendsBefore, backendsAfter) / served).toFixed(0).padStart(10)] : []),
        `${apiLoop.p99.toFixed(1)} / ${apiLoop.max.toFixed(0)}`.padStart(20),
        benchLoop.toFixed(1).padStart(18),
        ` ${loadAverage()}`,
      ];
      console.log(row.join(' '));
    }
  } finally {
    await backends?.close();
    await service.stop();
  }
}

// This process's own loop: autocannon times each answer on it, so its stalls count as latency.
const clientLoop = monitorEventLoopDelay({ resolution: 1 });
clientLoop.enable();

await benchDatabase('PGlite', '');
if (process.env.TEST_DATABASE_URL) await benchDatabase('PostgreSQL', process.env.TEST_DATABASE_URL);
else console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL, e.g. eval "$(PGPORT=4515 bash .ci/postgres.sh)")');
