import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ConferenceAliasQuery,
  ConferenceSpeaker,
  OkBody,
  SpeakerAddBody,
  SpeakerList,
  SpeakerRemoveBody,
  UrlAnswer,
} from '@platform/contracts';
import { publicBaseUrl, type AppContext } from '../../context';
import { replies } from '../../lib/replies';
import { bearer } from '../../lib/schema';

/** Speakers of an event (participant/*), under /conference; the event's host only. Shapes in libs/contracts/src/rest/speakers.ts. */
export async function speakerRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { conferences, auth, config } = ctx;
  const tags = ['speakers'];
  const failures = [400, 401, 403, 404] as const;

  app.post(
    '/participant/add',
    {
      schema: {
        tags,
        summary: 'Add a speaker to an event (an invitation e-mail goes out)',
        security: bearer,
        body: SpeakerAddBody,
        response: replies(ConferenceSpeaker, failures),
      },
    },
    async (request) =>
      conferences.speakers.addSpeaker((await auth.required(request)).account.id, request.body, publicBaseUrl(config, request)),
  );

  app.get(
    '/participant/url',
    {
      schema: {
        tags,
        summary: "A speaker's link (speaker alias) or an event's speaker entry link (event alias)",
        security: bearer,
        querystring: ConferenceAliasQuery,
        response: replies(UrlAnswer, failures),
      },
    },
    async (request) =>
      conferences.speakers.speakerUrl((await auth.required(request)).account.id, request.query.alias, publicBaseUrl(config, request)),
  );

  app.get(
    '/participant/list',
    {
      schema: {
        tags,
        summary: "An event's speakers",
        security: bearer,
        querystring: ConferenceAliasQuery,
        response: replies(SpeakerList, failures),
      },
    },
    async (request) =>
      conferences.speakers.listSpeakers((await auth.required(request)).account.id, request.query.alias, publicBaseUrl(config, request)),
  );

  app.post(
    '/participant/remove',
    {
      schema: { tags, summary: 'Remove a speaker', security: bearer, body: SpeakerRemoveBody, response: replies(OkBody, failures) },
    },
    async (request) =>
      conferences.speakers.removeSpeaker((await auth.required(request)).account.id, request.body.alias, request.body.speaker_alias),
  );
}
