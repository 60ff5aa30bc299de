import { Redis } from 'ioredis';
import { AppError, errors } from '../errors';
import { ConfigError } from '../livekit-env';
import { redactUrl } from './redis-env';

/** How long the start waits for Redis before it refuses to start. */
const CONNECT_TIMEOUT_MS = 3000;

/**
 * Connects to Redis once at start: unreachable (refused, unknown host, wrong password, timeout) is a
 * ConfigError, so main prints one line and exits instead of serving half a cluster. Once connected,
 * a lost connection is retried (up to every 2 s) and a command meanwhile fails at once (no offline
 * queue), so a request that needs the cluster answers an error instead of hanging.
 */
export async function connectRedis(url: string): Promise<Redis> {
  let started = false;
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // No retries while starting (the start answers at once); afterwards reconnect with a backoff.
    retryStrategy: (times) => (started ? Math.min(times * 200, 2000) : null),
  });
  let lastError: Error | null = null;
  client.on('error', (error: Error) => {
    lastError = error; // logged by whoever notices a failed command; an unhandled 'error' event would crash the process
  });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    const reason = (lastError as NodeJS.ErrnoException | null)?.code ?? (error as Error).message;
    throw new ConfigError(`Redis at ${redactUrl(url)} is unreachable (${reason}): start redis-server there or fix REDIS_URL`);
  }
  started = true;
  return client;
}

/** An error of the Redis connection (lost, not writable, given up, or an error reply), not of the request. */
export function isRedisFailure(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof AppError) return false;
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    error.name === 'ReplyError' ||
    /enableOfflineQueue|Connection is closed|Stream isn't writeable/.test(error.message)
  );
}

/** Runs a Redis command; a failure of the connection becomes 503 cluster_unavailable (never a 500 with Redis's words). */
export function shared<T>(command: Promise<T>): Promise<T> {
  return command.catch((error: unknown) => {
    throw isRedisFailure(error) ? errors.clusterUnavailable() : error;
  });
}

/**
 * A second connection for SUBSCRIBE (a subscribed connection runs no other command). It reconnects by itself
 * and ioredis subscribes it again to its channels; the main connection is the one that reports a loss.
 */
export async function subscriberFor(redis: Redis): Promise<Redis> {
  const subscriber = redis.duplicate();
  subscriber.on('error', () => undefined);
  await subscriber.connect().catch(() => undefined);
  return subscriber;
}
