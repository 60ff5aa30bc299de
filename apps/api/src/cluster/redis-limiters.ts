import type { Redis } from 'ioredis';
import { errors } from '../errors';
import type { AttemptLimits, BackoffOptions, Limiter, LimiterFactory } from '../lib/attempt-limiter';
import { shared } from './redis';

// Each script runs atomically in Redis, so two instances counting one key never both slip under a limit.
// Clocks are Redis's (TIME), not the instances': their clocks may differ, the window must not.
const NOW_MS = `local t = redis.call('TIME'); local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/**
 * Fixed window: {1 allowed / 0 blocked, ms left}. ARGV[1] = attempts allowed (-1: no limit, only count),
 * ARGV[2] = window ms, ARGV[3] = 1 to count this attempt when allowed.
 */
const WINDOW = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local max = tonumber(ARGV[1])
if max >= 0 and count >= max then return {0, redis.call('PTTL', KEYS[1])} end
if ARGV[3] == '1' then
  count = redis.call('INCR', KEYS[1])
  if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
end
return {1, redis.call('PTTL', KEYS[1])}`;

/** Backoff, read: ms left to wait (0: allowed). */
const BACKOFF_WAIT = `${NOW_MS}
local waitUntil = tonumber(redis.call('HGET', KEYS[1], 'w') or '0')
if waitUntil > now then return waitUntil - now end
return 0`;

/** Backoff, a failure: ARGV = free attempts, base ms, max ms, forget-after ms (as BackoffLimiter). */
const BACKOFF_HIT = `${NOW_MS}
local failures = redis.call('HINCRBY', KEYS[1], 'f', 1)
local over = failures - tonumber(ARGV[1]) + 1
if over > 0 then
  redis.call('HSET', KEYS[1], 'w', now + math.min(tonumber(ARGV[3]), tonumber(ARGV[2]) * 2 ^ (over - 1)))
end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return failures`;

const retryAfter = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The limiters of AccountService and ConferenceService kept in Redis, so that every instance counts
 * the same attempts: ten wrong passwords spread over three instances are ten, not three times ten.
 * Keys: `<prefix><limiter name>:<key>`, each expiring with its window.
 */
export function redisLimiters(redis: Redis, prefix = 'platform:limit:'): LimiterFactory {
  return {
    attempts(name, maxAttempts, windowSeconds): AttemptLimits {
      const keyOf = (key: string) => `${prefix}${name}:${key}`;
      // Throws rate_limited when the key has used up its attempts; counts this one when `count` (and allowed).
      const window = async (key: string, max: number, count: boolean) => {
        const [allowed, ttl] = (await shared(redis.eval(WINDOW, 1, keyOf(key), max, windowSeconds * 1000, count ? 1 : 0))) as [
          number,
          number,
        ];
        if (!allowed) throw errors.rateLimited(retryAfter(ttl));
      };
      return {
        assertAllowed: (key) => window(key, maxAttempts, false),
        hit: (key) => window(key, -1, true),
        // One script: check and count together, so two instances cannot both take the last attempt.
        consume: (key) => window(key, maxAttempts, true),
        async reset(key) {
          await shared(redis.del(keyOf(key)));
        },
      };
    },
    backoff(name, options: BackoffOptions): Limiter {
      const keyOf = (key: string) => `${prefix}${name}:${key}`;
      return {
        async assertAllowed(key) {
          const wait = Number(await shared(redis.eval(BACKOFF_WAIT, 1, keyOf(key))));
          if (wait > 0) throw errors.rateLimited(retryAfter(wait));
        },
        async hit(key) {
          await shared(
            redis.eval(
              BACKOFF_HIT,
              1,
              keyOf(key),
              options.freeAttempts,
              options.baseSeconds * 1000,
              options.maxSeconds * 1000,
              options.forgetAfterSeconds * 1000,
            ),
          );
        },
        async reset(key) {
          await shared(redis.del(keyOf(key)));
        },
      };
    },
  };
}
