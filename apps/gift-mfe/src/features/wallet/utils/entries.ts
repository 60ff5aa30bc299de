import type { SentGift, WalletEntry } from '@platform/shared-api';
import { formatUnits } from '#src/lib/units.ts';

export interface DescribedEntry {
  id: string;
  /** i18n key (gift namespace) of what happened, with its values. */
  labelKey: string;
  values: Record<string, string>;
  direction: 'in' | 'out';
  /** Signed amount for display: "+20", "−20". */
  signedAmount: string;
  balanceAfter: number;
  picture: string | null;
  message: string | null;
  createdAt: string;
}

/**
 * One ledger entry in the user's words: a top-up, or a gift or donation sent or received (with
 * the other person's name and the gift when the gift details are known).
 */
export function describeEntry(
  entry: WalletEntry,
  gifts: Map<string, SentGift>,
  language: string,
  giftName: (gift: SentGift) => string,
): DescribedEntry {
  const direction = entry.amount >= 0 ? 'in' : 'out';
  const gift = entry.transfer_id ? gifts.get(entry.transfer_id) : undefined;
  const units = formatUnits(Math.abs(entry.amount), language);
  let labelKey = direction === 'in' ? 'wallet.kind.credit' : 'wallet.kind.debit';
  const values: Record<string, string> = {};
  if (entry.kind === 'topup') labelKey = 'wallet.kind.topup';
  else if (entry.kind === 'gift' || entry.kind === 'donation') {
    const donation = entry.kind === 'donation';
    labelKey = `wallet.kind.${donation ? 'donation' : 'gift'}${direction === 'in' ? 'Received' : 'Sent'}${gift ? '' : 'Unknown'}`;
    if (gift) {
      values.name = direction === 'in' ? gift.from.display_name : gift.to.display_name;
      values.gift = gift.gift ? giftName(gift) : '';
    }
  }
  return {
    id: entry.id,
    labelKey,
    values,
    direction,
    signedAmount: `${direction === 'in' ? '+' : '\u2212'}${units}`,
    balanceAfter: entry.balance_after,
    picture: gift?.gift?.picture ?? null,
    message: gift?.message ?? entry.note,
    createdAt: entry.created_at,
  };
}

/** The transfer ids of a page of entries whose gift details are not loaded yet. */
export function missingTransferIds(entries: WalletEntry[], known: Map<string, SentGift>): string[] {
  return [...new Set(entries.map((entry) => entry.transfer_id).filter((id): id is string => !!id && !known.has(id)))];
}
