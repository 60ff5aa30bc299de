import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorBody,
  END_TO_END_REFUSAL,
  isEndToEndRoom,
  BroadcastCapability,
  BroadcastHlsParams,
  BroadcastHlsQuery,
  BroadcastWorkerJoin,
  BroadcastWorkerJoinBody,
  BroadcastWorkerSocketQuery,
} from '@platform/contracts';
import type { AppContext } from '../../context';
import { AppError, errors } from '../../errors';
import { replies } from '../../lib/replies';
import { liveKitRecorderMedia } from '../call-config/service';
import { socketConnection } from '../../lib/connection';
import type { RoomDoor } from '../rooms/door';
import { Refused, type RefusalDetail } from '../rooms/refusals';
import { isModerator } from '@platform/contracts';
import type { AudienceStream } from './audience-hls';
import type { BroadcastControls } from './broadcast-controls';
import { BroadcastRefused, type BroadcastService } from './broadcast-service';
import { HlsRevocations } from './hls-revocations';
import { grantQueryString, ViewerGrants } from './viewer-grants';

const grantRefused = () => new AppError(403, 'hls_grant_refused', 'This stream is only for people the room admitted.');

/** The single playlist of a stream without languages, or a build's master, variant playlists and segments (g3-vi-00012.ts). */
const HLS_FILE = /^(index\.m3u8|segment-\d{5}\.ts|g\d{1,6}-[a-z]{2,8}(\.m3u8|-\d{5}\.ts))$/;
const ALIAS = /^[\w-]{1,64}$/;

/**
 * Broadcast over HTTP and the room socket: the capability the call page reads, the worker's ticket
 * exchange and socket (WebM in, outputs out), HLS files, and the host's record/live commands.
 * HTTP shapes in libs/contracts/src/rest/broadcast.ts.
 */
export async function broadcastRoutes(
  scope: FastifyInstance,
  ctx: AppContext,
  rooms: RoomDoor,
  broadcast: BroadcastService,
  audience: AudienceStream | null = null,
  controls: BroadcastControls = broadcast,
  grants = new ViewerGrants(),
) {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['broadcast'];

  app.get(
    '/capability',
    {
      schema: {
        tags,
        summary: 'Whether this server can record and livestream, and what it lacks (with the install command)',
        response: replies(BroadcastCapability, []),
      },
    },
    async () => controls.capability(),
  );

  app.post(
    '/worker/join',
    {
      schema: {
        tags,
        summary: "The composite page trades its single-use worker ticket for the recorder's room ticket",
        body: BroadcastWorkerJoinBody,
        response: replies(BroadcastWorkerJoin, [400, 401]),
      },
    },
    async (request) => {
      const joined = await broadcast.redeemWorkerTicket(request.body.ticket);
      if (!joined) throw errors.unauthorized();
      // On LiveKit the room's media is there, not on the mesh: the worker records it as a hidden subscriber.
      const livekit = ctx.config.livekit;
      return livekit ? { ...joined, livekit: await liveKitRecorderMedia(livekit, joined.alias, joined.member_id) } : joined;
    },
  );

  const pageOwners = new WeakMap<object, string>();
  app.get(
    '/worker/socket',
    {
      websocket: true,
      schema: {
        tags,
        summary:
          'The composite page: outputs to record come in as JSON; WebM frames (tag byte 0 record, 1 live, 2.. language mixes), {type:started,kind,at} and {type:mixes,languages,at} go out',
        querystring: BroadcastWorkerSocketQuery,
      },
      preValidation: async (request) => {
        const token = String(request.query.token ?? '');
        if (!broadcast.knowsPage(token)) throw errors.unauthorized();
        pageOwners.set(request, token);
      },
    },
    (socket, request) => {
      const page = broadcast.attachPage(pageOwners.get(request) ?? '', socketConnection(socket));
      if (!page) return socket.close(4001, 'unauthorized');
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        if (isBinary) page.data(data);
        else if (data.length < 1024) page.text(data.toString());
      });
      socket.on('close', () => page.close());
      socket.on('error', () => socket.terminate());
    },
  );

  // HLS for viewers (issue 26): only with a grant the room gave a member it still admits (another
  // room's, an expired or a forged grant, a removed or blocked member: 403). Segments never change
  // (cached for good: a cache keys them by path, which names the room, and checks the grant before it
  // answers). The live playlist changes every segment: browsers always revalidate it, while a CDN in
  // front may keep it 1 s, which collapses thousands of viewers' polls into one request per second
  // per edge (issue 13). No `access-control-allow-origin`: the player is served from this origin.
  app.get(
    '/hls/:alias/:file',
    {
      schema: {
        tags,
        summary:
          'HLS live playlist and segments of a room that is live, with the viewer grant the room gave an admitted member (room command hls.grant)',
        params: BroadcastHlsParams,
        querystring: BroadcastHlsQuery,
        response: {
          200: {
            description: 'The playlist or segment',
            content: {
              'application/vnd.apple.mpegurl': { schema: Type.String() },
              'video/mp2t': { schema: Type.String({ format: 'binary' }) },
            },
          },
          400: ApiErrorBody,
          403: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { alias, file } = request.params;
      if (!ALIAS.test(alias) || !HLS_FILE.test(file)) throw errors.notFound('File');
      const viewer = grants.verify(alias, request.query);
      if (!viewer || !(await rooms.admitted({ alias, memberId: viewer }))) throw grantRefused();
      const full = path.join(broadcast.hlsFolder(), alias, file);
      const info = await stat(full).catch(() => null);
      if (!info) throw errors.notFound('File');
      const playlist = file.endsWith('.m3u8');
      reply
        .header('content-type', playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
        .header('cache-control', playlist ? 'public, max-age=0, s-maxage=1' : 'public, max-age=31536000, immutable')
        .header('content-length', String(info.size));
      // A file stream: the 200's documented body is the file itself, which the type provider cannot type.
      return reply.send(createReadStream(full) as never);
    },
  );

  // Behind nginx (hls-grants.conf) playlists are served from disk: a member who leaves gets a marker file
  // there that refuses their grant, as the route above refuses it by asking the room.
  rooms.observeMediaSeats(new HlsRevocations(() => broadcast.hlsFolder(), scope.log));

  // An admitted member's grant to the room's HLS, renewed by the player at half its life while they stay admitted.
  rooms.command('hls.grant', (room, self) => {
    if (isEndToEndRoom(room.mode)) throw new Refused(END_TO_END_REFUSAL);
    const grant = grants.issue(room.alias, self.id);
    return { hls_grant: { query: grantQueryString(grant), expires_at: Number(grant.expires) * 1000 } };
  });

  // Room socket (commands declared in @platform/contracts, checked by the room before these run):
  // host and co-hosts command the broadcast; everyone admitted may ask for its state (late joiners).
  rooms.command('broadcast.sync', (room, _self, _message, { connection }) => {
    connection.send(controls.stateOf(room.alias) as Record<string, unknown>);
    const audienceStatus = audience?.statusOf(room.alias);
    if (audienceStatus) connection.send(audienceStatus);
  });
  // The host's saved stream targets (name and server only), so that a co-host can pick among them too.
  rooms.command('broadcast.targets', async (room, self) => {
    if (!isModerator(self)) throw new Refused('permission_denied');
    return { targets: await controls.targetsOf(room.hostAccountId) };
  });
  rooms.command('broadcast.command', async (room, self, { action, target_ids }) => {
    try {
      if (!isModerator(self)) throw new BroadcastRefused('permission_denied');
      if (isEndToEndRoom(room.mode)) throw new BroadcastRefused(END_TO_END_REFUSAL);
      if (action === 'live.start') await audience?.handOver(room.alias);
      await controls.command(room.alias, action, target_ids);
      return { action };
    } catch (error) {
      if (!(error instanceof BroadcastRefused)) throw error;
      throw new Refused(error.code, undefined, { action, ...(error.extra as RefusalDetail) });
    }
  });
}
