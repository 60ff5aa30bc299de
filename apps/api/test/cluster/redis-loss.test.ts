import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeTcpPort, stopChild, waitForPort } from '../../../../scripts/lib/cluster-services.mjs';
import { openPostgres, type Database } from '../../src/db/database';
import { activeAccount, startServer, uniqueEmail, type TestServer } from '../helpers';
import { clusterDatabase } from './cluster-database';

// Redis lost while an instance runs (issue 25): what needs the shared state is refused with a clear 503,
// the rest keeps serving, and everything works again once Redis is back on its address.
let port: number;
let redis: ChildProcess | null = null;
let database: Awaited<ReturnType<typeof clusterDatabase>>;
let pool: Database;
let server: TestServer;

async function startRedisOn(redisPort: number) {
  redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await waitForPort(redisPort, 15_000, redis);
}

beforeAll(async () => {
  port = await freeTcpPort();
  await startRedisOn(port);
  database = await clusterDatabase('platform_cluster_redis_loss');
  pool = await openPostgres(database.url);
  server = await startServer({ redisUrl: `redis://127.0.0.1:${port}`, rateLimitMultiplier: 1 }, { database: pool });
});

afterAll(async () => {
  await server?.close();
  await pool?.close();
  await database?.close();
  if (redis) await stopChild(redis);
});

const signIn = () =>
  server.call('POST', '/api/v1/user/session/new', { body: { username: uniqueEmail('lost'), password: 'whatever it is' } });
const health = () => server.call('GET', '/api/health');

describe('Redis lost while running', () => {
  it('refuses what needs it with 503 cluster_unavailable, keeps the rest, and recovers when Redis returns', async () => {
    const { token } = await activeAccount(server);
    expect((await signIn()).status).toBe(401);
    await stopChild(redis!, 'SIGKILL');

    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(503);
    expect((await health()).body).toMatchObject({ ok: false, database: 'ok', redis: 'unreachable' });
    const refused = await signIn();
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      code: 'cluster_unavailable',
      message: 'The service cannot reach its shared state right now. Please try again in a moment.',
      retry_after: 5,
    });
    expect(refused.headers.get('retry-after')).toBe('5');
    // What needs no shared state still answers: the signed-in account, read from the database.
    expect((await server.call('GET', '/api/account/details', { token })).status).toBe(200);

    await startRedisOn(port);
    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(200);
    expect((await signIn()).status).toBe(401);
  });
});
