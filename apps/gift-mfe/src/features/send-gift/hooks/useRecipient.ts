import { useEffect, useState } from 'react';
import { getGiftRecipient, type GiftRecipient } from '@platform/shared-api';
import type { DescribedError } from '@platform/ui';
import { describeGiftError } from '#src/lib/gift-errors.ts';

export type RecipientState =
  { status: 'idle' } | { status: 'loading' } | { status: 'found'; recipient: GiftRecipient } | { status: 'error'; error: DescribedError };

/** Looks up who `to` (account id, alias or link) names; idle while `to` is empty. */
export function useRecipient(to: string): RecipientState {
  const [state, setState] = useState<RecipientState>({ status: 'idle' });
  useEffect(() => {
    const value = to.trim();
    if (!value) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    getGiftRecipient({ to: value }).then(
      (recipient) => live && setState({ status: 'found', recipient }),
      (error) => live && setState({ status: 'error', error: describeGiftError(error) }),
    );
    return () => {
      live = false;
    };
  }, [to]);
  return state;
}
