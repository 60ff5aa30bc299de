import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody, CallConfig, CallConfigBody } from '@platform/contracts';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import type { RoomDoor } from '../rooms/door';
import { liveKitGuardFor } from './livekit-guard';
import { liveKitConfig, meshConfig } from './service';

/**
 * Call config, mounted under /call-config. Without LiveKit: the mesh's ICE servers. With LiveKit: a
 * media token only for a participant admitted to the live room, proved by their resume token (member
 * ids are visible to everyone in the room), under their own identity and name, publishing only on stage.
 * End-to-end rooms get LiveKit too when it is configured (issue 26): their browsers encrypt every frame with
 * a key derived from the secret in the invite link's #fragment, which no server ever receives, so the SFU
 * forwards only ciphertext; without LiveKit they stay on the mesh, where nothing server-side receives media.
 */
export async function callConfigRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/config',
    {
      schema: {
        tags: ['call'],
        summary: 'Media settings for a room: a LiveKit URL and token for an admitted member, or the mesh ICE servers',
        body: CallConfigBody,
        response: { 200: CallConfig, 400: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const event = await ctx.conferences.byAlias(request.body.alias);
      if (!ctx.config.livekit) return meshConfig(ctx.config);
      const rooms: RoomDoor = scope.rooms;
      const { participant_id: memberId, resume_token: token } = request.body;
      // Any instance answers: a room held elsewhere is read as its owner keeps it (several instances).
      const seat =
        memberId && token && (await rooms.canResume(memberId, token, event.alias)) ? await rooms.mediaSeat(event.alias, memberId) : null;
      if (!seat) throw errors.permissionDenied();
      return liveKitConfig(ctx.config.livekit, event.alias, seat);
    },
  );

  const livekit = ctx.config.livekit;
  if (!livekit) return;
  // The LiveKit room follows the product's room: leaves, removals, stage and device rights (livekit-guard.ts).
  const rooms: RoomDoor = scope.rooms;
  const guard = liveKitGuardFor(livekit, (alias, identity) => rooms.mediaSeat(alias, identity), scope.log);
  rooms.observeMediaSeats(guard);
  // LiveKit posts its webhooks as application/webhook+json, signed over the exact bytes.
  scope.addContentTypeParser('application/webhook+json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/livekit/webhook',
    {
      schema: { hide: true },
    },
    async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      if (!(await guard.webhook(body, request.headers.authorization))) throw errors.unauthorized();
      return reply.code(200).send({ ok: true });
    },
  );
}
