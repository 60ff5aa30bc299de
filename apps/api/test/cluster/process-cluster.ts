import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { startCluster, type Cluster } from '../../../../scripts/lib/cluster.mjs';
import { call, type TestServer } from '../helpers';
import type { Client, roomSockets } from '../room-sockets';

/**
 * API processes (three unless told; the reference deployment's, from source) on one fresh PostgreSQL and one Redis, for the
 * suites that `kill -9` one of them (issue 25): a suite's set-up and tear-down. `env` adds to the instances' own.
 */
export function processCluster(name: string, env: Record<string, string> = {}, instances = 3) {
  let dir = '';
  const state = { cluster: null as unknown as Cluster, redis: null as unknown as Redis, servers: [] as TestServer[] };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
    chmodSync(dir, 0o755); // PostgreSQL runs as its own user when the suite runs as root
    mkdirSync(path.join(dir, 'site'));
    state.cluster = await startCluster({
      dir: path.join(dir, 'cluster'),
      siteDir: path.join(dir, 'site'),
      instances,
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

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long the test waits for a recovery before calling it failed: far past the goal, so only a real failure fails. */
export const RECOVERY_DEADLINE_MS = 30_000;

/** What a page does when its socket drops: a fresh ticket with its resume proof from any instance, then the socket there, until it has the room again. */
export async function comeBack(
  client: Client,
  bases: TestServer[],
  sockets: ReturnType<typeof roomSockets>,
  deadline: number,
  arrived: (m: any) => boolean = (m) => m.type === 'room.snapshot',
): Promise<Client> {
  for (let attempt = 0; Date.now() < deadline; attempt++) {
    const server = bases[attempt % bases.length];
    const resumed = await server.call('POST', '/signal/member/v1/resume', {
      body: { member_id: client.id, resume_token: client.resumeToken },
    });
    if (resumed.status === 404) throw new Error(`resume refused for ${client.id}`);
    if (resumed.status !== 200) {
      await sleep(100);
      continue;
    }
    const again = await sockets.open(resumed.body.ticket, client.id, server.url).catch(() => null);
    if (!again) continue;
    const placed = await Promise.race([
      again.next(arrived, 'back in the room', Math.max(1, deadline - Date.now())).catch(() => null),
      again.closed.then(() => null),
    ]);
    if (placed) return again;
    again.socket.terminate();
  }
  throw new Error(`${client.id} not back in time`);
}
