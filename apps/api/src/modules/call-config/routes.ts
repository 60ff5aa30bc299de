import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { object, required, responses, text } from '../../lib/schema';
import { callConfig } from './service';

const body = object({ alias: required(64), participant_id: text(64), display_name: text(100) }, ['alias']);
const response = {
  type: 'object',
  properties: {
    transport: { type: 'string', enum: ['livekit', 'mesh'] },
    url: { type: 'string' },
    token: { type: 'string' },
    room: { type: 'string' },
    max_participants: { type: 'number' },
    ice_servers: {
      type: 'array',
      items: { type: 'object', properties: { urls: { type: 'array', items: { type: 'string' } }, username: { type: 'string' }, credential: { type: 'string' } } },
    },
  },
} as const;

/** Call config, mounted under /call-config. */
export async function callConfigRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post<{ Body: { alias: string; participant_id?: string; display_name?: string } }>('/config', {
    schema: { tags: ['call'], summary: 'Media settings for a room: LiveKit URL and token, or the mesh ICE servers', body, response: responses(response, [400, 403, 404]) },
  }, async (request) => {
    const event = await ctx.conferences.byAlias(request.body.alias);
    const member = request.body.participant_id ? ctx.signal.member(request.body.participant_id) : null;
    // A LiveKit token admits to the media room, so a passcode-protected room needs a member that passed signal auth.
    if (ctx.config.livekit && event.passcode !== null && member?.alias !== event.alias) throw errors.permissionDenied();
    return callConfig(ctx.config, event.alias, member?.memberId ?? request.body.participant_id, member?.displayName ?? request.body.display_name);
  });
}
