import { errors } from '../errors';

/**
 * Counts attempts per key in a fixed window (in memory: one process serves the product).
 * `hit` throws rate_limited (429 + Retry-After) once the key has used up its attempts.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowSeconds: number,
  ) {}

  /** Throws when the key is already blocked, without counting. */
  assertAllowed(key: string): void {
    const window = this.current(key);
    if (window && window.count >= this.maxAttempts) throw errors.rateLimited(this.retryAfter(window));
  }

  /** Records one (failed) attempt. */
  hit(key: string): void {
    const now = Date.now();
    const window = this.current(key) ?? { count: 0, resetAt: now + this.windowSeconds * 1000 };
    window.count += 1;
    this.windows.set(key, window);
    if (this.windows.size > 50_000) this.sweep();
  }

  /** Records an attempt and throws when it is over the limit (for actions limited on every use, like resend). */
  consume(key: string): void {
    this.assertAllowed(key);
    this.hit(key);
  }

  reset(key: string): void {
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
export class BackoffLimiter {
  private readonly keys = new Map<string, { failures: number; waitUntil: number; lastAt: number }>();

  constructor(
    private readonly options: { freeAttempts: number; baseSeconds: number; maxSeconds: number; forgetAfterSeconds: number },
    private readonly now = () => Date.now(),
  ) {}

  assertAllowed(key: string): void {
    const entry = this.current(key);
    const now = this.now();
    if (entry && entry.waitUntil > now) throw errors.rateLimited(Math.max(1, Math.ceil((entry.waitUntil - now) / 1000)));
  }

  hit(key: string): void {
    const now = this.now();
    const entry = this.current(key) ?? { failures: 0, waitUntil: 0, lastAt: now };
    entry.failures += 1;
    entry.lastAt = now;
    const over = entry.failures - this.options.freeAttempts + 1;
    if (over > 0) entry.waitUntil = now + Math.min(this.options.maxSeconds, this.options.baseSeconds * 2 ** (over - 1)) * 1000;
    this.keys.set(key, entry);
    if (this.keys.size > 50_000) this.sweep();
  }

  reset(key: string): void {
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
