import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { shared } from '#src/cluster/redis.ts';
import { safeEqual } from '#src/lib/secrets.ts';
import type { MediaSeat } from '../../call-config/service';
import type { KeptFlags, KeptSettings, KeptWaiter, SettingsKeeper } from '../kept-settings';

/** As long as a member row (`room_members`): a room nobody came back to is forgotten by then. */
const KEPT_SECONDS = 12 * 60 * 60;
const keyOf = (alias: string) => `platform:room:${alias}:settings`;
/** Who is admitted: member id -> their media seat as JSON (one field each; its length is the head count). */
const seatsKey = (alias: string) => `platform:room:${alias}:seats`;
/** The hash of each admitted member's resume token (member id -> sha256), written with their seat on admission. */
const proofsKey = (alias: string) => `platform:room:${alias}:proofs`;
/** Each participant's hand, pin and denials (member id -> KeptFlags as JSON), for a takeover. */
const flagsKey = (alias: string) => `platform:room:${alias}:flags`;
/** Someone waiting in a room's waiting room (member id -> KeptWaiter as JSON): their resume finds it without a room. */
const waiterKey = (memberId: string) => `platform:waiter:${memberId}`;
/** The broadcast's recorders with an open socket: member id -> seat (never counted, never admitted). */
const recordersKey = (alias: string) => `platform:room:${alias}:recorders`;

/**
 * A live room's lock, waiting room and blocks in Redis (issue 25), written by its owner on each change
 * (in order, on one connection) and read by the instance that takes the room over after the owner is gone;
 * and who is admitted with their media seat (a hash the owner keeps), read by instances that do not hold the room.
 */
export class RedisSettings implements SettingsKeeper {
  /** The seat last written per room and member: a participant update that leaves the seat as it was writes nothing. */
  private readonly written = new Map<string, Map<string, string>>();
  /** Who this instance last kept as waiting, per room. */
  private readonly waitersWritten = new Map<string, Set<string>>();
  /** Likewise for the kept flags (most updates are a microphone or a connection state: nothing to write). */
  private readonly flagsWritten = new Map<string, Map<string, string>>();

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The room is built on this instance (new, or taken over): what another owner wrote since is not known here. */
  async load(alias: string): Promise<KeptSettings | null> {
    this.written.delete(alias);
    this.flagsWritten.delete(alias);
    this.waitersWritten.delete(alias);
    const kept = await this.redis.get(keyOf(alias));
    return kept ? (JSON.parse(kept) as KeptSettings) : null;
  }

  keep(alias: string, settings: KeptSettings) {
    this.redis.set(keyOf(alias), JSON.stringify(settings), 'EX', KEPT_SECONDS).catch((error: Error) => {
      this.log.warn({ err: error, alias }, 'room settings not kept in Redis: a takeover now would start without them');
    });
  }

  admit(alias: string, memberId: string, seat: MediaSeat | null, proof?: string) {
    const json = seat && JSON.stringify(seat);
    const room = this.written.get(alias) ?? new Map<string, string>();
    if (json === (room.get(memberId) ?? null) && !proof) return;
    if (json) room.set(memberId, json);
    else room.delete(memberId);
    if (room.size) this.written.set(alias, room);
    else this.written.delete(alias);
    const [seats, proofs] = [seatsKey(alias), proofsKey(alias)];
    const write = this.redis.multi();
    if (json) write.hset(seats, memberId, json).expire(seats, KEPT_SECONDS);
    if (json && proof) write.hset(proofs, memberId, proof).expire(proofs, KEPT_SECONDS);
    if (!json) write.hdel(seats, memberId).hdel(proofs, memberId).hdel(flagsKey(alias), memberId);
    if (!json) this.flagsWritten.get(alias)?.delete(memberId);
    write.exec().catch((error: Error) => {
      room.delete(memberId); // written again at the next change
      this.log.warn(
        { err: error, alias },
        "room's admitted members not kept in Redis: other instances may refuse or allow its playlists and media tokens wrongly",
      );
    });
  }

  keepFlags(alias: string, memberId: string, flags: KeptFlags) {
    const json = JSON.stringify(flags);
    const room = this.flagsWritten.get(alias) ?? new Map<string, string>();
    if (room.get(memberId) === json) return;
    room.set(memberId, json);
    this.flagsWritten.set(alias, room);
    const key = flagsKey(alias);
    this.redis
      .multi()
      .hset(key, memberId, json)
      .expire(key, KEPT_SECONDS)
      .exec()
      .catch((error: Error) => {
        room.delete(memberId);
        this.log.warn({ err: error, alias }, "a participant's hand or denials not kept in Redis: a takeover now would start without them");
      });
  }

  /**
   * Written when someone starts waiting, not removed when they merely leave the queue: a waiter whose socket drops
   * during a takeover leaves this owner's queue before coming back to the next one. Kept when they are let in: their
   * stored row, which a resume reads first, is written before they learn they are in, and an owner lost before
   * that would otherwise lose them; with the key they come back to the waiting room. Removed when they are shut out (`forgetWaiter`),
   * else it expires with the room's.
   */
  keepWaiting(alias: string, waiting: KeptWaiter[]) {
    const written = this.waitersWritten.get(alias) ?? new Set<string>();
    const fresh = waiting.filter((w) => !written.has(w.id));
    if (!fresh.length) return;
    for (const w of fresh) written.add(w.id);
    this.waitersWritten.set(alias, written);
    const write = this.redis.multi();
    for (const w of fresh) write.set(waiterKey(w.id), JSON.stringify(w), 'EX', KEPT_SECONDS);
    write.exec().catch((error: Error) => {
      for (const w of fresh) written.delete(w.id);
      this.log.warn({ err: error, alias }, 'waiting room not kept in Redis: a takeover now would send its waiters to join again');
    });
  }

  forgetWaiter(alias: string, memberId: string) {
    if (!this.waitersWritten.get(alias)?.delete(memberId)) return;
    this.redis.del(waiterKey(memberId)).catch(() => 0);
  }

  async waiter(memberId: string): Promise<KeptWaiter | null> {
    const json = await shared(this.redis.get(waiterKey(memberId)));
    return json ? (JSON.parse(json) as KeptWaiter) : null;
  }

  async loadFlags(alias: string): Promise<Map<string, KeptFlags>> {
    const all = await this.redis.hgetall(flagsKey(alias));
    return new Map(Object.entries(all).map(([memberId, json]) => [memberId, JSON.parse(json) as KeptFlags]));
  }

  recorder(alias: string, memberId: string, seat: MediaSeat | null) {
    this.writeSeat(recordersKey(alias), memberId, seat && JSON.stringify(seat)).catch((error: Error) => {
      this.log.warn({ err: error, alias }, "room's recorder not kept in Redis: other instances may refuse its media token");
    });
  }

  /** A Redis failure becomes 503 cluster_unavailable for the asker, never a refusal of someone admitted. */
  async admitted(alias: string, memberId: string): Promise<boolean> {
    return (await shared(this.redis.hexists(seatsKey(alias), memberId))) === 1;
  }

  async proven(alias: string, memberId: string, proof: string): Promise<boolean> {
    const kept = await shared(this.redis.hget(proofsKey(alias), memberId));
    return !!kept && safeEqual(kept, proof);
  }

  /** Likewise: a Redis failure is thrown (the asker answers 503; LiveKit's guard leaves the participant be). */
  async seatOf(alias: string, memberId: string): Promise<MediaSeat | null> {
    const json =
      (await shared(this.redis.hget(seatsKey(alias), memberId))) ?? (await shared(this.redis.hget(recordersKey(alias), memberId)));
    return json ? (JSON.parse(json) as MediaSeat) : null;
  }

  /** For the events' live/ended answers: Redis away reads as nobody (the lists still answer). */
  async headcount(alias: string): Promise<number> {
    return this.redis.hlen(seatsKey(alias)).catch(() => 0);
  }

  forget(alias: string) {
    this.written.delete(alias);
    this.flagsWritten.delete(alias);
    // Waiters' keys are left to expire: a room taken over can be empty for a moment (its waiter back first, then
    // reconnecting again), and its waiters must still find their place when they return.
    this.waitersWritten.delete(alias);
    this.redis.del(keyOf(alias), seatsKey(alias), proofsKey(alias), flagsKey(alias), recordersKey(alias)).catch(() => 0);
  }

  private async writeSeat(key: string, memberId: string, json: string | null) {
    if (json) await this.redis.multi().hset(key, memberId, json).expire(key, KEPT_SECONDS).exec();
    else await this.redis.hdel(key, memberId);
  }
}
