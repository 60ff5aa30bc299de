import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { callKeys as keys, RELEASE, TAKE_DUE } from './call-scripts';
import { parseDeadline, type Deadline } from './deadlines';

/** A taken deadline comes due again this long after it was taken unless the write handling it removed it. */
export const LEASE_MS = 5000;
/** What no instance was told of (a message missed while reconnecting, a lease that lapsed) is found this late at most. */
const SAFETY_SWEEP_MS = 5000;

/**
 * When the call centre's deadlines in Redis (`platform:qr-deadlines`, scored on Redis's clock) are taken, on this
 * instance (issue 25; design in README.md). Nothing runs while none is near: setting a deadline publishes its delay
 * and every instance arms one timer for the earliest it knows; each take returns the next one's delay, and a slow
 * safety sweep finds what no message told. A due deadline is taken on a lease (pushed ahead, not removed) and
 * removed by the write that handles it, or here once the handler is done; an instance dying before that loses nothing.
 */
export class RedisDeadlines {
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Infinity;
  private readonly safety: NodeJS.Timeout;
  private handler: (deadline: Deadline) => Promise<void> = async () => undefined;
  private taking = false;
  private takeAgain = false;
  private failing = false;
  private closed = false;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    this.safety = setInterval(() => void this.take(), SAFETY_SWEEP_MS);
    this.safety.unref();
    void this.take();
  }

  onDue(handler: (deadline: Deadline) => Promise<void>) {
    this.handler = handler;
  }

  /** A deadline was set this many ms from now (heard on `deadlinesChannel`, from any instance). */
  heard(text: string) {
    const inMs = Number(text);
    if (Number.isFinite(inMs)) this.arm(inMs);
  }

  /** Takes what is due now, and arms the timer for what comes next. One take at a time; asked meanwhile, one more. */
  async take(): Promise<void> {
    if (this.closed) return;
    if (this.taking) return void (this.takeAgain = true);
    this.taking = true;
    try {
      const [nextIn, lease, names] = (await this.redis.eval(TAKE_DUE, 1, keys.deadlines, LEASE_MS)) as [number, number, string[]];
      this.failing = false;
      if (nextIn >= 0) this.arm(nextIn);
      for (const name of names) void this.fire(name, lease);
    } catch (error) {
      if (!this.failing) this.log.warn({ err: error }, 'call-centre deadlines wait while Redis is away');
      this.failing = true;
    } finally {
      this.taking = false;
      if (this.takeAgain) {
        this.takeAgain = false;
        void this.take();
      }
    }
  }

  close() {
    this.closed = true;
    clearInterval(this.safety);
    if (this.timer) clearTimeout(this.timer);
  }

  /** The one timer: for the earliest deadline this instance knows of. */
  private arm(inMs: number) {
    const at = Date.now() + Math.max(0, inMs);
    if (at >= this.timerAt || this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.timerAt = Infinity;
        void this.take();
      },
      Math.max(0, inMs),
    );
    this.timer.unref();
  }

  /** Handles one taken deadline; only when that finished is it removed (a failure leaves it to come due again). */
  private async fire(name: string, lease: number) {
    const deadline = parseDeadline(name);
    try {
      if (deadline) await this.handler(deadline);
      await this.redis.eval(RELEASE, 1, keys.deadlines, name, lease);
    } catch {
      // The handler said why; the lease lapses and the deadline comes due again.
    }
  }
}
