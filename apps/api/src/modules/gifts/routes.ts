import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { bearer, responses } from '../../lib/schema';
import * as s from './schema';
import { GiftService, type SendGiftInput } from './service';

/** Gifts on the account service: the catalogue, who a link names, sending, and gifts received. */
export async function giftRoutes(app: FastifyInstance, ctx: AppContext) {
  // The room controller is decorated on the app by the call module (when it is mounted).
  const gifts = new GiftService(ctx, app.rooms);
  const tags = ['gifts'];

  app.get('/api/gift/catalogue', {
    schema: { tags, summary: 'The gifts one can send: name (en, vi), price and an inline SVG picture', response: responses(s.catalogueResponse) },
  }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { items: await gifts.catalogue() };
  });

  app.get<{ Querystring: { to: string } }>('/api/gift/recipient', {
    schema: { tags, summary: 'Who an account id, host or speaker alias, or link names (public: the donation page)', querystring: s.recipientQuery, response: responses(s.recipientResponse, [400, 404]) },
  }, async (request) => {
    const recipient = await gifts.resolve(request.query.to);
    return { account_id: recipient.account.account_id, display_name: recipient.display_name, via: recipient.via, event_topic: recipient.event_topic };
  });

  app.post<{ Body: SendGiftInput }>('/api/gift/send', {
    schema: {
      tags, security: bearer,
      summary: 'Send a gift (gift_id) or donation (amount) from the wallet to `to` (account id, alias or link) or to a call participant (to_member_id + room_alias); idempotent per idempotency_key',
      body: s.sendBody, response: responses(s.sendResponse, [400, 401, 404, 409]),
    },
  }, async (request) => gifts.send((await ctx.auth.required(request)).account, request.body));

  app.get<{ Querystring: { from_id?: string; limit?: number } }>('/api/gift/received', {
    schema: { tags, security: bearer, summary: 'Gifts and donations the signed-in account received, newest first', querystring: s.pageQuery, response: responses(s.receivedResponse, [400, 401]) },
  }, async (request) => gifts.received((await ctx.auth.required(request)).account.id, request.query));

  app.get<{ Querystring: { ids: string } }>('/api/gift/transfers', {
    schema: { tags, security: bearer, summary: 'The gifts behind wallet entries (comma-separated transfer ids the viewer took part in)', querystring: s.transfersQuery, response: responses(s.transfersResponse, [400, 401]) },
  }, async (request) => gifts.byTransfers((await ctx.auth.required(request)).account.id, request.query.ids.split(',')));
}
