import type { FastifyInstance } from 'fastify';
import { publicBaseUrl, type AppContext } from '../../context';
import { bearer, okBody, responses } from '../../lib/schema';
import * as s from './schema';

/** Speakers of an event (participant/*), under /conference; the event's host only. */
export async function speakerRoutes(app: FastifyInstance, ctx: AppContext) {
  const { conferences, auth, config } = ctx;
  const tags = ['speakers'];
  const failures = [400, 401, 403, 404];

  app.post<{ Body: { alias: string; name: string; email: string } }>('/participant/add', {
    schema: { tags, summary: 'Add a speaker to an event (an invitation e-mail goes out)', security: bearer, body: s.addBody, response: responses(s.speaker, failures) },
  }, async (request) => conferences.addSpeaker((await auth.required(request)).account.id, request.body, publicBaseUrl(config, request)));

  app.get<{ Querystring: { alias: string } }>('/participant/url', {
    schema: { tags, summary: "A speaker's link (speaker alias) or an event's speaker entry link (event alias)", security: bearer, querystring: s.aliasQuery, response: responses({ type: 'object', properties: { url: { type: 'string' } } }, failures) },
  }, async (request) => conferences.speakerUrl((await auth.required(request)).account.id, request.query.alias, publicBaseUrl(config, request)));

  app.get<{ Querystring: { alias: string } }>('/participant/list', {
    schema: { tags, summary: "An event's speakers", security: bearer, querystring: s.aliasQuery, response: responses({ type: 'object', properties: { items: { type: 'array', items: s.speaker } } }, failures) },
  }, async (request) => conferences.listSpeakers((await auth.required(request)).account.id, request.query.alias, publicBaseUrl(config, request)));

  app.post<{ Body: { alias: string; speaker_alias: string } }>('/participant/remove', {
    schema: { tags, summary: 'Remove a speaker', security: bearer, body: s.removeBody, response: responses(okBody, failures) },
  }, async (request) => conferences.removeSpeaker((await auth.required(request)).account.id, request.body.alias, request.body.speaker_alias));
}
