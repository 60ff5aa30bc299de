import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody, PageQuery, WalletPage } from '@platform/contracts';
import type { AppContext } from '../../context';
import { bearer } from '../../lib/schema';

/** Wallet reads on the account service. Movements come from features (gifts) and, outside production, /__dev. */
export async function walletRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/account/wallet/list',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Balance and ledger entries, newest first',
        security: bearer,
        querystring: PageQuery,
        response: { 200: WalletPage, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => ctx.wallet.page((await ctx.auth.required(request)).account.id, request.query),
  );
}
