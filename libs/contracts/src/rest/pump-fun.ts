import { Type, type Static } from 'typebox';

/** A coin's address as pump.fun names it: a Solana mint, base58 (no 0, O, I, l), 32 to 44 characters. */
export const PUMP_FUN_ADDRESS_PATTERN = '^[1-9A-HJ-NP-Za-km-z]{32,44}$';

/** `GET /api/v1/pump-fun/coin/{address}` (spec §7) path parameters. */
export const PumpFunCoinParams = Type.Object({
  address: Type.String({ pattern: PUMP_FUN_ADDRESS_PATTERN, description: 'The coin mint address (base58).' }),
});
export type PumpFunCoinParams = Static<typeof PumpFunCoinParams>;

/**
 * A coin as the upstream coin API describes it. The fields the product reads are declared; the
 * rest of what the upstream sends passes through unchanged.
 */
export const PumpFunCoin = Type.Object(
  {
    mint: Type.String(),
    name: Type.String(),
    symbol: Type.String(),
    description: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    image_uri: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    market_cap: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    usd_market_cap: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    creator: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    created_timestamp: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  },
  { additionalProperties: true },
);
export type PumpFunCoin = Static<typeof PumpFunCoin>;
