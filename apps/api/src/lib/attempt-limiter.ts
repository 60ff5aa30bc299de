import { errors } from '../errors';

/** What a service asks of a limiter; each answer is a promise, since a clustered one asks Redis. */
export interface Limiter {
  /** Rejects with rate_limited (429 + Retry-After) when the key is blocked, without counting. */
  assertAllowed(key: string): Promise<void>;
  /** Records one (failed) attempt. */
  hit(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface AttemptLimits extends Limiter {
  /** Records an attempt, rejecting when it is over the limit (for actions limited on every use, like resend). */
  consume(key: string): Promise<void>;
}

export interface BackoffOptions {
  freeAttempts: number;
  baseSeconds: number;
  maxSeconds: number;
  forgetAfterSeconds: number;
}

/**
 * Makes a service's limiters. `name` tells one limiter's keys from another's where they share a store
 * (Redis: cluster/redis-limiters.ts, so every instance counts the same attempts); in memory each is its own.
 */
export interface LimiterFactory {
  attempts(name: string, maxAttempts: number, windowSeconds: number): AttemptLimits;
  backoff(name: string, options: BackoffOptions): Limiter;
}

/** One process: the limiters keep their counts in this process's memory. */
export const memoryLimiters: LimiterFactory = {
  attempts: (_name, maxAttempts, windowSeconds) => new AttemptLimiter(maxAttempts, windowSeconds),
  backoff: (_name, options) => new BackoffLimiter(options),
};

/**
 * Counts attempts per key in a fixed window, in this process's memory.
 * `hit` throws rate_limited (429 + Retry-After) once the key has used up its attempts.
 */
export class AttemptLimiter implements AttemptLimits {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowSeconds: number,
  ) {}

  async assertAllowed(key: string): Promise<void> {
    const window = this.current(key);
    if (window && window.count >= this.maxAttempts) throw errors.rateLimited(this.retryAfter(window));
  }

  async hit(key: string): Promise<void> {
    const now = Date.now();
    const window = this.current(key) ?? { count: 0, resetAt: now + this.windowSeconds * 1000 };
    window.count += 1;
    this.windows.set(key, window);
    if (this.windows.size > 50_000) this.sweep();
  }

  async consume(key: string): Promise<void> {
    await this.assertAllowed(key);
    await this.hit(key);
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private current(key: string) {
    const window = this.windows.get(key);
    if (window && window.resetAt <= Date.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private retryAfter(window: { resetAt: number }) {
    return Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000));
  }

  private sweep() {
    const now = Date.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * Slows guessing down without locking the rightful user out: `freeAttempts` failures per key come
 * without a wait; from then on each failure makes the key wait twice as long as the last (from `baseSeconds` up to
 * `maxSeconds`). While waiting, attempts answer rate_limited (429 + Retry-After) without being counted;
 * a success resets the key, and an idle key is forgotten after `forgetAfterSeconds`.
 */
export class BackoffLimiter implements Limiter {
  private readonly keys = new Map<string, { failures: number; waitUntil: number; lastAt: number }>();

  constructor(
    private readonly options: BackoffOptions,
    private readonly now = () => Date.now(),
  ) {}

  async assertAllowed(key: string): Promise<void> {
    const entry = this.current(key);
    const now = this.now();
    if (entry && entry.waitUntil > now) throw errors.rateLimited(Math.max(1, Math.ceil((entry.waitUntil - now) / 1000)));
  }

  async hit(key: string): Promise<void> {
    const now = this.now();
    const entry = this.current(key) ?? { failures: 0, waitUntil: 0, lastAt: now };
    entry.failures += 1;
    entry.lastAt = now;
    const over = entry.failures - this.options.freeAttempts + 1;
    if (over > 0) entry.waitUntil = now + Math.min(this.options.maxSeconds, this.options.baseSeconds * 2 ** (over - 1)) * 1000;
    this.keys.set(key, entry);
    if (this.keys.size > 50_000) this.sweep();
  }

  async reset(key: string): Promise<void> {
    this.keys.delete(key);
  }

  private current(key: string) {
    const entry = this.keys.get(key);
    if (entry && entry.lastAt + this.options.forgetAfterSeconds * 1000 <= this.now()) {
      this.keys.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    for (const key of [...this.keys.keys()]) this.current(key);
  }
}
