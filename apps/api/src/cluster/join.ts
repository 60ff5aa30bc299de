import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { memoryLimiters, type LimiterFactory } from '../lib/attempt-limiter';
import { ConfigError } from '../livekit-env';
import { connectRedis } from './redis';
import { redisLimiters } from './redis-limiters';

/**
 * What this instance shares with the others (issue 25): with REDIS_URL, the Redis connection and the limiters
 * counted there; without, nothing (in-memory limiters, one process). Called before the database opens, so
 * Redis unreachable at start is one line and exit (main.ts) with nothing left half-open.
 *
 * Several instances share one PostgreSQL server: PGlite is one process's database. Its read and session caches,
 * which answer from this process's memory until this process writes, are PGlite's only, so clustered they are
 * off by construction (README, "Several instances": why not invalidate them through Redis instead).
 */
export async function joinCluster(
  config: AppConfig,
  databaseKind: 'pglite' | 'postgres',
  log: FastifyBaseLogger,
): Promise<{ redis: Redis | null; limiters: LimiterFactory; leave(): void }> {
  if (!config.redisUrl) return { redis: null, limiters: memoryLimiters, leave: () => undefined };
  if (databaseKind !== 'postgres')
    throw new ConfigError('REDIS_URL needs DATABASE_URL: instances share one PostgreSQL server (PGlite serves a single process)');
  const redis = await connectRedis(config.redisUrl);
  let lost = false;
  let leaving = false;
  redis.on('close', () => {
    if (!lost && !leaving) log.warn('Redis connection lost: what needs it answers 503 cluster_unavailable until it returns');
    lost = true;
  });
  redis.on('ready', () => {
    if (lost) log.info('Redis connection back');
    lost = false;
  });
  const leave = () => {
    leaving = true;
    redis.disconnect();
  };
  return { redis, limiters: redisLimiters(redis), leave };
}
