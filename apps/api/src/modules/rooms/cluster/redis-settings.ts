import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { KeptSettings, SettingsKeeper } from '../kept-settings';

/** As long as a member row (`room_members`): a room nobody came back to is forgotten by then. */
const KEPT_SECONDS = 12 * 60 * 60;
const keyOf = (alias: string) => `platform:room:${alias}:settings`;

/**
 * A live room's lock, waiting room and blocks in Redis (issue 25), written by its owner on each change
 * (in order, on one connection) and read by the instance that takes the room over after the owner is gone.
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

  forget(alias: string) {
    this.redis.del(keyOf(alias)).catch(() => 0);
  }
}
