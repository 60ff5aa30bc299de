import { describeError, type DescribedError } from '@platform/ui';

/** The gift API's own error codes, said in the gift namespace; everything else as libs/ui says it. */
const GIFT_CODES: Record<string, string> = {
  gift_receiver_not_found: 'gift:errors.receiverNotFound',
  gift_receiver_unavailable: 'gift:errors.receiverUnavailable',
  gift_self: 'gift:errors.self',
  idempotency_conflict: 'gift:errors.idempotency',
};

export function describeGiftError(error: unknown): DescribedError {
  return describeError(error, GIFT_CODES);
}
