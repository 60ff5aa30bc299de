import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorBody,
  DevNotifyBody,
  DevOutbox,
  DevOutboxQuery,
  Notification,
  WalletMovement,
  WalletMovementBody,
} from '@platform/contracts';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { randomHex } from '../../lib/secrets';

/** Development helpers under /__dev: registered only when NODE_ENV is not production. */
export async function devRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['development only'];

  app.get(
    '/outbox',
    {
      schema: {
        tags,
        summary: 'Messages sent to an address, newest first (read verify codes)',
        querystring: DevOutboxQuery,
        response: { 200: DevOutbox, 400: ApiErrorBody },
      },
    },
    async (request) => {
      const to = request.query.to.trim();
      const address = to.includes('@') ? to.toLowerCase() : to.replace(/[\s().-]/g, '');
      const rows = await ctx.outbox.listFor(address);
      return rows.map((row) => ({ ...row, id: String(row.id), created_at: new Date(row.created_at).toISOString() }));
    },
  );

  app.post(
    '/wallet/topup',
    {
      schema: {
        tags,
        summary: "Credit the signed-in account's wallet",
        body: WalletMovementBody,
        response: { 200: WalletMovement, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => {
      const { account } = await ctx.auth.required(request);
      const result = await ctx.wallet.credit(
        account.id,
        request.body.amount,
        request.body.idempotency_key || `topup:${randomHex(12)}`,
        'topup',
        request.body.note ?? null,
      );
      return { ...result, balance: await ctx.wallet.repository.balance(account.id) };
    },
  );

  app.post(
    '/wallet/debit',
    {
      schema: {
        tags,
        summary: "Debit the signed-in account's wallet (what a gift does)",
        body: WalletMovementBody,
        response: { 200: WalletMovement, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => {
      const { account } = await ctx.auth.required(request);
      const result = await ctx.wallet.debit(
        account.id,
        request.body.amount,
        request.body.idempotency_key || `debit:${randomHex(12)}`,
        'debit',
        request.body.note ?? null,
      );
      return { ...result, balance: await ctx.wallet.repository.balance(account.id) };
    },
  );

  app.post(
    '/notify',
    {
      schema: {
        tags,
        summary: 'Create a notification for an account (by account_id hex or username)',
        body: DevNotifyBody,
        response: { 200: Notification, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const { account_id: accountId, username } = request.body;
      let account = null;
      if (accountId) account = await ctx.accounts.repository.byAccountId(accountId);
      else if (username) {
        const value = username.trim();
        account = value.includes('@')
          ? await ctx.accounts.repository.byEmail(value.toLowerCase())
          : await ctx.accounts.repository.byPhone(value.replace(/[\s().-]/g, ''));
      } else throw errors.fieldRequired('username');
      if (!account) throw errors.notFound('Account');
      return ctx.notifications.create(account.id, request.body.title, request.body.body ?? '', request.body.data ?? {});
    },
  );
}
