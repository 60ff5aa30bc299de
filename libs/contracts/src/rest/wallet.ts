import { Type, type Static } from 'typebox';

/** One ledger entry of a wallet (spec §7 wallet list); `kind` is topup, gift, donation or a feature's own. */
export const WalletEntry = Type.Object({
  id: Type.String(),
  amount: Type.Number(),
  balance_after: Type.Number(),
  kind: Type.String(),
  transfer_id: Type.Union([Type.String(), Type.Null()]),
  counterparty_id: Type.Union([Type.String(), Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
export type WalletEntry = Static<typeof WalletEntry>;

/** The balance and a page of entries, newest first; `next_from_id` continues the list. */
export const WalletPage = Type.Object({
  balance: Type.Number(),
  items: Type.Array(WalletEntry),
  next_from_id: Type.Union([Type.String(), Type.Null()]),
});
export type WalletPage = Static<typeof WalletPage>;

/** A wallet movement (development top-up or debit): a whole amount, idempotent per key. */
export const WalletMovementBody = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
    idempotency_key: Type.Optional(Type.String({ maxLength: 128 })),
    note: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type WalletMovementBody = Static<typeof WalletMovementBody>;

/** The entry a movement wrote (or the first one, on a replayed key) and the balance after it. */
export const WalletMovement = Type.Object({ entry: WalletEntry, replayed: Type.Boolean(), balance: Type.Number() });
export type WalletMovement = Static<typeof WalletMovement>;
