import type { PumpFunCoin, PumpFunCoinParams } from '@platform/contracts';
import { defineEndpoint } from '../http/client';

/** GET /api/v1/pump-fun/coin/{address} (spec §7), typed by libs/contracts/src/rest/pump-fun.ts; 503 when the server has no upstream. */
export const getPumpFunCoin = defineEndpoint<PumpFunCoinParams, PumpFunCoin>({
  service: 'accountApi',
  method: 'GET',
  path: '/api/v1/pump-fun/coin/{address}',
  token: 'forbidden',
});
