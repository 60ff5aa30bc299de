import { Type, type Static } from 'typebox';

/** A gift one can send: its name in both languages, its price in wallet units, an inline `data:image/svg+xml` picture. */
export const GiftCatalogueItem = Type.Object({
  id: Type.String(),
  name: Type.Object({ en: Type.String(), vi: Type.String() }),
  price: Type.Number(),
  picture: Type.String(),
});
export type GiftCatalogueItem = Static<typeof GiftCatalogueItem>;

export const GiftCatalogue = Type.Object({ items: Type.Array(GiftCatalogueItem) });
export type GiftCatalogue = Static<typeof GiftCatalogue>;

export const GiftPerson = Type.Object({ account_id: Type.String(), display_name: Type.String() });
export type GiftPerson = Static<typeof GiftPerson>;

/** A gift or donation that was sent (`gift` is null for a donation). */
export const SentGift = Type.Object({
  id: Type.String(),
  kind: Type.Enum(['gift', 'donation']),
  gift: Type.Union([GiftCatalogueItem, Type.Null()]),
  amount: Type.Number(),
  message: Type.Union([Type.String(), Type.Null()]),
  room_alias: Type.Union([Type.String(), Type.Null()]),
  transfer_id: Type.String(),
  from: GiftPerson,
  to: GiftPerson,
  created_at: Type.String(),
});
export type SentGift = Static<typeof SentGift>;

/** `GET /api/gift/recipient` query: an account id, host or speaker alias, or a link holding one. */
export const GiftRecipientQuery = Type.Object({ to: Type.String({ minLength: 1, maxLength: 2000 }) }, { additionalProperties: false });
export type GiftRecipientQuery = Static<typeof GiftRecipientQuery>;

/** Who a link names, and how: their account, as an event's host, as a speaker, or as a call participant. */
export const GiftRecipient = Type.Object({
  account_id: Type.String(),
  display_name: Type.String(),
  via: Type.Enum(['account', 'host', 'speaker', 'participant']),
  event_topic: Type.Union([Type.String(), Type.Null()]),
});
export type GiftRecipient = Static<typeof GiftRecipient>;

/** `POST /api/gift/send`: a catalogue gift (`gift_id`) or a donation (`amount`) to `to`, or in a call to `to_member_id` + `room_alias`. */
export const SendGiftBody = Type.Object(
  {
    to: Type.Optional(Type.String({ maxLength: 2000 })),
    to_member_id: Type.Optional(Type.String({ maxLength: 64 })),
    room_alias: Type.Optional(Type.String({ maxLength: 64 })),
    gift_id: Type.Optional(Type.String({ maxLength: 40 })),
    amount: Type.Optional(Type.Integer()),
    message: Type.Optional(Type.String({ maxLength: 200 })),
    /** Same key on a retry: the gift is paid once. */
    idempotency_key: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type SendGiftBody = Static<typeof SendGiftBody>;

export const SendGiftResult = Type.Object({ gift: SentGift, balance: Type.Number(), replayed: Type.Boolean() });
export type SendGiftResult = Static<typeof SendGiftResult>;

export const ReceivedGifts = Type.Object({ items: Type.Array(SentGift), next_from_id: Type.Union([Type.String(), Type.Null()]) });
export type ReceivedGifts = Static<typeof ReceivedGifts>;

/** `GET /api/gift/transfers` query: comma-separated transfer ids of wallet entries. */
export const GiftTransfersQuery = Type.Object({ ids: Type.String({ minLength: 1, maxLength: 2000 }) }, { additionalProperties: false });
export type GiftTransfersQuery = Static<typeof GiftTransfersQuery>;

export const GiftTransfers = Type.Object({ items: Type.Array(SentGift) });
export type GiftTransfers = Static<typeof GiftTransfers>;
