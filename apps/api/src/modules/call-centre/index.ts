import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { RoomDoor } from '../rooms/door';
import { callCentreRoutes } from './routes';
import { CallCentreService } from './service';
import { WhiteboardRelay, type Whiteboards } from './whiteboard-relay';
import { RedisWhiteboards } from './whiteboard-cluster';
import { RedisCallStore } from './redis-call-store';

/** Wires the QR call centre and the whiteboard relay into the app (one line in app.ts). */
export async function mountCallCentre(app: FastifyInstance, ctx: AppContext, rooms: RoomDoor) {
  const service = new CallCentreService({
    db: ctx.db,
    conferences: ctx.conferences,
    outbox: ctx.outbox,
    publisher: ctx.signal,
    roomAccounts: (alias) =>
      [...(rooms.view(alias)?.participants.values() ?? [])].flatMap((p) => (p.accountId === null ? [] : [p.accountId])),
    ringTimeoutMs: Number(process.env.QR_CALL_RING_TIMEOUT_MS) || undefined,
    visitorGraceMs: Number(process.env.QR_CALL_VISITOR_GRACE_MS) || undefined,
    // Clustered, calls, agents' duty, rings and deadlines are in Redis and any instance serves them (README.md).
    store: ctx.redis ? await RedisCallStore.start(ctx.redis, ctx.config.instanceId, app.log) : undefined,
    warn: (error, what) => app.log.warn({ err: error }, `${what} failed`),
  });
  // An agent who leaves their call's room is free for the next caller at once, whichever instance rings them.
  rooms.observeMediaSeats({
    changed: () => undefined,
    gone: (alias) => service.roomLeft(alias),
    ended: (alias) => service.roomLeft(alias),
  });
  // Clustered, a board's strokes are in Redis and every instance serves its sockets (whiteboard-cluster.ts).
  const whiteboards: Whiteboards = ctx.redis
    ? await RedisWhiteboards.start(ctx.redis, ctx.config.instanceId, app.log)
    : new WhiteboardRelay();
  app.addHook('onClose', async () => {
    service.close();
    await whiteboards.close?.();
  });
  await app.register(async (scope) => callCentreRoutes(scope, ctx, service, whiteboards));
  return service;
}
