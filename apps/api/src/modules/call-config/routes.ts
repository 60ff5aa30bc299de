import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { object, required, responses, text } from '../../lib/schema';
import type { RoomController } from '../rooms/controller';
import { liveKitConfig, meshConfig } from './service';

const body = object({ alias: required(64), participant_id: text(64), display_name: text(100), resume_token: text(64) }, ['alias']);
const response = {
  type: 'object',
  properties: {
    transport: { type: 'string', enum: ['livekit', 'mesh'] },
    url: { type: 'string' },
    token: { type: 'string' },
    room: { type: 'string' },
    expires_in: { type: 'number' },
    max_participants: { type: 'number' },
    ice_servers: {
      type: 'array',
      items: { type: 'object', properties: { urls: { type: 'array', items: { type: 'string' } }, username: { type: 'string' }, credential: { type: 'string' } } },
    },
  },
} as const;

/**
 * Call config, mounted under /call-config. Without LiveKit: the mesh's ICE servers. With LiveKit: a
 * media token only for a participant admitted to the live room, proved by their resume token (member
 * ids are visible to everyone in the room), under their own identity and name, publishing only on stage.
 */
export async function callConfigRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post<{ Body: { alias: string; participant_id?: string; display_name?: string; resume_token?: string } }>('/config', {
    schema: { tags: ['call'], summary: 'Media settings for a room: a LiveKit URL and token for an admitted member, or the mesh ICE servers', body, response: responses(response, [400, 403, 404]) },
  }, async (request) => {
    const event = await ctx.conferences.byAlias(request.body.alias);
    if (!ctx.config.livekit) return meshConfig(ctx.config);
    const rooms: RoomController = app.rooms;
    const { participant_id: memberId, resume_token: token } = request.body;
    const seat = memberId && token && rooms.canResume(memberId, token) ? rooms.mediaSeat(event.alias, memberId) : null;
    if (!seat) throw errors.permissionDenied();
    return liveKitConfig(ctx.config.livekit, event.alias, seat);
  });
}
