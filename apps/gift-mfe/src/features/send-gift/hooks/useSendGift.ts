import { useCallback, useRef, useState } from 'react';
import { sendGift, type SendGiftRequest, type SentGift } from '@platform/shared-api';
import type { DescribedError } from '@platform/ui';
import { describeGiftError } from '#src/lib/gift-errors.ts';
import { rememberBalance } from '../../wallet';
import { newIdempotencyKey } from '#src/lib/idempotency.ts';

type Target = Omit<SendGiftRequest, 'idempotency_key'>;

/**
 * Sends one gift. The idempotency key stays the same while the same gift is retried (after a
 * network error, say) and changes once it went through or the gift changed: paid once, never twice.
 */
export function useSendGift() {
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<DescribedError | null>(null);
  const [sent, setSent] = useState<SentGift | null>(null);

  const send = useCallback(async (target: Target) => {
    const signature = JSON.stringify(target);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    setSending(true);
    setError(null);
    try {
      const result = await sendGift({ ...target, idempotency_key: attempt.current.key });
      attempt.current = null;
      rememberBalance(result.balance);
      setSent(result.gift);
      return result;
    } catch (caught) {
      const described = describeGiftError(caught);
      // A refusal is final for this key; only a lost response is retried with it.
      if (described.key !== 'errors.network' && described.key !== 'errors.generic') attempt.current = null;
      setError(described);
      return null;
    } finally {
      setSending(false);
    }
  }, []);

  const reset = useCallback(() => {
    setSent(null);
    setError(null);
  }, []);

  return { send, sending, error, setError, sent, reset };
}
