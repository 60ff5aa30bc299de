import type { Redis, RedisOptions } from 'ioredis';
import { Worker } from 'node:worker_threads';
import type { FromKeeper, LeaseWorkerData, ToKeeper } from './lease-worker';

/** A main thread whose heartbeat has not moved for this long is wedged: its leases are let expire. */
export const STALL_MS = 15_000;

/** What the keeper's own Redis connection takes from the instance's (functions and state stay behind). */
const connectionOf = (redis: Redis): RedisOptions => {
  const { host, port, path, username, password, db, tls, family, connectTimeout } = redis.options;
  return { host, port, path, username, password, db, tls, family, connectTimeout };
};

/**
 * Renews this instance's room leases from a thread of their own (`lease-worker.ts`, issue 25), so that the
 * main thread's long tasks (a burst of thousands of joins on a loaded machine) do not cost the instance its
 * rooms: the lease is 3.5 s, a busy event loop can be late by more. The main thread beats every half renewal;
 * the keeper renews while the beat moves, and for at most `stallMs` after it stops (then a wedged instance's
 * rooms move as a killed one's do). `running` turns false when the thread died: the caller renews itself.
 */
export class LeaseKeeper {
  running = true;
  private readonly worker: Worker;
  private readonly beat = new Int32Array(new SharedArrayBuffer(4));
  private readonly beating: NodeJS.Timeout;

  constructor(
    redis: Redis,
    config: Omit<LeaseWorkerData, 'redis' | 'heartbeat'>,
    lost: (alias: string, token: number) => void,
    onDown: (error: unknown) => void,
  ) {
    // From the source (tests, tsx) the thread runs the .ts file as is; the build puts lease-worker.js beside main.js.
    const file = new URL(import.meta.url.endsWith('.ts') ? './lease-worker.ts' : './lease-worker.js', import.meta.url);
    const workerData: LeaseWorkerData = { ...config, redis: connectionOf(redis), heartbeat: this.beat.buffer as SharedArrayBuffer };
    this.worker = new Worker(file, { workerData });
    this.worker.unref();
    this.worker.on('message', (message: FromKeeper) => {
      if (message.k === 'lost') lost(message.alias, message.token);
    });
    const down = (error: unknown) => {
      if (!this.running) return;
      this.running = false;
      onDown(error);
    };
    this.worker.on('error', down);
    this.worker.on('exit', (code) => down(new Error(`lease keeper exited (${code})`)));
    this.beating = setInterval(() => Atomics.add(this.beat, 0, 1), config.renewMs / 2);
    this.beating.unref();
  }

  hold(alias: string, token: number, keys: [string, string]) {
    this.send({ k: 'hold', alias, token, keys });
  }

  release(alias: string) {
    this.send({ k: 'release', alias });
  }

  /** Releases every lease (the rooms are free for another instance at once) and ends the thread. */
  async close() {
    clearInterval(this.beating);
    if (this.running) {
      const closed = new Promise<void>((done) => {
        this.worker.on('message', (message: FromKeeper) => message.k === 'closed' && done());
        setTimeout(done, 2000).unref();
      });
      this.send({ k: 'close' });
      await closed;
    }
    this.running = false;
    await this.worker.terminate();
  }

  private send(message: ToKeeper) {
    if (this.running) this.worker.postMessage(message);
  }
}
