import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { object, required, responses, text } from '../../lib/schema';
import { randomHex } from '../../lib/secrets';
import { movementBody, movementResponse } from '../wallet/schema';

const outboxItem = {
  type: 'object',
  properties: {
    id: { type: 'string' }, to: { type: 'string' }, channel: { type: 'string' }, subject: { type: 'string' },
    body: { type: 'string' }, code: { type: ['string', 'null'] }, created_at: { type: 'string' },
  },
} as const;

/** Development helpers under /__dev: registered only when NODE_ENV is not production. */
export async function devRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['development only'];

  app.get<{ Querystring: { to: string } }>('/outbox', {
    schema: { tags, summary: 'Messages sent to an address, newest first (read verify codes)', querystring: object({ to: required(254) }, ['to']), response: responses({ type: 'array', items: outboxItem }) },
  }, async (request) => {
    const to = request.query.to.trim();
    const address = to.includes('@') ? to.toLowerCase() : to.replace(/[\s().-]/g, '');
    const rows = await ctx.outbox.listFor(address);
    return rows.map((row) => ({ ...row, id: String(row.id), created_at: new Date(row.created_at).toISOString() }));
  });

  app.post<{ Body: { amount: number; idempotency_key?: string; note?: string } }>('/wallet/topup', {
    schema: { tags, summary: "Credit the signed-in account's wallet", body: movementBody, response: responses(movementResponse, [400, 401]) },
  }, async (request) => {
    const { account } = await ctx.auth.required(request);
    const result = await ctx.wallet.credit(account.id, request.body.amount, request.body.idempotency_key || `topup:${randomHex(12)}`, 'topup', request.body.note ?? null);
    return { ...result, balance: await ctx.wallet.repository.balance(account.id) };
  });

  app.post<{ Body: { amount: number; idempotency_key?: string; note?: string } }>('/wallet/debit', {
    schema: { tags, summary: "Debit the signed-in account's wallet (what a gift does)", body: movementBody, response: responses(movementResponse, [400, 401]) },
  }, async (request) => {
    const { account } = await ctx.auth.required(request);
    const result = await ctx.wallet.debit(account.id, request.body.amount, request.body.idempotency_key || `debit:${randomHex(12)}`, 'debit', request.body.note ?? null);
    return { ...result, balance: await ctx.wallet.repository.balance(account.id) };
  });

  app.post<{ Body: { account_id?: string; username?: string; title: string; body: string } }>('/notify', {
    schema: {
      tags, summary: 'Create a notification for an account (by account_id hex or username)',
      body: object({ account_id: text(32), username: text(254), title: required(200), body: text(2000), data: { type: 'object', additionalProperties: true } }, ['title']),
      response: responses({ type: 'object', additionalProperties: true }, [400, 404]),
    },
  }, async (request) => {
    const { account_id: accountId, username } = request.body;
    let account = null;
    if (accountId) account = await ctx.accounts.repository.byAccountId(accountId);
    else if (username) {
      const value = username.trim();
      account = value.includes('@') ? await ctx.accounts.repository.byEmail(value.toLowerCase()) : await ctx.accounts.repository.byPhone(value.replace(/[\s().-]/g, ''));
    } else throw errors.fieldRequired('username');
    if (!account) throw errors.notFound('Account');
    return ctx.notifications.create(account.id, request.body.title, request.body.body ?? '');
  });
}
