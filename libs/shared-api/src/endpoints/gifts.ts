import { defineEndpoint } from '../http/client';

/** Gifts and the wallet (spec §3 Gift, §7 wallet list): paid from the balance, login required to send. */
export interface GiftCatalogueItem {
  id: string;
  name: { en: string; vi: string };
  /** Price in wallet units. */
  price: number;
  /** An inline `data:image/svg+xml` picture served by the API. */
  picture: string;
}

export interface GiftPerson { account_id: string; display_name: string }

export interface SentGift {
  id: string;
  kind: 'gift' | 'donation';
  gift: GiftCatalogueItem | null;
  amount: number;
  message: string | null;
  room_alias: string | null;
  transfer_id: string;
  from: GiftPerson;
  to: GiftPerson;
  created_at: string;
}

/** What the server announces in a call when a gift arrives (`type: 'gift.received'`), read by the call and the gift remote. */
export interface GiftArrival {
  gift: SentGift;
  to_member_id?: string | null;
  to_name?: string;
}

/** The gift arrivals in a room message: a `gift.received` message, or those inside a `room.events` frame. */
export function giftArrivalsIn(message: unknown): GiftArrival[] {
  if (!message || typeof message !== 'object') return [];
  const m = message as { type?: unknown; events?: unknown; gift?: unknown };
  if (m.type === 'room.events' && Array.isArray(m.events)) return m.events.flatMap(giftArrivalsIn);
  if (m.type === 'gift.received' && m.gift && typeof m.gift === 'object') return [m as GiftArrival];
  return [];
}

export interface GiftRecipient {
  account_id: string;
  display_name: string;
  via: 'account' | 'host' | 'speaker' | 'participant';
  event_topic: string | null;
}

export interface SendGiftRequest {
  /** Account id, host or speaker alias, or a link holding one. */
  to?: string;
  /** In a call: the participant's member id and the room alias. */
  to_member_id?: string;
  room_alias?: string;
  /** A catalogue gift (charged at its price) or, for a donation, an amount. */
  gift_id?: string;
  amount?: number;
  message?: string;
  /** Same key on a retry: the gift is paid once. */
  idempotency_key: string;
}

export interface WalletEntry {
  id: string;
  amount: number;
  balance_after: number;
  kind: 'topup' | 'gift' | 'donation' | (string & {});
  transfer_id: string | null;
  counterparty_id: string | null;
  note: string | null;
  created_at: string;
}

export interface WalletPage { balance: number; items: WalletEntry[]; next_from_id: string | null }

export const getGiftCatalogue = defineEndpoint<void, { items: GiftCatalogueItem[] }>({ service: 'accountApi', method: 'GET', path: '/api/gift/catalogue', token: 'forbidden' });
export const getGiftRecipient = defineEndpoint<{ to: string }, GiftRecipient>({ service: 'accountApi', method: 'GET', path: '/api/gift/recipient', token: 'forbidden' });
export const sendGift = defineEndpoint<SendGiftRequest, { gift: SentGift; balance: number; replayed: boolean }>({ service: 'accountApi', method: 'POST', path: '/api/gift/send', token: 'required' });
export const getReceivedGifts = defineEndpoint<{ from_id?: string; limit?: number }, { items: SentGift[]; next_from_id: string | null }>({ service: 'accountApi', method: 'GET', path: '/api/gift/received', token: 'required' });
/** The gifts behind wallet entries: `ids` is a comma-separated list of transfer ids. */
export const getGiftTransfers = defineEndpoint<{ ids: string }, { items: SentGift[] }>({ service: 'accountApi', method: 'GET', path: '/api/gift/transfers', token: 'required' });
/** The wallet list (spec §7) with its entries typed. */
export const getWalletPage = defineEndpoint<{ from_id?: string; limit?: number }, WalletPage>({ service: 'accountApi', method: 'GET', path: '/api/account/wallet/list', token: 'required' });
/** Development only (absent in production): credit the signed-in wallet. */
export const devTopUpWallet = defineEndpoint<{ amount: number; idempotency_key?: string }, { balance: number; replayed: boolean }>({ service: 'accountApi', method: 'POST', path: '/__dev/wallet/topup', token: 'required' });
