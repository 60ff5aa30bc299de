import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Connection } from '#src/lib/connection.ts';
import type { RoomMember } from '../sockets/room-registry';
import type { MemberSession, SignalHub } from '../sockets/signal-hub';
import { KeyWatch } from './key-watch';
import { ownerKey, parseOwner, RoomLeases, type Owner } from './lease';
import { RemoteSockets } from './remote-sockets';
import { SocketTunnels } from './tunnels';
import { instanceAliveKey } from '#src/cluster/instances.ts';
import { CLOSE_DROPPED, instanceChannel, type Announce, type InstanceMessage } from './wire';

/** This instance's alive key lives this long, renewed every second: another instance sees it gone within 4 s of a kill. */
const ALIVE_MS = 4000;
const ALIVE_RENEW_MS = 1000;
const ROOM_UNAVAILABLE = 1011;

/**
 * A live room across instances (issue 25): each room has one owner instance (a lease with a fencing
 * token, `lease.ts`), which holds the `Room` and serves every member's socket through the same hub,
 * dispatcher and command router as one process does. A socket that lands on another instance is
 * tunnelled to the owner (`tunnels.ts` here, `remote-sockets.ts` there) over Redis pub/sub; when the
 * owner dies or loses its lease, the tunnels close and the pages reconnect with their resume proof.
 */
export async function clusterRooms(deps: {
  redis: Redis;
  hub: SignalHub;
  instanceId: string;
  inUse: (alias: string) => boolean;
  dropRoom: (alias: string) => void;
  /** Announces through this instance's fan-out when the room is live here (false when it is not). */
  announceHere: (alias: string, message: Announce['message']) => boolean;
  log: FastifyBaseLogger;
}): Promise<{ announce(alias: string, message: Announce['message']): void; close(): Promise<void> }> {
  const { redis, hub, instanceId: self, log } = deps;
  // Redis away: said once per outage (a room's frames would say it thousands of times), not for every message.
  let failing = false;
  const publish = (instance: string, message: InstanceMessage) => {
    redis.publish(instanceChannel(instance), JSON.stringify(message)).then(
      () => {
        failing = false;
      },
      (error: Error) => {
        if (!failing) log.warn({ err: error, instance, kind: message.k }, 'room messages to other instances not sent while Redis is away');
        failing = true;
      },
    );
  };
  const leases = new RoomLeases(
    redis,
    self,
    (alias) => deps.inUse(alias),
    (alias) => {
      log.warn({ alias }, 'room lease taken by another instance: its sockets here close and reconnect there');
      remotes.dropRoom(alias);
      deps.dropRoom(alias);
    },
    { warn: (err, message) => log.error({ err }, message) },
  );
  const remotes = new RemoteSockets(hub, self, (alias) => leases.token(alias), publish);
  const tunnels = new SocketTunnels(self, publish, (detail, message) => log.warn(detail, message));

  const subscriber = redis.duplicate();
  subscriber.on('error', () => undefined); // reconnects by itself; the main connection reports the loss
  await subscriber.connect().catch(() => undefined);
  subscriber.on('message', (_channel: string, text: string) => {
    let message: InstanceMessage;
    try {
      message = JSON.parse(text) as InstanceMessage;
    } catch {
      return log.warn('unreadable room message from another instance ignored');
    }
    if (message.k === 'out' || message.k === 'refused') tunnels.receive(message);
    else if (message.k === 'announce') deps.announceHere(message.alias, message.message);
    else {
      remotes.receive(message);
      if (message.k === 'open') watchHolder(message.from);
    }
  });
  await subscriber.subscribe(instanceChannel(self));

  // Nothing polls: a room's lease and a holder's alive key can change only once they expire, so each is read
  // again just after the expiry Redis gave for it (key-watch.ts), about once per 3 s per room or holder.
  const keys = new KeyWatch(redis);
  /** A room with sockets tunnelled from here: they close when its owner is no longer the one they were opened with. */
  const watchOwner = (alias: string) =>
    keys.watch(ownerKey(alias), (now) => {
      for (const owner of tunnels.ownersOf(alias)) {
        if (now === owner) continue;
        log.warn({ alias, owner, now }, 'room owner gone: its sockets here close and reconnect');
        tunnels.ownerGone(alias, owner);
      }
      return tunnels.ownersOf(alias).length > 0;
    });
  /** An instance holding sockets of a room owned here: killed without a word, its sockets are dropped connections (grace period). */
  const watchHolder = (holder: string) =>
    keys.watch(instanceAliveKey(holder), (alive) => {
      if (alive === null) remotes.dropHolder(holder, CLOSE_DROPPED);
      return alive !== null && remotes.holders().has(holder);
    });
  const alive = setInterval(() => void redis.set(instanceAliveKey(self), '1', 'PX', ALIVE_MS).catch(() => undefined), ALIVE_RENEW_MS);
  alive.unref();
  await redis.set(instanceAliveKey(self), '1', 'PX', ALIVE_MS);

  hub.placeMembers((member: RoomMember, connection: Connection, origin?: string): MemberSession => {
    let session: MemberSession | null = null;
    const placed = leases
      .claim(member.alias)
      .then((owner: Owner) => {
        if (owner.mine) return void (session = hub.connectHere(member, connection, origin));
        session = tunnels.open(owner, member, connection, origin);
        watchOwner(member.alias);
      })
      .catch((error: Error) => {
        // Redis away: a room this instance owns keeps serving here; any other cannot be placed until it returns.
        if (leases.token(member.alias) !== undefined) return void (session = hub.connectHere(member, connection, origin));
        log.warn({ err: error, alias: member.alias }, 'room owner unknown (Redis): socket closed');
        connection.close(ROOM_UNAVAILABLE, 'room unavailable');
      });
    return {
      message: (raw) => placed.then(() => session?.message(raw)),
      close: (code) => void placed.then(() => session?.close(code)),
    };
  });

  return {
    /** An announcement for a room not live here: to its owner, if one holds it (none: nobody is in the room). */
    announce(alias: string, message: Announce['message']) {
      leases
        .current([alias])
        .then(([owner]) => {
          if (owner && !parseOwner(owner, self).mine) publish(parseOwner(owner, self).instance, { k: 'announce', alias, message });
        })
        .catch(() => log.warn({ alias, type: message.type }, 'room announcement not handed to its owner: Redis is away'));
    },
    async close() {
      clearInterval(alive);
      keys.close();
      tunnels.closeAll();
      await leases.close();
      await redis.del(instanceAliveKey(self)).catch(() => 0);
      subscriber.disconnect();
    },
  };
}
