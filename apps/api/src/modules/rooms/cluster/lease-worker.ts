/**
 * The lease keeper's thread (issue 25; started by `lease-keeper.ts`, runs as is: Node strips its types).
 * It renews the leases of the rooms its instance owns every second on a Redis connection of its own, so a
 * main thread busy for seconds (a join burst of thousands on a loaded machine) does not lose its rooms to
 * another instance. It renews only while the main thread is alive: when the main thread's heartbeat has not
 * moved for `stallMs`, renewals stop and the leases expire, as they would for a killed instance.
 */
import { Redis, type RedisOptions } from 'ioredis';
import { parentPort, workerData } from 'node:worker_threads';

export interface LeaseWorkerData {
  redis: RedisOptions;
  self: string;
  leaseMs: number;
  renewMs: number;
  stallMs: number;
  renewScript: string;
  releaseScript: string;
  /** Int32 [0]: the main thread's heartbeat, counted up every `renewMs / 2`. */
  heartbeat: SharedArrayBuffer;
}

/**
 * From the main thread: hold a room's lease (taken there; with its owner and epoch keys, as `lease.ts` names them),
 * let it go (and release it), or release all and stop.
 */
export type ToKeeper =
  { k: 'hold'; alias: string; token: number; keys: [string, string] } | { k: 'release'; alias: string } | { k: 'close' };
/** To the main thread: a renewal found another owner; or every lease is released (after `close`). */
export type FromKeeper = { k: 'lost'; alias: string; token: number } | { k: 'closed' };

const data = workerData as LeaseWorkerData;
const port = parentPort!;
const me = (token: number) => `${data.self}:${token}`;

const redis = new Redis({
  ...data.redis,
  lazyConnect: false,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  retryStrategy: (times) => Math.min(times * 200, 2000),
});
redis.on('error', () => undefined); // Redis away: renewals fail until it returns; the main connection reports the loss

const held = new Map<string, { token: number; keys: [string, string] }>();
const beat = new Int32Array(data.heartbeat);
let lastBeat = Atomics.load(beat, 0);
let lastBeatAt = Date.now();

const mainAlive = () => {
  const now = Atomics.load(beat, 0);
  if (now !== lastBeat) [lastBeat, lastBeatAt] = [now, Date.now()];
  return Date.now() - lastBeatAt < data.stallMs;
};

// One connection: Redis runs its commands in the order they were sent, so a release sent after a renewal
// of the same room always comes after it (a renewal that landed after the release would take the room back).
const renew = () => {
  if (!mainAlive()) return;
  for (const [alias, { token, keys }] of held)
    redis.eval(data.renewScript, 2, ...keys, me(token), token, data.leaseMs).then(
      (ours) => {
        if (Number(ours) || held.get(alias)?.token !== token) return;
        held.delete(alias);
        port.postMessage({ k: 'lost', alias, token } satisfies FromKeeper);
      },
      () => undefined, // Redis away: still the owner here; the next renewal tells
    );
};
const timer = setInterval(renew, data.renewMs);

const release = ({ token, keys }: { token: number; keys: [string, string] }) =>
  redis.eval(data.releaseScript, 1, keys[0], me(token)).catch(() => 0);

port.on('message', (message: ToKeeper) => {
  if (message.k === 'hold') return void held.set(message.alias, { token: message.token, keys: message.keys });
  if (message.k === 'release') {
    const lease = held.get(message.alias);
    held.delete(message.alias);
    if (lease) void release(lease);
    return;
  }
  clearInterval(timer);
  const all = [...held.values()];
  held.clear();
  void Promise.all(all.map(release)).then(() => {
    redis.disconnect();
    port.postMessage({ k: 'closed' } satisfies FromKeeper);
  });
});
