import type { FastifyInstance } from 'fastify';
import { clientKey, publicBaseUrl, type AppContext } from '../../context';
import { bearer, okBody, responses } from '../../lib/schema';
import type { EventInput } from './service';
import * as s from './schema';

/** Conference (QR code) service, mounted under /conference. */
export async function conferenceRoutes(app: FastifyInstance, ctx: AppContext) {
  const { conferences, auth, config } = ctx;
  const tags = ['conference'];
  const base = (request: Parameters<typeof publicBaseUrl>[1]) => publicBaseUrl(config, request);
  // Public reads ignore a stale token rather than failing the join page.
  const viewerId = async (request: Parameters<typeof publicBaseUrl>[1]) => (await auth.optional(request))?.account.id ?? null;

  app.get<{ Querystring: { alias: string; speaker?: string } }>('/api/:product/qrcode/short-detail', {
    schema: { tags, summary: 'Public facts of an event for the join page (speaker: the speaker link\'s key)', params: s.productParams, querystring: s.shortDetailQuery, response: responses(s.shortDetail, [400, 404]) },
  }, (request) => conferences.shortDetail(request.query.alias, request.query.speaker));

  app.get<{ Querystring: { alias: string } }>('/api/:product/qrcode/detail', {
    schema: { tags, summary: 'An event by alias (the passcode only for its host)', params: s.productParams, querystring: s.detailQuery, response: responses(s.conferenceEvent, [400, 404]) },
  }, async (request) => conferences.detail(request.query.alias, await viewerId(request), base(request)));

  app.post<{ Body: { alias: string; passcode?: string } }>('/api/:product/qrcode/verify-call', {
    schema: { tags, summary: 'Check the passcode before joining', params: s.productParams, body: s.verifyCallBody, response: responses(s.verifyCallResponse, [400, 404, 429]) },
  }, async (request) => conferences.verifyCall(request.body.alias, request.body.passcode, await viewerId(request), clientKey(request)));

  app.post<{ Body: EventInput }>('/api/account/qrcode/create', {
    schema: { tags, summary: 'Create an event (verified accounts only: 403 account_unverified)', security: bearer, body: s.createBody, response: responses(s.conferenceEvent, [400, 401, 403]) },
  }, async (request) => conferences.create((await auth.requiredVerified(request)).account.id, request.body, base(request)));

  app.post<{ Body: EventInput & { id: string } }>('/api/account/qrcode/update', {
    schema: { tags, summary: 'Update an event (host only)', security: bearer, body: s.updateBody, response: responses(s.conferenceEvent, [400, 401, 403, 404]) },
  }, async (request) => conferences.update((await auth.required(request)).account.id, request.body.id, request.body, base(request)));

  app.delete<{ Body: { id: string } }>('/api/account/qrcode/delete', {
    schema: { tags, summary: 'Delete an event (host only)', security: bearer, body: s.deleteBody, response: responses(okBody, [400, 401, 403, 404]) },
  }, async (request) => conferences.delete((await auth.required(request)).account.id, request.body.id));

  app.post<{ Body: { action?: string; from_hex_id?: string; limit?: number; search?: string } | null }>('/api/account/qrcode/list/conference', {
    schema: { tags, summary: "The account's events, newest first; limit 0 means the default page (20)", security: bearer, body: s.listBody, response: responses(s.listResponse, [400, 401]) },
  }, async (request) => conferences.list(await auth.requiredAccountId(request), request.body ?? {}, base(request)));

  app.get<{ Querystring: { alias: string } }>('/api/account/qrcode/host/url', {
    schema: { tags, summary: "The host's own entry link (host only)", security: bearer, querystring: s.aliasQuery, response: responses(s.urlResponse, [400, 401, 403, 404]) },
  }, async (request) => conferences.hostUrl((await auth.required(request)).account.id, request.query.alias, base(request)));
}
