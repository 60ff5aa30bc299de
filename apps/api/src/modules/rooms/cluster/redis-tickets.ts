import type { Redis } from 'ioredis';
import { shared } from '#src/cluster/redis.ts';
import { sha256 } from '#src/lib/secrets.ts';
import type { RoomMember } from '../sockets/room-registry';
import type { TicketStore } from '../sockets/tickets';

/**
 * Socket tickets in Redis (issue 25): `SET platform:ticket:<sha256> <member> PX ttl`, redeemed with `GETDEL`,
 * so a ticket opens one socket on whichever instance, once. Only the hash is a key (a Redis dump holds no
 * usable ticket); the value is the member, whom the redeeming instance may not know.
 */
export class RedisTickets implements TicketStore {
  readonly crossInstance = true;

  constructor(private readonly redis: Redis) {}

  async issue(ticket: string, member: RoomMember, ttlMs: number) {
    await shared(this.redis.set(keyOf(ticket), JSON.stringify(member), 'PX', ttlMs));
  }

  async take(ticket: string): Promise<RoomMember | null> {
    const stored = await shared(this.redis.getdel(keyOf(ticket)));
    if (!stored) return null;
    try {
      return JSON.parse(stored) as RoomMember;
    } catch {
      return null;
    }
  }

  sweep() {}
}

const keyOf = (ticket: string) => `platform:ticket:${sha256(ticket)}`;
