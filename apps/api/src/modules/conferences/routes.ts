import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ConferenceAliasQuery,
  ConferenceCreateBody,
  ConferenceDeleteBody,
  ConferenceDetailQuery,
  ConferenceEvent,
  ConferenceList,
  ConferenceListBody,
  ConferenceProductParams,
  ConferenceShortDetail,
  ConferenceShortDetailQuery,
  ConferenceUpdateBody,
  OkBody,
  UrlAnswer,
  VerifyCallAnswer,
  VerifyCallBody,
} from '@platform/contracts';
import { clientKey, publicBaseUrl, type AppContext } from '../../context';
import { replies } from '../../lib/replies';
import { bearer } from '../../lib/schema';

/** Conference (QR code) service, mounted under /conference; shapes in libs/contracts/src/rest/conferences.ts. */
export async function conferenceRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { conferences, auth, config } = ctx;
  const tags = ['conference'];
  const base = (request: Parameters<typeof publicBaseUrl>[1]) => publicBaseUrl(config, request);
  // Public reads ignore a stale token rather than failing the join page.
  const viewerId = async (request: Parameters<typeof publicBaseUrl>[1]) => (await auth.optional(request))?.account.id ?? null;

  app.get(
    '/api/:product/qrcode/short-detail',
    {
      schema: {
        tags,
        summary: "Public facts of an event for the join page (speaker: the speaker link's key)",
        params: ConferenceProductParams,
        querystring: ConferenceShortDetailQuery,
        response: replies(ConferenceShortDetail, [400, 404]),
      },
    },
    (request) => conferences.shortDetail(request.query.alias, request.query.speaker),
  );

  app.get(
    '/api/:product/qrcode/detail',
    {
      schema: {
        tags,
        summary: 'An event by alias (the passcode only for its host)',
        params: ConferenceProductParams,
        querystring: ConferenceDetailQuery,
        response: replies(ConferenceEvent, [400, 404]),
      },
    },
    async (request) => conferences.detail(request.query.alias, await viewerId(request), base(request)),
  );

  app.post(
    '/api/:product/qrcode/verify-call',
    {
      schema: {
        tags,
        summary: 'Check the passcode before joining',
        params: ConferenceProductParams,
        body: VerifyCallBody,
        response: replies(VerifyCallAnswer, [400, 404, 429]),
      },
    },
    async (request) => conferences.verifyCall(request.body.alias, request.body.passcode, await viewerId(request), clientKey(request)),
  );

  app.post(
    '/api/account/qrcode/create',
    {
      schema: {
        tags,
        summary: 'Create an event (verified accounts only: 403 account_unverified)',
        security: bearer,
        body: ConferenceCreateBody,
        response: replies(ConferenceEvent, [400, 401, 403]),
      },
    },
    async (request) => conferences.create((await auth.requiredVerified(request)).account.id, request.body, base(request)),
  );

  app.post(
    '/api/account/qrcode/update',
    {
      schema: {
        tags,
        summary: 'Update an event (host only)',
        security: bearer,
        body: ConferenceUpdateBody,
        response: replies(ConferenceEvent, [400, 401, 403, 404]),
      },
    },
    async (request) => conferences.update((await auth.required(request)).account.id, request.body.id, request.body, base(request)),
  );

  app.delete(
    '/api/account/qrcode/delete',
    {
      schema: {
        tags,
        summary: 'Delete an event (host only)',
        security: bearer,
        body: ConferenceDeleteBody,
        response: replies(OkBody, [400, 401, 403, 404]),
      },
    },
    async (request) => conferences.delete((await auth.required(request)).account.id, request.body.id),
  );

  app.post(
    '/api/account/qrcode/list/conference',
    {
      schema: {
        tags,
        summary: "The account's events, newest first; limit 0 means the default page (20)",
        security: bearer,
        body: ConferenceListBody,
        response: replies(ConferenceList, [400, 401]),
      },
    },
    async (request) => conferences.list(await auth.requiredAccountId(request), request.body ?? {}, base(request)),
  );

  app.get(
    '/api/account/qrcode/host/url',
    {
      schema: {
        tags,
        summary: "The host's own entry link (host only)",
        security: bearer,
        querystring: ConferenceAliasQuery,
        response: replies(UrlAnswer, [400, 401, 403, 404]),
      },
    },
    async (request) => conferences.hostUrl((await auth.required(request)).account.id, request.query.alias, base(request)),
  );
}
