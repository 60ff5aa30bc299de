import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { startCluster, type Cluster } from '../../../../scripts/lib/cluster.mjs';
import { call, type TestServer } from '../helpers';

/**
 * Three API processes (the reference deployment's, from source) on one fresh PostgreSQL and one Redis, for the
 * suites that `kill -9` one of them (issue 25): a suite's set-up and tear-down. `env` adds to the instances' own.
 */
export function processCluster(name: string, env: Record<string, string> = {}) {
  let dir = '';
  const state = { cluster: null as unknown as Cluster, redis: null as unknown as Redis, servers: [] as TestServer[] };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
    chmodSync(dir, 0o755); // PostgreSQL runs as its own user when the suite runs as root
    mkdirSync(path.join(dir, 'site'));
    state.cluster = await startCluster({
      dir: path.join(dir, 'cluster'),
      siteDir: path.join(dir, 'site'),
      instances: 3,
      freshDatabase: true,
      fromSource: true,
      env: { NODE_ENV: 'test', AUDIENCE_HLS: 'off', RATE_LIMIT_MULTIPLIER: '100', LOG_LEVEL: 'warn', ...env },
    });
    state.redis = new Redis(state.cluster.redisUrl);
    for (const instance of state.cluster.instances) {
      const url = `http://127.0.0.1:${instance.port}`;
      state.servers.push({ url, call: (method, route, options) => call(url, method, route, options) } as TestServer);
    }
  }, 180_000);

  afterAll(async () => {
    state.redis?.disconnect();
    await state.cluster?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  return state;
}
