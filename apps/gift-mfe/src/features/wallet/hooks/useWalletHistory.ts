import { useCallback, useEffect, useRef, useState } from 'react';
import { getGiftTransfers, getWalletPage, type SentGift, type WalletEntry } from '@platform/shared-api';
import { rememberBalance } from './useWalletBalance';
import { missingTransferIds } from '../utils/entries';

export const WALLET_PAGE_SIZE = 20;

/** The ledger, newest first, a page at a time (spec §7 wallet list), with the gifts behind its transfers. */
export function useWalletHistory() {
  const [entries, setEntries] = useState<WalletEntry[]>([]);
  const [gifts, setGifts] = useState<Map<string, SentGift>>(new Map());
  const [next, setNext] = useState<string | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error' | 'more'>('loading');
  const giftsRef = useRef(gifts);
  giftsRef.current = gifts;

  const load = useCallback(async (fromId: string | null) => {
    setStatus(fromId ? 'more' : 'loading');
    try {
      const page = await getWalletPage({ from_id: fromId ?? undefined, limit: WALLET_PAGE_SIZE });
      rememberBalance(page.balance);
      const missing = missingTransferIds(page.items, giftsRef.current);
      if (missing.length) {
        const details = await getGiftTransfers({ ids: missing.join(',') }).catch(() => ({ items: [] as SentGift[] }));
        setGifts((known) => new Map([...known, ...details.items.map((gift) => [gift.transfer_id, gift] as const)]));
      }
      setEntries((current) => (fromId ? [...current, ...page.items] : page.items));
      setNext(page.next_from_id);
      setStatus('ready');
    } catch {
      setStatus('error');
    }
  }, []);

  useEffect(() => {
    void load(null);
  }, [load]);

  return {
    entries,
    gifts,
    status,
    hasMore: next !== null,
    loadMore: () => void load(next),
    reload: () => load(null),
  };
}
