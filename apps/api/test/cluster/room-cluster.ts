import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { startRedis } from '../../../../scripts/lib/cluster-services.mjs';
import type { AppConfig } from '../../src/config';
import { openPostgres, type Database } from '../../src/db/database';
import { activeAccount, startServer, type TestServer } from '../helpers';
import { clusterDatabase } from './cluster-database';

/**
 * Instances in this process on one real PostgreSQL database and one real Redis (issue 25), each with
 * its own pool and its own instance id, as separate processes would have: a suite's set-up and tear-down.
 */
export function roomCluster(name: string, count: number, config: () => Partial<AppConfig> = () => ({})) {
  let redisServer: Awaited<ReturnType<typeof startRedis>>;
  let database: Awaited<ReturnType<typeof clusterDatabase>>;
  const pools: Database[] = [];
  const instances: TestServer[] = [];
  const state = { redis: null as unknown as Redis, hostToken: '' };

  beforeAll(async () => {
    redisServer = await startRedis();
    database = await clusterDatabase(name);
    state.redis = new Redis(`redis://${redisServer.address}`);
    for (let i = 0; i < count; i++) {
      const pool = await openPostgres(database.url);
      pools.push(pool);
      instances.push(
        await startServer(
          // The instances share the audience's grant secret, as a deployment's do (HLS_GRANT_SECRET).
          {
            redisUrl: `redis://${redisServer.address}`,
            instanceId: `inst-${'abc'[i] ?? i}`,
            hlsGrantSecret: 'cluster-grant-secret',
            ...config(),
          },
          { database: pool },
        ),
      );
    }
    state.hostToken = (await activeAccount(instances[0], 'Cluster Host')).token;
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) await instance.close();
    for (const pool of pools) await pool.close();
    state.redis?.disconnect();
    await database?.close();
    await redisServer?.stop();
  });

  return { instances, state, redisAddress: () => redisServer.address, databaseUrl: () => database.url };
}
