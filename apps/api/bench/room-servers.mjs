/**
 * What the room bench runs against: the built API as one process (default), or with ROOM_BENCH_INSTANCES=3 the
 * reference deployment's PostgreSQL, Redis and instances (scripts/lib/cluster.mjs; the clients connect to the
 * instances directly, round robin, as a balancer would spread them). Each gives the instances' base URLs, their
 * resident memory, and Redis's command count (clustered) for the round trips a message costs.
 */
import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from '../../../scripts/lib/cluster.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const BENCH_ENV = { APP_ENV: 'development', NODE_ENV: 'test', LOG_LEVEL: 'warn', RATE_LIMIT_MULTIPLIER: '100', AUDIENCE_HLS: 'off' };

/** CPU time (user + system) a process has used so far, in ms: unlike wall time, barely moved by other load on the machine. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function waitForApi(base) {
  for (let i = 0; i < 480; i++) {
    try {
      const answer = await fetch(`${base}/signal/member/v1/find-domain`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"domain":"x"}',
      });
      if (answer.status) return;
    } catch {
      await sleep(500);
    }
  }
}

/** The built API the bench starts: apps/api/dist/main.js, or another build's (ROOM_BENCH_API, to compare two builds). */
const API_MAIN = process.env.ROOM_BENCH_API ?? join(root, 'apps/api/dist/main.js');

/** One built API process on `port`, fresh data folder. */
async function single(port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'room-bench-'));
  const child = spawn(process.execPath, ['--max-old-space-size=4096', API_MAIN], {
    // RATE_LIMIT_MULTIPLIER: all the simulated people join from this one address
    env: {
      ...process.env,
      ...BENCH_ENV,
      AUDIENCE_HLS: process.env.AUDIENCE_HLS ?? 'on',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => child.kill('SIGTERM'));
  const base = `http://127.0.0.1:${port}`;
  await waitForApi(base);
  return {
    label: `built API on :${port}`,
    bases: [base],
    rssKb: () => rssKb(child.pid),
    cpuMs: () => cpuMs(child.pid),
    redisCommands: () => null,
    redisBytes: () => null,
    pids: () => [child.pid],
    stop: async () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `count` instances on one PostgreSQL and one Redis (the built API when it is newer than its source, else from source). */
async function cluster(count) {
  const dir = mkdtempSync(join(tmpdir(), 'room-bench-cluster-'));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own user when the bench runs as root
  mkdirSync(join(dir, 'site'));
  const running = await startCluster({
    dir: join(dir, 'cluster'),
    siteDir: join(dir, 'site'),
    instances: count,
    freshDatabase: true,
    apiMain: process.env.ROOM_BENCH_API,
    env: BENCH_ENV,
  });
  const stats = () => execFileSync('redis-cli', ['-u', running.redisUrl, 'INFO', 'stats'], { encoding: 'utf8' });
  return {
    label: `${count} instances (${running.instances.map((i) => `${i.id} :${i.port}`).join(', ')}), one Redis, one PostgreSQL`,
    bases: running.instances.map((instance) => `http://127.0.0.1:${instance.port}`),
    rssKb: () => running.instances.reduce((sum, instance) => sum + rssKb(instance.child.pid), 0),
    cpuMs: () => running.instances.reduce((sum, instance) => sum + cpuMs(instance.child.pid), 0),
    redisCommands: () => Number(/total_commands_processed:(\d+)/.exec(stats())?.[1] ?? NaN),
    /** Bytes Redis read and wrote on its connections (publishes in, deliveries to subscribers out). */
    redisBytes: () => {
      const text = stats();
      return ['input', 'output'].reduce((sum, way) => sum + Number(new RegExp(`total_net_${way}_bytes:(\\d+)`).exec(text)?.[1] ?? NaN), 0);
    },
    /** The instances, Redis and the PostgreSQL backends serving them (what a fanned-out message runs through: chat is stored first). */
    pids: () => [
      ...running.instances.map((instance) => instance.child.pid),
      Number(/process_id:(\d+)/.exec(execFileSync('redis-cli', ['-u', running.redisUrl, 'INFO', 'server'], { encoding: 'utf8' }))?.[1]),
      ...execFileSync(
        'psql',
        [running.postgresUrl, '-Atc', "SELECT pid FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()"],
        { encoding: 'utf8' },
      )
        .split('\n')
        .filter(Boolean)
        .map(Number),
    ],
    stop: async () => {
      await running.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function startRoomServers(port) {
  const instances = Number(process.env.ROOM_BENCH_INSTANCES ?? 1);
  return instances > 1 ? cluster(instances) : single(port);
}
