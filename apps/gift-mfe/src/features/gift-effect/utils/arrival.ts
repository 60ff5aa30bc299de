import type { SentGift } from '@platform/shared-api';

/** What the server announces in a call when a gift arrives (`type: 'gift.received'`). */
export interface GiftArrival {
  gift: SentGift;
  to_member_id?: string | null;
  to_name?: string;
}

/** Reads a room message: a `gift.received` message, or one inside a `room.events` frame; null otherwise. */
export function giftArrivalsIn(message: unknown): GiftArrival[] {
  if (!message || typeof message !== 'object') return [];
  const m = message as { type?: unknown; events?: unknown; gift?: unknown };
  if (m.type === 'room.events' && Array.isArray(m.events)) return m.events.flatMap(giftArrivalsIn);
  if (m.type === 'gift.received' && m.gift && typeof m.gift === 'object') return [m as GiftArrival];
  return [];
}

/** The chat line for an arrival, via the caller's translate function (gift namespace keys). */
export function giftChatLine(arrival: GiftArrival, t: (key: string, values: Record<string, unknown>) => string, giftName: (name: { en: string; vi: string }) => string, units: (amount: number) => string): string {
  const { gift } = arrival;
  const to = arrival.to_name ?? gift.to.display_name;
  const line = gift.gift
    ? t('effect.sent', { from: gift.from.display_name, gift: giftName(gift.gift.name), to })
    : t('effect.donation', { from: gift.from.display_name, amount: units(gift.amount), to });
  return gift.message ? `${line}: “${gift.message}”` : line;
}
