import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../../../scripts/lib/cluster-services.mjs';
import { KeyWatch, LAPSE_MS } from '../../src/modules/rooms/cluster/key-watch';
import { LEASE_MS, RENEW_MS } from '../../src/modules/rooms/cluster/lease';

// How an instance follows a room's lease and another instance's alive key (issue 25) on a real Redis: read
// again just after each expiry Redis gives, not polled, and a key left to expire (its owner killed) seen gone
// as it expires.
let server: Awaited<ReturnType<typeof startRedis>>;
let redis: Redis;
let watch: KeyWatch;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const evals = async () => Number(/cmdstat_eval:calls=(\d+)/.exec(await redis.info('commandstats'))?.[1] ?? 0);

beforeAll(async () => {
  server = await startRedis();
  redis = new Redis(`redis://${server.address}`);
}, 60_000);

afterAll(async () => {
  watch?.close();
  redis?.disconnect();
  await server?.stop();
});

describe('KeyWatch (rooms/cluster/key-watch.ts)', () => {
  it('reads a renewed lease about once per lifetime, and sees it gone once it expired unrenewed', async () => {
    watch = new KeyWatch(redis);
    const key = 'test:room:owner';
    const renew = () => redis.set(key, 'api-1:7', 'PX', LEASE_MS);
    await renew();
    const renewing = setInterval(() => void renew(), RENEW_MS);
    const seen: Array<{ value: string | null; at: number }> = [];
    watch.watch(key, (value) => {
      seen.push({ value, at: Date.now() });
      return value !== null;
    });
    await sleep(200);
    const before = await evals();
    await sleep(4000);
    // Polled every 250 ms it was 16 reads; after each expiry (renewed: 2.5 to 3.5 s ahead) one or two.
    expect((await evals()) - before).toBeLessThanOrEqual(2);
    expect(seen.every((s) => s.value === 'api-1:7')).toBe(true);

    clearInterval(renewing); // the owner is killed: nobody renews
    const lastRenewal = Date.now();
    while (seen.at(-1)!.value !== null && Date.now() - lastRenewal < LEASE_MS + 2000) await sleep(25);
    expect(seen.at(-1)!.value).toBeNull();
    // Seen at the expiry, once it stayed gone for the lapse allowed to a late renewal: within 5 s of a kill.
    expect(seen.at(-1)!.at - lastRenewal).toBeLessThan(LEASE_MS + LAPSE_MS + 300);
    const after = await evals();
    await sleep(1200);
    expect(await evals()).toBe(after); // the watcher said it was done: no more reads
  });

  it('does not tell of a renewal a moment late: the key gone at its expiry and back within the lapse', async () => {
    watch.close();
    watch = new KeyWatch(redis);
    await redis.set('test:late', 'api-1:3', 'PX', 400);
    const seen: Array<string | null> = [];
    watch.watch('test:late', (value) => {
      seen.push(value);
      return true;
    });
    await sleep(600); // expired at 400 ms and read then; the owner's renewal comes 200 ms late, same token
    await redis.set('test:late', 'api-1:3', 'PX', 3000);
    await sleep(LAPSE_MS);
    expect(seen).toEqual(['api-1:3', 'api-1:3']);
  });

  it('reads the keys due together in one script and tells each watcher what is there then', async () => {
    watch.close();
    watch = new KeyWatch(redis);
    await redis.set('test:a', 'api-1:1', 'PX', 600);
    await redis.set('test:b', '1', 'PX', 600);
    const seen: string[] = [];
    for (const key of ['test:a', 'test:b'])
      watch.watch(key, (value) => {
        seen.push(`${key}=${value}`);
        return value === 'api-1:1' || value === '1';
      });
    await sleep(300);
    expect(seen.sort()).toEqual(['test:a=api-1:1', 'test:b=1']);
    const before = await evals();
    // Before the next read (at the 600 ms expiry), another instance holds a; b is left to expire (told once it
    // stayed gone for the lapse: one more read).
    await redis.set('test:a', 'api-2:2', 'PX', 3000);
    await sleep(500 + LAPSE_MS);
    expect(seen.slice(2).sort()).toEqual(['test:a=api-2:2', 'test:b=null']);
    expect((await evals()) - before).toBe(2);
  });
});
