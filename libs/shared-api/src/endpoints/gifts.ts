import type {
  GiftCatalogue,
  GiftRecipient,
  GiftRecipientQuery,
  GiftTransfers,
  GiftTransfersQuery,
  PageQuery,
  ReceivedGifts,
  RoomServerMessageOf,
  SendGiftBody,
  SendGiftResult,
  WalletMovement,
  WalletMovementBody,
  WalletPage,
} from '@platform/contracts';
import { defineEndpoint } from '../http/client';

/** Gifts and the wallet (spec §3 Gift, §7 wallet list): paid from the balance, login required to send; typed by libs/contracts/src/rest/{gifts,wallet}.ts. */
export type { GiftCatalogueItem, GiftPerson, GiftRecipient, SentGift, WalletEntry, WalletPage } from '@platform/contracts';
/** What `POST /api/gift/send` takes: `to` (account id, alias or link) or `to_member_id` + `room_alias`; `gift_id` or `amount`; the same `idempotency_key` on a retry pays once. */
export type SendGiftRequest = SendGiftBody;

/** What the server announces in a call when a gift arrives, read by the call and the gift remote: the room contract's `gift.received`. */
export type GiftArrival = Omit<RoomServerMessageOf<'gift.received'>, 'type'>;

/** The gift arrivals in a room message: a `gift.received` message, or those inside a `room.events` frame. */
export function giftArrivalsIn(message: unknown): GiftArrival[] {
  if (!message || typeof message !== 'object') return [];
  const m = message as { type?: unknown; events?: unknown; gift?: unknown };
  if (m.type === 'room.events' && Array.isArray(m.events)) return m.events.flatMap(giftArrivalsIn);
  if (m.type === 'gift.received' && m.gift && typeof m.gift === 'object') return [m as GiftArrival];
  return [];
}

export const getGiftCatalogue = defineEndpoint<void, GiftCatalogue>({
  service: 'accountApi',
  method: 'GET',
  path: '/api/gift/catalogue',
  token: 'forbidden',
});
export const getGiftRecipient = defineEndpoint<GiftRecipientQuery, GiftRecipient>({
  service: 'accountApi',
  method: 'GET',
  path: '/api/gift/recipient',
  token: 'forbidden',
});
export const sendGift = defineEndpoint<SendGiftBody, SendGiftResult>({
  service: 'accountApi',
  method: 'POST',
  path: '/api/gift/send',
  token: 'required',
});
export const getReceivedGifts = defineEndpoint<PageQuery, ReceivedGifts>({
  service: 'accountApi',
  method: 'GET',
  path: '/api/gift/received',
  token: 'required',
});
/** The gifts behind wallet entries: `ids` is a comma-separated list of transfer ids. */
export const getGiftTransfers = defineEndpoint<GiftTransfersQuery, GiftTransfers>({
  service: 'accountApi',
  method: 'GET',
  path: '/api/gift/transfers',
  token: 'required',
});
/** The wallet list (spec §7) with its entries typed. */
export const getWalletPage = defineEndpoint<PageQuery, WalletPage>({
  service: 'accountApi',
  method: 'GET',
  path: '/api/account/wallet/list',
  token: 'required',
});
/** Development only (absent in production): credit the signed-in wallet. */
export const devTopUpWallet = defineEndpoint<WalletMovementBody, WalletMovement>({
  service: 'accountApi',
  method: 'POST',
  path: '/__dev/wallet/topup',
  token: 'required',
});
