import { refusalMessage, type BroadcastRefusal } from '@platform/contracts';

/** A refused broadcast command (either backend); the code and its English text are contracts' `BROADCAST_REFUSALS`. */
export class BroadcastRefused extends Error {
  constructor(
    readonly code: BroadcastRefusal,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(refusalMessage(code));
  }
}
