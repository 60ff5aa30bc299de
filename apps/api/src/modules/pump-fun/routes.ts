import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody, PumpFunCoin, PumpFunCoinParams } from '@platform/contracts';
import type { AppContext } from '../../context';
import { fetchCoin, pumpFunErrors } from './upstream';

/**
 * `GET /api/v1/pump-fun/coin/{address}` (spec §7): a coin from the configured upstream coin API.
 * Registered through the TypeBox type provider: `request.params` and the reply are typed by the
 * schemas in libs/contracts/src/rest, the pattern every route follows.
 */
export async function pumpFunRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v1/pump-fun/coin/:address',
    {
      schema: {
        tags: ['pump-fun'],
        summary: 'A pump.fun coin by its address (proxied to PUMP_FUN_API_URL)',
        params: PumpFunCoinParams,
        response: { 200: PumpFunCoin, 400: ApiErrorBody, 404: ApiErrorBody, 502: ApiErrorBody, 503: ApiErrorBody, 504: ApiErrorBody },
      },
    },
    async (request) => {
      const { pumpFunApiUrl, pumpFunTimeoutMs } = ctx.config;
      if (!pumpFunApiUrl) throw pumpFunErrors.notConfigured();
      return fetchCoin(pumpFunApiUrl, request.params.address, pumpFunTimeoutMs);
    },
  );
}
