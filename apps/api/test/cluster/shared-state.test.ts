import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRedis } from '../../../../scripts/lib/cluster-services.mjs';
import { openPostgres, type Database } from '../../src/db/database';
import { activeAccount, PASSWORD, startServer, uniqueEmail, type TestServer } from '../helpers';
import { clusterDatabase } from './cluster-database';

// Two API instances on one PostgreSQL database and one real Redis (issue 25): what one instance counts or
// ends, the other sees at once. Each instance has its own pool, as two processes would.
let redisServer: Awaited<ReturnType<typeof startRedis>>;
let database: Awaited<ReturnType<typeof clusterDatabase>>;
let redis: Redis;
const pools: Database[] = [];
let a: TestServer;
let b: TestServer;

async function instance() {
  const pool = await openPostgres(database.url);
  pools.push(pool);
  // The real limits (multiplier 1), as in production.
  return startServer({ redisUrl: `redis://${redisServer.address}`, rateLimitMultiplier: 1 }, { database: pool });
}

beforeAll(async () => {
  redisServer = await startRedis();
  database = await clusterDatabase('platform_cluster_shared');
  redis = new Redis(`redis://${redisServer.address}`);
  a = await instance();
  b = await instance();
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  for (const pool of pools) await pool.close();
  redis?.disconnect();
  await database?.close();
  await redisServer?.stop();
});

// Every test starts with no limit used up (the counts live in Redis alone).
beforeEach(async () => {
  await redis.flushall();
});

const signIn = (server: TestServer, username: string, password = 'not the password') =>
  server.call('POST', '/api/v1/user/session/new', { body: { username, password } });

describe('several instances share one set of limits through Redis', () => {
  it('counts one per-address request limit for every instance: 20 sign-ins a minute in all, not 20 each', async () => {
    // Ten different people from one address on each instance (so the per-person back-off plays no part).
    for (let i = 0; i < 10; i++) {
      expect((await signIn(a, uniqueEmail('spray'))).status).toBe(401);
      expect((await signIn(b, uniqueEmail('spray'))).status).toBe(401);
    }
    for (const server of [a, b]) {
      const refused = await signIn(server, uniqueEmail('spray'));
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('rate_limited');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('backs off wrong passwords for one username however the attempts are spread over the instances', async () => {
    const email = uniqueEmail('guessed');
    // Ten free attempts, alternating instances; the next one, on either, waits.
    for (let i = 0; i < 10; i++) expect((await signIn(i % 2 ? b : a, email)).status).toBe(401);
    for (const server of [a, b]) {
      const waiting = await signIn(server, email);
      expect(waiting.status).toBe(429);
      expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(waiting.headers.get('retry-after'))).toBeLessThanOrEqual(2);
    }
  });

  it('holds the resend cooldown of an address on every instance', async () => {
    const email = uniqueEmail('resend');
    const first = await a.call('POST', '/api/v1/user/resend-email', { body: { username: email } });
    expect(first.status).toBe(200);
    const again = await b.call('POST', '/api/v1/user/resend-email', { body: { username: email } });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('rate_limited');
  });
});

describe('what one instance writes, the other reads at once (no per-process cache when clustered)', () => {
  it('accepts a session made on one instance on the other, and refuses it there as soon as it is ended', async () => {
    const { token, email } = await activeAccount(a);
    expect((await b.call('GET', '/api/account/details', { token })).status).toBe(200);
    // A second sign-in, on b, ended on a: b refuses that token on its very next request.
    const session = await signIn(b, email, PASSWORD);
    expect(session.status).toBe(200);
    const other = session.body.authorization as string;
    expect((await b.call('GET', '/api/account/details', { token: other })).status).toBe(200);
    expect((await a.call('DELETE', '/api/v1/user/session', { token: other, body: {} })).status).toBe(200);
    expect((await b.call('GET', '/api/account/details', { token: other })).status).toBe(401);
    expect((await b.call('GET', '/api/account/details', { token })).status).toBe(200);
  });

  it('reports each instance healthy with its own id, its database and Redis answering', async () => {
    const [ha, hb] = [await a.call('GET', '/api/health'), await b.call('GET', '/api/health')];
    for (const health of [ha, hb]) {
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ ok: true, database: 'ok', redis: 'ok' });
      expect(health.headers.get('cache-control')).toBe('no-store');
    }
    expect(ha.body.instance).not.toBe(hb.body.instance);
  });
});
