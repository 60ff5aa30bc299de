import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../../../scripts/lib/cluster-services.mjs';
import { redisLimiters } from '../../src/cluster/redis-limiters';
import { AppError } from '../../src/errors';
import { BackoffLimiter } from '../../src/lib/attempt-limiter';

// The limiters several instances share, on a real Redis: the same answers as the in-memory ones, and a
// limit that holds when instances race for its last attempt.
let server: Awaited<ReturnType<typeof startRedis>>;
let clients: Redis[];

beforeAll(async () => {
  server = await startRedis();
  clients = [new Redis(`redis://${server.address}`), new Redis(`redis://${server.address}`)];
});

afterAll(async () => {
  for (const client of clients ?? []) client.disconnect();
  await server?.stop();
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? { code: error.code, retryAfter: Number(error.extra.retry_after) } : error),
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('attempt limits in Redis', () => {
  it('lets exactly the allowed number through when two instances race for them', async () => {
    const [one, two] = clients.map((client) => redisLimiters(client, 'race:').attempts('resend', 3, 60));
    const outcomes = await Promise.all(Array.from({ length: 12 }, (_, i) => refusal((i % 2 ? one : two).consume('someone@example.com'))));
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome !== null)).toEqual(Array(9).fill({ code: 'rate_limited', retryAfter: 60 }));
  });

  it('opens again when the window ends, and at once on reset', async () => {
    const limiter = redisLimiters(clients[0], 'window:').attempts('verify', 2, 1);
    await limiter.hit('k');
    await limiter.hit('k');
    expect(await refusal(limiter.assertAllowed('k'))).toEqual({ code: 'rate_limited', retryAfter: 1 });
    await sleep(1100);
    expect(await refusal(limiter.assertAllowed('k'))).toBeNull();
    await limiter.hit('k');
    await limiter.hit('k');
    await limiter.reset('k');
    expect(await refusal(limiter.assertAllowed('k'))).toBeNull();
  });

  it('keeps the limiters of one name apart from another and from other keys', async () => {
    const factory = redisLimiters(clients[0], 'apart:');
    await factory.attempts('a', 1, 60).hit('k');
    expect(await refusal(factory.attempts('a', 1, 60).assertAllowed('k'))).not.toBeNull();
    expect(await refusal(factory.attempts('b', 1, 60).assertAllowed('k'))).toBeNull();
    expect(await refusal(factory.attempts('a', 1, 60).assertAllowed('other'))).toBeNull();
  });
});

describe('back-off in Redis', () => {
  it('waits as the in-memory back-off does: free attempts, then doubling, forgotten on success', async () => {
    const options = { freeAttempts: 2, baseSeconds: 1, maxSeconds: 60, forgetAfterSeconds: 60 };
    const shared = redisLimiters(clients[0], 'backoff:').backoff('login', options);
    let now = Date.now();
    const memory = new BackoffLimiter(options, () => now);
    await shared.hit('k');
    await memory.hit('k');
    expect(await refusal(shared.assertAllowed('k'))).toBeNull();
    expect(await refusal(memory.assertAllowed('k'))).toBeNull();
    await shared.hit('k');
    await memory.hit('k');
    expect(await refusal(shared.assertAllowed('k'))).toEqual({ code: 'rate_limited', retryAfter: 1 });
    expect(await refusal(memory.assertAllowed('k'))).toEqual({ code: 'rate_limited', retryAfter: 1 });
    await sleep(1100);
    now += 1100;
    expect(await refusal(shared.assertAllowed('k'))).toBeNull();
    await shared.hit('k');
    await memory.hit('k');
    expect(await refusal(shared.assertAllowed('k'))).toEqual({ code: 'rate_limited', retryAfter: 2 });
    expect(await refusal(memory.assertAllowed('k'))).toEqual({ code: 'rate_limited', retryAfter: 2 });
    await shared.reset('k');
    expect(await refusal(shared.assertAllowed('k'))).toBeNull();
  });

  it('forgets an idle key after its time', async () => {
    const limiter = redisLimiters(clients[0], 'forget:').backoff('passcode', {
      freeAttempts: 1,
      baseSeconds: 30,
      maxSeconds: 60,
      forgetAfterSeconds: 1,
    });
    await limiter.hit('k');
    expect(await refusal(limiter.assertAllowed('k'))).toEqual({ code: 'rate_limited', retryAfter: 30 });
    await sleep(1100);
    expect(await refusal(limiter.assertAllowed('k'))).toBeNull();
  });
});
