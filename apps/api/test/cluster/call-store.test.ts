import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../../../scripts/lib/cluster-services.mjs';
import { instanceAliveKey } from '../../src/cluster/instances';
import type { CallEffects, StoredCall } from '../../src/modules/call-centre/call-store';
import { TAKE_DUE } from '../../src/modules/call-centre/call-scripts';
import { deadlineName, type Deadline } from '../../src/modules/call-centre/deadlines';
import { LEASE_MS } from '../../src/modules/call-centre/redis-deadlines';
import { effectsOf, newCall } from '../../src/modules/call-centre/live-call';
import { RedisCallStore } from '../../src/modules/call-centre/redis-call-store';
import { advance } from '../../src/modules/call-centre/ringing';

// The guarantees the call centre's service builds on across instances (issue 25), on one real Redis, with three
// stores standing for three instances: a change is written only onto the version it was computed from, one agent
// is rung for one call at a time, a deadline goes to exactly one instance, and a visitor's socket on an instance
// that is gone does not count.
let server: Awaited<ReturnType<typeof startRedis>>;
const clients: Redis[] = [];
const stores: RedisCallStore[] = [];
const quiet = { warn: () => undefined } as unknown as FastifyBaseLogger;
const line = { event_id: 7, alias: 'line7', topic: 'Help', host_id: 1, host_display_name: 'Host', expires_at: null };

beforeAll(async () => {
  server = await startRedis();
  for (const id of ['a', 'b', 'c']) {
    const client = new Redis(`redis://${server.address}`);
    clients.push(client);
    stores.push(await RedisCallStore.start(client, `store-${id}`, quiet));
  }
}, 60_000);

afterAll(async () => {
  for (const store of stores) store.close();
  for (const client of clients) client.disconnect();
  await server?.stop();
});

/** Rings with a timeout that never comes within the suite (the deadlines test counts only its own). */
const RING_MS = 10 * 60_000;
const ring = (call: StoredCall, agentId: number) => {
  const after = { ...call, progress: advance(call.progress, { type: 'ring', agentId }) };
  return [after, effectsOf(call, after, RING_MS, 60_000)] as const;
};

describe('the call store in Redis', () => {
  it('writes a change only onto the version it was read at; the other instance must read again', async () => {
    const [a, b] = stores;
    const call = newCall(line, 'Vy');
    await a.add(call, 60_000);
    const [readA, readB] = [await a.get(call.id), await b.get(call.id)];
    const cancel = (read: StoredCall, by: 'visitor' | 'line') => {
      const after = { ...read, progress: advance(read.progress, { type: 'cancel', by }) };
      return [after, effectsOf(read, after, RING_MS, 60_000)] as const;
    };
    const results = await Promise.all([a.write(readA!, ...cancel(readA!, 'visitor')), b.write(readB!, ...cancel(readB!, 'line'))]);
    expect([...results].sort()).toEqual(['ok', 'stale']);
    const stored = await stores[2].get(call.id);
    expect(stored!.version).toBe(1);
    expect(stored!.progress.cancelledBy).toBe(results[0] === 'ok' ? 'visitor' : 'line');
  });

  it('rings one agent for one call at a time, and frees them when that ring ends', async () => {
    const [a, b] = stores;
    const [first, second] = [newCall(line, 'One'), newCall(line, 'Two')];
    await a.add(first, 60_000);
    await b.add(second, 60_000);
    const results = await Promise.all([a.write(first, ...ring(first, 42)), b.write(second, ...ring(second, 42))]);
    expect(results.sort()).toEqual(['agent_taken', 'ok']);
    const [winner, loser] = (await a.ringOf(42)) === first.id ? [first, second] : [second, first];
    expect(await stores[2].ringing([41, 42])).toEqual(new Set([42]));
    // The loser's call is unchanged; once the winner's ring ends (declined), the agent can be rung for it.
    expect((await a.get(loser.id))!.version).toBe(0);
    const rung = (await a.get(winner.id))!;
    const declined = { ...rung, progress: advance(rung.progress, { type: 'declined', agentId: 42 }) };
    expect(await b.write(rung, declined, effectsOf(rung, declined, RING_MS, 60_000))).toBe('ok');
    expect(await a.ringOf(42)).toBeNull();
    expect(await a.write(loser, ...ring(loser, 42))).toBe('ok');
  });

  it('hands a due deadline to exactly one instance, also when the one that set it is gone', async () => {
    const [a, b, c] = stores;
    const fired: Array<{ by: string; deadline: Deadline }> = [];
    b.onDue(async (deadline) => void fired.push({ by: 'b', deadline }));
    c.onDue(async (deadline) => void fired.push({ by: 'c', deadline }));
    a.onDue(() => {
      throw new Error('a is gone');
    });
    a.close(); // stands for an instance killed after setting it
    const setAt = Date.now();
    await a.schedule({ kind: 'visitor', callId: 'gone-1' }, 300);
    await a.schedule({ kind: 'ring', callId: 'gone-2', agentId: 9 }, 300);
    const until = Date.now() + 5000;
    while (fired.length < 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    // On time: the others heard them set and armed a timer (not the safety sweep, seconds later).
    expect(Date.now() - setAt).toBeLessThan(2000);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fired.map((f) => f.deadline).sort((x, y) => x.kind.localeCompare(y.kind))).toEqual([
      { kind: 'ring', callId: 'gone-2', agentId: 9 },
      { kind: 'visitor', callId: 'gone-1' },
    ]);
    expect(await clients[1].zscore('platform:qr-deadlines', 'visitor:gone-1')).toBeNull();
    expect(await clients[1].zscore('platform:qr-deadlines', 'ring:gone-2:9')).toBeNull();
  });

  it('costs Redis nothing while no deadline is near: no polling, only a sweep every few seconds', async () => {
    const evals = async () => Number(/cmdstat_eval:calls=(\d+)/.exec(await clients[1].info('commandstats'))?.[1] ?? 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = await evals();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    // b and c (a is closed) sweep once in 5 s each: at most one each in 2.5 s (every 250 ms it was 20).
    expect((await evals()) - before).toBeLessThanOrEqual(2);
  });

  it('gives a deadline taken by an instance that died before writing its change to another, after the lease', async () => {
    const [, b, c] = stores;
    const fired: string[] = [];
    b.onDue(async (deadline) => void fired.push(`b ${deadlineName(deadline)}`));
    c.onDue(async (deadline) => void fired.push(`c ${deadlineName(deadline)}`));
    // An instance takes a due deadline (the instances' own script) and is killed before its write: nothing tells
    // the others, and nothing removes it.
    const [, [, [, lease, taken]]] = (await clients[0]
      .multi()
      .zadd('platform:qr-deadlines', 0, 'ring:taken-1:5')
      .eval(TAKE_DUE, 1, 'platform:qr-deadlines', LEASE_MS)
      .exec()) as [unknown, [null, [number, number, string[]]]];
    expect(taken).toEqual(['ring:taken-1:5']);
    expect(Number(await clients[1].zscore('platform:qr-deadlines', 'ring:taken-1:5'))).toBe(lease);
    const until = Date.now() + LEASE_MS + 7000;
    while (!fired.length && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fired.map((f) => f.slice(2))).toEqual(['ring:taken-1:5']);
    // Handled (the handler finished): removed, so it does not come again.
    expect(await clients[1].zscore('platform:qr-deadlines', 'ring:taken-1:5')).toBeNull();
  }, 20_000);

  it('takes a deadline again when its handling failed (Redis lost mid-write): nothing handled is lost', async () => {
    const [, b, c] = stores;
    const attempts: string[] = [];
    const failOnce = (by: string) => async (deadline: Deadline) => {
      attempts.push(`${by} ${deadlineName(deadline)}`);
      if (attempts.length === 1) throw new Error(`${deadlineName(deadline)} not written`);
    };
    b.onDue(failOnce('b'));
    c.onDue(failOnce('c'));
    await b.schedule({ kind: 'visitor', callId: 'retry-1' }, 100);
    const until = Date.now() + LEASE_MS + 7000;
    while (attempts.length < 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(attempts.map((attempt) => attempt.slice(2))).toEqual(['visitor:retry-1', 'visitor:retry-1']);
    expect(await clients[1].zscore('platform:qr-deadlines', 'visitor:retry-1')).toBeNull();
  }, 20_000);

  it("counts a visitor's socket only on an instance that is alive", async () => {
    const [, b, c] = stores;
    expect(await b.visitorSockets('call-v', 1)).toBe(false); // b has no alive key: its socket does not count
    await clients[1].set(instanceAliveKey('store-b'), '1', 'PX', 5000);
    expect(await c.visitorPresent('call-v')).toBe(true);
    await clients[1].del(instanceAliveKey('store-b')); // b is killed with the socket open
    expect(await c.visitorPresent('call-v')).toBe(false);
  });

  it('brings the messages of every write to the instances following the call, in the order written', async () => {
    const [, b, c] = stores;
    const call = newCall(line, 'Order');
    await b.add(call, 60_000);
    const heard: unknown[] = [];
    c.onMessage((to, message) => heard.push([to, message.type, (message.call as { state?: string } | undefined)?.state]));
    await c.follow(`call:${call.id}`);
    let read = call;
    for (const event of [{ type: 'ring', agentId: 77 }, { type: 'no_answer', agentId: 77 }, { type: 'no_agent' }] as const) {
      const after = { ...read, progress: advance(read.progress, event) };
      const effects: CallEffects = effectsOf(read, after, RING_MS, 60_000);
      expect(await b.write(read, after, effects)).toBe('ok');
      read = { ...after, version: read.version + 1 };
    }
    const until = Date.now() + 3000;
    while (heard.length < 3 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual([
      [`call:${call.id}`, 'qr_call.state', 'ringing'],
      [`call:${call.id}`, 'qr_call.state', 'ringing'],
      [`call:${call.id}`, 'qr_call.state', 'busy'],
    ]);
    c.unfollow(`call:${call.id}`);
  });
});
