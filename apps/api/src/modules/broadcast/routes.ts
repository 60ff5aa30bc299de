import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { object, required, responses } from '../../lib/schema';
import { socketConnection } from '../signal/rooms/dispatcher';
import type { RoomController } from '../rooms/controller';
import { Refused, type RefusalDetail } from '../rooms/refusals';
import { isModerator } from '../rooms/rules';
import type { AudienceStream } from './audience-hls';
import type { BroadcastControls } from './broadcast-controls';
import { BroadcastRefused, type BroadcastService } from './broadcast-service';

const HLS_FILE = /^(index\.m3u8|segment-\d{5}\.ts)$/;
const ALIAS = /^[\w-]{1,64}$/;

/**
 * Broadcast over HTTP and the room socket: the capability the call page reads, the worker's ticket
 * exchange and socket (WebM in, outputs out), HLS files, and the host's record/live commands.
 */
export async function broadcastRoutes(
  app: FastifyInstance, ctx: AppContext, rooms: RoomController, broadcast: BroadcastService,
  audience: AudienceStream | null = null, controls: BroadcastControls = broadcast,
) {
  const tags = ['broadcast'];

  app.get('/capability', {
    schema: {
      tags, summary: 'Whether this server can record and livestream, and what it lacks (with the install command)',
      response: responses({ type: 'object', properties: { available: { type: 'boolean' }, missing: { type: 'array', items: { type: 'string' } }, install: { type: ['string', 'null'] }, max_workers: { type: 'number' }, active_workers: { type: 'number' } } }, []),
    },
  }, async () => controls.capability());

  app.post<{ Body: { ticket: string } }>('/worker/join', {
    schema: {
      tags, summary: "The composite page trades its single-use worker ticket for the recorder's room ticket",
      body: object({ ticket: required(64) }, ['ticket']),
      response: responses({ type: 'object', properties: { room_ticket: { type: 'string' }, member_id: { type: 'string' }, ingest_token: { type: 'string' }, alias: { type: 'string' } } }, [400, 401]),
    },
  }, async (request) => {
    const joined = broadcast.redeemWorkerTicket(request.body.ticket);
    if (!joined) throw errors.unauthorized();
    return joined;
  });

  const pageOwners = new WeakMap<object, string>();
  app.get<{ Querystring: { token?: string } }>('/worker/socket', {
    websocket: true,
    schema: { tags, summary: 'The composite page: outputs to record come in as JSON; WebM frames (tag byte 0 record, 1 live) and {type:started,kind,at} go out' },
    preValidation: async (request) => {
      const token = String(request.query.token ?? '');
      if (!broadcast.knowsPage(token)) throw errors.unauthorized();
      pageOwners.set(request, token);
    },
  }, (socket, request) => {
    const page = broadcast.attachPage(pageOwners.get(request) ?? '', socketConnection(socket));
    if (!page) return socket.close(4001, 'unauthorized');
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) page.data(data);
      else if (data.length < 1024) page.text(data.toString());
    });
    socket.on('close', () => page.close());
    socket.on('error', () => socket.terminate());
  });

  // HLS for viewers: segments never change (cached for good), the live playlist always does.
  app.get<{ Params: { alias: string; file: string } }>('/hls/:alias/:file', {
    schema: { tags, summary: 'HLS live playlist and segments of a room that is live' },
  }, async (request, reply) => {
    const { alias, file } = request.params;
    if (!ALIAS.test(alias) || !HLS_FILE.test(file)) throw errors.notFound('File');
    const full = path.join(broadcast.hlsFolder(), alias, file);
    const info = await stat(full).catch(() => null);
    if (!info) throw errors.notFound('File');
    const playlist = file.endsWith('.m3u8');
    reply
      .header('content-type', playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
      .header('cache-control', playlist ? 'no-cache, no-store' : 'public, max-age=31536000, immutable')
      .header('content-length', String(info.size))
      .header('access-control-allow-origin', '*');
    return reply.send(createReadStream(full));
  });

  // Room socket (commands declared in @platform/contracts, checked by the room before these run):
  // host and co-hosts command the broadcast; everyone admitted may ask for its state (late joiners).
  rooms.command('broadcast.sync', (room, _self, _message, { connection }) => {
    connection.send(controls.stateOf(room.alias) as Record<string, unknown>);
  });
  // The host's saved stream targets (name and server only), so that a co-host can pick among them too.
  rooms.command('broadcast.targets', async (room, self) => {
    if (!isModerator(self)) throw new Refused('permission_denied');
    return { targets: await controls.targetsOf(room.hostAccountId) };
  });
  rooms.command('broadcast.command', async (room, self, { action, target_ids }) => {
    try {
      if (!isModerator(self)) throw new BroadcastRefused('permission_denied');
      if (action === 'live.start') await audience?.handOver(room.alias);
      await controls.command(room.alias, action, target_ids);
      return { action };
    } catch (error) {
      if (!(error instanceof BroadcastRefused)) throw error;
      throw new Refused(error.code, undefined, { action, ...(error.extra as RefusalDetail) }, error.message);
    }
  });
}
