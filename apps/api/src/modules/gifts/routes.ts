import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorBody,
  GiftCatalogue,
  GiftRecipient,
  GiftRecipientQuery,
  GiftTransfers,
  GiftTransfersQuery,
  PageQuery,
  ReceivedGifts,
  SendGiftBody,
  SendGiftResult,
} from '@platform/contracts';
import type { AppContext } from '../../context';
import { bearer } from '../../lib/schema';
import { GiftService } from './service';

/** Gifts on the account service: the catalogue, who a link names, sending, and gifts received. */
export async function giftRoutes(scope: FastifyInstance, ctx: AppContext) {
  // The room controller is decorated on the app by the call module (when it is mounted).
  const gifts = new GiftService(ctx, scope.rooms);
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['gifts'];

  app.get(
    '/api/gift/catalogue',
    {
      schema: {
        tags,
        summary: 'The gifts one can send: name (en, vi), price and an inline SVG picture',
        response: { 200: GiftCatalogue, 400: ApiErrorBody },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { items: await gifts.catalogue() };
    },
  );

  app.get(
    '/api/gift/recipient',
    {
      schema: {
        tags,
        summary: 'Who an account id, host or speaker alias, or link names (public: the donation page)',
        querystring: GiftRecipientQuery,
        response: { 200: GiftRecipient, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const recipient = await gifts.resolve(request.query.to);
      return {
        account_id: recipient.account.account_id,
        display_name: recipient.display_name,
        via: recipient.via,
        event_topic: recipient.event_topic,
      };
    },
  );

  app.post(
    '/api/gift/send',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'Send a gift (gift_id) or donation (amount) from the wallet to `to` (account id, alias or link) or to a call participant (to_member_id + room_alias); idempotent per idempotency_key',
        body: SendGiftBody,
        response: { 200: SendGiftResult, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) => gifts.send((await ctx.auth.required(request)).account, request.body),
  );

  app.get(
    '/api/gift/received',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Gifts and donations the signed-in account received, newest first',
        querystring: PageQuery,
        response: { 200: ReceivedGifts, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => gifts.received((await ctx.auth.required(request)).account.id, request.query),
  );

  app.get(
    '/api/gift/transfers',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The gifts behind wallet entries (comma-separated transfer ids the viewer took part in)',
        querystring: GiftTransfersQuery,
        response: { 200: GiftTransfers, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => gifts.byTransfers((await ctx.auth.required(request)).account.id, request.query.ids.split(',')),
  );
}
