import { refusalMessage, type BroadcastRefusal } from '@platform/contracts';

/** A refused broadcast command (either backend); the code is contracts' `BROADCAST_REFUSAL_KEYS`, its English text `refusal-messages.ts`. */
export class BroadcastRefused extends Error {
  constructor(
    readonly code: BroadcastRefusal,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(refusalMessage(code));
  }
}
