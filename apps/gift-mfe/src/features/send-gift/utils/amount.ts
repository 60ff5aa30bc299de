import type { GiftCatalogueItem } from '@platform/shared-api';
import type { GiftChoice } from './choice';

/** The server's ceiling for a donation amount. */
export const MAX_DONATION = 1_000_000;

export type PriceCheck =
  | { ok: true; amount: number }
  | { ok: false; errorKey: 'validation.pickGift' | 'validation.amountRequired' | 'validation.amountInvalid' | 'common:errors.balance' };

/**
 * What the choice costs, checked before anything is sent: a picked gift costs its price, a custom
 * amount must be a whole number within limits; with a known balance, a short one is refused here too.
 */
export function priceOf(choice: GiftChoice, catalogue: GiftCatalogueItem[], allowAmount: boolean, balance: number | null): PriceCheck {
  let amount: number;
  if (choice.giftId !== null) {
    // '' is the gift tab with nothing picked yet.
    const item = catalogue.find((gift) => gift.id === choice.giftId);
    if (!item) return { ok: false, errorKey: 'validation.pickGift' };
    amount = item.price;
  } else if (!allowAmount) {
    return { ok: false, errorKey: 'validation.pickGift' };
  } else {
    const raw = choice.amount.trim();
    if (!raw) return { ok: false, errorKey: 'validation.amountRequired' };
    if (!/^[0-9]+$/.test(raw)) return { ok: false, errorKey: 'validation.amountInvalid' };
    amount = Number(raw);
    if (amount < 1 || amount > MAX_DONATION) return { ok: false, errorKey: 'validation.amountInvalid' };
  }
  if (balance !== null && amount > balance) return { ok: false, errorKey: 'common:errors.balance' };
  return { ok: true, amount };
}
