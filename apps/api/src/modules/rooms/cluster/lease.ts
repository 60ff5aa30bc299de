import type { Redis } from 'ioredis';
import { LeaseKeeper, STALL_MS } from './lease-keeper';

/** How long a lease lives without renewal; the owner renews it every second (issue 25: another instance takes over within 5 s). */
export const LEASE_MS = 3500;
export const RENEW_MS = 1000;

/** Who owns a live room: an instance and its fencing token (the room's epoch when the lease was taken). */
export interface Owner {
  instance: string;
  token: number;
  mine: boolean;
}

export const ownerKey = (alias: string) => `platform:room:${alias}:owner`;
const epochKey = (alias: string) => `platform:room:${alias}:epoch`;

// KEYS: owner, epoch. ARGV: this instance, lease ms. Returns "<instance>:<token>" of whoever owns the room,
// taking it (with a new, higher token) when nobody does.
const CLAIM = `
local held = redis.call('GET', KEYS[1])
if held then return held end
local token = redis.call('INCR', KEYS[2])
local owner = ARGV[1] .. ':' .. token
redis.call('SET', KEYS[1], owner, 'PX', ARGV[2])
return owner`;

// KEYS: owner, epoch. ARGV: "<instance>:<token>", token, lease ms. 1: still ours (renewed, or taken back after
// Redis was away if nobody took the room meanwhile: the epoch is still our token, or lower when Redis came back
// empty, and then raised back so tokens never repeat); 0: another owns it now.
const RENEW = `
local held = redis.call('GET', KEYS[1])
if held == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[3]) return 1 end
local token = tonumber(ARGV[2])
if (not held) and tonumber(redis.call('GET', KEYS[2]) or '0') <= token then
  redis.call('SET', KEYS[2], token)
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3]) return 1
end
return 0`;

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

export function parseOwner(value: string, self: string): Owner {
  const cut = value.lastIndexOf(':');
  const instance = value.slice(0, cut);
  return { instance, token: Number(value.slice(cut + 1)), mine: instance === self };
}

/**
 * The leases of the live rooms this instance owns (issue 25): `SET NX PX` under a fencing token from
 * `INCR platform:room:<alias>:epoch`, renewed every second while the room is in use here (by the lease
 * keeper's thread, `lease-keeper.ts`, so that a busy event loop does not lose them), released when it is
 * not. A renewal that finds another owner is a lost lease: `lost(alias)` drops the room here.
 */
export class RoomLeases {
  private readonly held = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;
  private readonly keeper: LeaseKeeper;

  constructor(
    private readonly redis: Redis,
    private readonly self: string,
    private readonly inUse: (alias: string) => boolean,
    private readonly lost: (alias: string) => void,
    options: { stallMs?: number; warn?: (error: unknown, message: string) => void } = {},
  ) {
    const config = {
      self,
      leaseMs: LEASE_MS,
      renewMs: RENEW_MS,
      stallMs: options.stallMs ?? STALL_MS,
      renewScript: RENEW,
      releaseScript: RELEASE,
    };
    this.keeper = new LeaseKeeper(
      redis,
      config,
      (alias, token) => this.held.get(alias) === token && this.drop(alias),
      // Its thread gone (it should not): this thread renews, as before there was one.
      (error) => options.warn?.(error, 'room lease keeper stopped: leases renewed on the main thread'),
    );
    this.timer = setInterval(() => void this.tick(), RENEW_MS);
    this.timer.unref();
  }

  /** The room's owner, taking the lease when nobody holds it. */
  async claim(alias: string): Promise<Owner> {
    const owner = parseOwner(String(await this.redis.eval(CLAIM, 2, ownerKey(alias), epochKey(alias), this.self, LEASE_MS)), this.self);
    if (owner.mine) {
      this.held.set(alias, owner.token);
      this.keeper.hold(alias, owner.token, [ownerKey(alias), epochKey(alias)]);
    }
    return owner;
  }

  /** Whoever holds the room's lease now ("<instance>:<token>"), or null. */
  async current(aliases: string[]): Promise<Array<string | null>> {
    return aliases.length ? this.redis.mget(aliases.map(ownerKey)) : [];
  }

  /** This instance's token for a room it owns, or undefined. */
  token(alias: string): number | undefined {
    return this.held.get(alias);
  }

  private drop(alias: string) {
    this.held.delete(alias);
    this.lost(alias);
  }

  /** Rooms no longer in use here are let go (the keeper releases them); without a keeper, the rest are renewed here. */
  private async tick() {
    for (const [alias, token] of [...this.held]) {
      const me = `${this.self}:${token}`;
      try {
        if (!this.inUse(alias)) {
          this.held.delete(alias);
          if (this.keeper.running) this.keeper.release(alias);
          else await this.redis.eval(RELEASE, 1, ownerKey(alias), me);
        } else if (
          !this.keeper.running &&
          !Number(await this.redis.eval(RENEW, 2, ownerKey(alias), epochKey(alias), me, token, LEASE_MS))
        ) {
          this.drop(alias);
        }
      } catch {
        // Redis away: keep serving the room's sockets here; the next renewal tells whether it is still ours.
      }
    }
  }

  /** Shutting down: the rooms are free for another instance at once. */
  async close() {
    clearInterval(this.timer);
    const held = [...this.held];
    this.held.clear();
    const released = this.keeper.running;
    await this.keeper.close();
    if (!released)
      await Promise.all(held.map(([alias, token]) => this.redis.eval(RELEASE, 1, ownerKey(alias), `${this.self}:${token}`).catch(() => 0)));
  }
}
