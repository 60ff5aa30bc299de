import { refusalMessage, type RefusalCode, type RoomError } from '@platform/contracts';

/** What a refusal may add to its `error` frame besides the code (a broadcast's action). */
export type RefusalDetail = Pick<RoomError, 'action'>;

/**
 * A command the room will not carry out; the sender gets an `error` frame with the code. Codes and
 * their English text are contracts' `refusals.ts` (codes) and `refusal-messages.ts` (English): a code not there does not compile.
 */
export class Refused extends Error {
  constructor(
    readonly code: RefusalCode,
    readonly field?: string,
    readonly detail: RefusalDetail = {},
  ) {
    super(refusalMessage(code));
  }
}
