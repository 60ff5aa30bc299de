import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { shared } from '#src/cluster/redis.ts';
import type { KeptSettings, SettingsKeeper } from '../kept-settings';

/** As long as a member row (`room_members`): a room nobody came back to is forgotten by then. */
const KEPT_SECONDS = 12 * 60 * 60;
const keyOf = (alias: string) => `platform:room:${alias}:settings`;
const admittedKey = (alias: string) => `platform:room:${alias}:admitted`;

/**
 * A live room's lock, waiting room and blocks in Redis (issue 25), written by its owner on each change
 * (in order, on one connection) and read by the instance that takes the room over after the owner is gone;
 * and who is admitted (a set the owner keeps), read by instances that do not hold the room.
 */
export class RedisSettings implements SettingsKeeper {
  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {}

  async load(alias: string): Promise<KeptSettings | null> {
    const kept = await this.redis.get(keyOf(alias));
    return kept ? (JSON.parse(kept) as KeptSettings) : null;
  }

  keep(alias: string, settings: KeptSettings) {
    this.redis.set(keyOf(alias), JSON.stringify(settings), 'EX', KEPT_SECONDS).catch((error: Error) => {
      this.log.warn({ err: error, alias }, 'room settings not kept in Redis: a takeover now would start without them');
    });
  }

  admit(alias: string, memberId: string, yes: boolean) {
    const key = admittedKey(alias);
    const write = yes ? this.redis.multi().sadd(key, memberId).expire(key, KEPT_SECONDS).exec() : this.redis.srem(key, memberId);
    write.catch((error: Error) => {
      this.log.warn(
        { err: error, alias },
        "room's admitted members not kept in Redis: other instances may refuse or allow its playlists wrongly",
      );
    });
  }

  /** A Redis failure becomes 503 cluster_unavailable for the asker, never a refusal of someone admitted. */
  async admitted(alias: string, memberId: string): Promise<boolean> {
    return (await shared(this.redis.sismember(admittedKey(alias), memberId))) === 1;
  }

  /** For the events' live/ended answers: Redis away reads as nobody (the lists still answer). */
  async headcount(alias: string): Promise<number> {
    return this.redis.scard(admittedKey(alias)).catch(() => 0);
  }

  forget(alias: string) {
    this.redis.del(keyOf(alias), admittedKey(alias)).catch(() => 0);
  }
}
