// Read-path benchmark of the built API: account details, conference list, notification count, on
// PGlite and, when TEST_DATABASE_URL names a server (CI has one; `.ci/postgres.sh` starts one), on
// PostgreSQL. Also the service's memory when it first starts on an empty data folder.
// Run `npm run build -w @platform/api` first; this script builds nothing. Prints figures, asserts nothing.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { READ_TARGETS, seedReadPath } from './seed.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const entry = process.env.API_ENTRY ? path.resolve(process.env.API_ENTRY) : path.resolve(here, '../dist/main.js');
const RATE = Number(process.env.BENCH_RATE ?? 500);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
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
  const service = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, NODE_ENV: 'development', SITE_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
  const ready = Date.now() - started;
  const atReady = rssKb(service.pid);
  await new Promise((r) => setTimeout(r, 3000));
  clearInterval(sampler);
  const settled = rssKb(service.pid);
  return {
    base,
    memory: `first start on an empty data folder: ready in ${(ready / 1000).toFixed(1)} s; RSS at ready ${mb(atReady)}, 3 s later ${mb(settled)}, peak ${mb(Math.max(peak, settled))} (with its initdb child ${mb(Math.max(treePeak, settled))})`,
    stop() {
      service.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function benchDatabase(label, databaseUrl) {
  const service = await startService(databaseUrl);
  const call = async (method, route, body, token) => {
    const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const response = await fetch(service.base + route, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = await response.json();
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  try {
    console.log(`\n${label}: ${service.memory}`);
    const token = await seedReadPath(call);
    const targets = READ_TARGETS.map((t) => ({ ...t, body: t.body === undefined ? undefined : JSON.stringify(t.body) }));
    console.log(`${label} read bench: ${RATE} req/s for ${DURATION} s each`);
    console.log('endpoint              req/s    p50 ms  p99 ms  max ms  non-2xx');
    for (const target of targets) {
      const result = await autocannon({
        url: service.base + target.path,
        method: target.method,
        body: target.body,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        connections: 20,
        overallRate: RATE,
        duration: DURATION,
      });
      const row = [
        target.name.padEnd(20),
        result.requests.average.toFixed(0).padStart(7),
        String(result.latency.p50).padStart(8),
        String(result.latency.p99).padStart(7),
        String(result.latency.max).padStart(7),
        String(result.non2xx + result.errors).padStart(8),
      ];
      console.log(row.join(' '));
    }
  } finally {
    service.stop();
  }
}

await benchDatabase('PGlite', '');
if (process.env.TEST_DATABASE_URL) await benchDatabase('PostgreSQL', process.env.TEST_DATABASE_URL);
else console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL, e.g. eval "$(PGPORT=4515 bash .ci/postgres.sh)")');
