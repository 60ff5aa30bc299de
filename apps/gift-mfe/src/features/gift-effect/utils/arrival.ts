import type { GiftArrival } from '@platform/shared-api';

/** The chat line for an arrival, via the caller's translate function (gift namespace keys). */
export function giftChatLine(
  arrival: GiftArrival,
  t: (key: string, values: Record<string, unknown>) => string,
  giftName: (name: { en: string; vi: string }) => string,
  units: (amount: number) => string,
): string {
  const { gift, to_name: to } = arrival;
  const line = gift.gift
    ? t('effect.sent', { from: gift.from.display_name, gift: giftName(gift.gift.name), to })
    : t('effect.donation', { from: gift.from.display_name, amount: units(gift.amount), to });
  return gift.message ? `${line}: “${gift.message}”` : line;
}
