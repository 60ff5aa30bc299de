import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { subscriberFor } from '../../cluster/redis';

/**
 * Someone live messages are addressed to: an account (notifications, ringing), a room member (1-1 messages), or
 * an account's session-bound sockets (told which sessions ended, to close theirs).
 */
export type Recipient = `account:${number}` | `member:${string}` | `sessions:${number}`;

/**
 * Reaches a recipient's sockets on other instances (issue 25). The instance that serves a socket follows its
 * recipient while the socket is open; a sender publishes without knowing where the sockets are.
 */
export interface RecipientRelay {
  /** A socket of this recipient is served here: resolves once messages published for it anywhere reach this instance. */
  follow(recipient: Recipient): Promise<void>;
  /** That socket closed. */
  unfollow(recipient: Recipient): void;
  /** To the recipient's sockets on the other instances; how many other instances follow it (0 when Redis is away). */
  publish(recipient: Recipient, message: Record<string, unknown>): Promise<number>;
  close(): void;
}

const channelOf = (recipient: string) => `platform:to:${recipient}`;
const PREFIX = channelOf('');

/** What travels on a recipient's channel: the message, and the instance that already delivered it to its own sockets. */
interface Envelope {
  from: string;
  message: Record<string, unknown>;
}

/**
 * The relay on Redis pub/sub, one channel per recipient (`platform:to:account:<id>`, `platform:to:member:<id>`):
 * an instance subscribes while it serves at least one socket of the recipient and unsubscribes with the last, so
 * a message reaches only the instances that have someone to give it to. The sender delivers to its own sockets
 * itself and publishes with its id; every instance skips what it sent, so no socket gets a message twice.
 * Subscriptions are renewed whenever the connection is ready again (after Redis was away, or when a subscribe
 * failed meanwhile). A message published while Redis is away is lost for the other instances (said once in the
 * log); notifications stay in the database and the page reads them on its next load.
 */
export async function redisRecipientRelay(deps: {
  redis: Redis;
  instanceId: string;
  log: FastifyBaseLogger;
  /** Gives a message from another instance to this instance's sockets of the recipient. */
  deliver: (recipient: Recipient, message: Record<string, unknown>) => void;
}): Promise<RecipientRelay> {
  const { redis, instanceId: self, log } = deps;
  const followers = new Map<string, number>();
  let failing = false;
  const subscriber = await subscriberFor(redis);
  subscriber.on('ready', () => {
    if (followers.size) subscriber.subscribe(...[...followers.keys()].map(channelOf)).catch(() => undefined);
  });
  subscriber.on('message', (channel: string, text: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return log.warn('unreadable message for a recipient from another instance ignored');
    }
    if (envelope.from === self || !envelope.message || typeof envelope.message !== 'object') return;
    deps.deliver(channel.slice(PREFIX.length) as Recipient, envelope.message);
  });

  return {
    follow(recipient) {
      const count = followers.get(recipient) ?? 0;
      followers.set(recipient, count + 1);
      if (count > 0) return Promise.resolve();
      // Redis away: the socket still gets what this instance sends it; the subscription comes back with Redis.
      return subscriber.subscribe(channelOf(recipient)).then(
        () => undefined,
        () => undefined,
      );
    },
    unfollow(recipient) {
      const count = followers.get(recipient) ?? 0;
      if (count > 1) return void followers.set(recipient, count - 1);
      followers.delete(recipient);
      subscriber.unsubscribe(channelOf(recipient)).catch(() => undefined);
    },
    async publish(recipient, message) {
      try {
        const reached = await redis.publish(channelOf(recipient), JSON.stringify({ from: self, message } satisfies Envelope));
        failing = false;
        // Redis counts this instance too when it follows the recipient (it skips its own message).
        return reached - (followers.has(recipient) ? 1 : 0);
      } catch (error) {
        if (!failing) log.warn({ err: error }, 'live messages for sockets on other instances not sent while Redis is away');
        failing = true;
        return 0;
      }
    },
    close() {
      subscriber.disconnect();
    },
  };
}
