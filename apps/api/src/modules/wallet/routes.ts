import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { bearer, responses } from '../../lib/schema';
import * as s from './schema';

/** Wallet reads on the account service. Movements come from features (gifts) and, outside production, /__dev. */
export async function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Querystring: { from_id?: string; limit?: number } }>('/api/account/wallet/list', {
    schema: { tags: ['wallet'], summary: 'Balance and ledger entries, newest first', security: bearer, querystring: s.listQuery, response: responses(s.listResponse, [400, 401]) },
  }, async (request) => ctx.wallet.page((await ctx.auth.required(request)).account.id, request.query));
}
