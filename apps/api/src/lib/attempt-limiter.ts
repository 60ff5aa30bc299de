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
