import type { Redis } from 'ioredis';

/** Read again this long after a key's expiry (Redis expires a key it is asked for at once; timers may run early by a ms). */
const MARGIN_MS = 20;
/** A key without an expiry, or Redis away: read again after this. */
const RETRY_MS = 1000;
/** Never read one key more often than this, however close its expiry. */
const MIN_MS = 50;
/**
 * A key found gone is read once more this much later before its watcher is told: an owner whose renewal came a
 * moment late (its event loop busy, a starved machine) takes its lease back with the same token, and its rooms'
 * sockets elsewhere need not reconnect. A killed owner is then seen gone its lease plus this after its last renewal.
 */
export const LAPSE_MS = 500;

// KEYS: the keys. Returns each key's value (nil: none) and its time to live in ms (-2: none, -1: no expiry), in turn.
const READ = `
local out = {}
for i, key in ipairs(KEYS) do
  out[2 * i - 1] = redis.call('GET', key)
  out[2 * i] = redis.call('PTTL', key)
end
return out`;

/** What a watcher is told at each read: the key's value (null: gone); it answers whether to keep watching. */
export type KeySeen = (value: string | null) => boolean;

/**
 * Watches keys that live by renewal (a room's lease, an instance's alive key) without polling them (issue 25):
 * a key can change owner or vanish only once its expiry has passed, so each is read again just after the expiry
 * Redis last gave for it. A renewed key is then seen with its new expiry (one read per lease lifetime, about
 * 3 s, instead of four a second); a killed owner's key is seen gone as it expires (and stays gone for `LAPSE_MS`).
 * The keys due together are read in one script.
 */
export class KeyWatch {
  private readonly watched = new Map<string, { seen: KeySeen; due: number; lapsed?: boolean }>();
  private timer: NodeJS.Timeout | null = null;
  private armedFor = Infinity;
  private reading = false;

  constructor(private readonly redis: Redis) {}

  /** Reads `key` soon, then after each expiry, telling `seen`, until it answers false (a watched key keeps its time). */
  watch(key: string, seen: KeySeen) {
    const known = this.watched.get(key);
    this.watched.set(key, { seen, due: known?.due ?? Date.now() });
    this.arm();
  }

  close() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.watched.clear();
  }

  private arm() {
    if (this.reading || !this.watched.size) return;
    const next = Math.min(...[...this.watched.values()].map((entry) => entry.due));
    if (this.timer && next >= this.armedFor) return;
    if (this.timer) clearTimeout(this.timer);
    this.armedFor = next;
    this.timer = setTimeout(() => void this.read(), Math.max(0, next - Date.now()));
    this.timer.unref();
  }

  private async read() {
    this.timer = null;
    this.armedFor = Infinity;
    this.reading = true;
    const now = Date.now();
    const keys = [...this.watched].filter(([, entry]) => entry.due <= now + MARGIN_MS).map(([key]) => key);
    if (!keys.length) {
      this.reading = false;
      return this.arm();
    }
    try {
      const answer = (await this.redis.eval(READ, keys.length, ...keys)) as Array<string | number | null>;
      const readAt = Date.now();
      keys.forEach((key, i) => {
        const entry = this.watched.get(key);
        if (!entry) return;
        const value = answer[2 * i] as string | null;
        const ttl = Number(answer[2 * i + 1]);
        if (value === null && !entry.lapsed) {
          entry.lapsed = true;
          entry.due = readAt + LAPSE_MS;
          return;
        }
        entry.lapsed = false;
        if (!entry.seen(value)) this.watched.delete(key);
        else entry.due = readAt + (ttl > 0 ? Math.max(MIN_MS, ttl + MARGIN_MS) : RETRY_MS);
      });
    } catch {
      // Redis away: the keys stay as last seen, read again in a second.
      for (const key of keys) {
        const entry = this.watched.get(key);
        if (entry) entry.due = Date.now() + RETRY_MS;
      }
    } finally {
      this.reading = false;
      this.arm();
    }
  }
}
