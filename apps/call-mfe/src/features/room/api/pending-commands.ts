import type { RoomServerMessage } from '@platform/shared-api';

/** A command the room refused, timed out or never sent (its code is a refusal code or `timeout`/`closed`). */
export class RoomCommandError extends Error {
  constructor(
    readonly code: string,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'RoomCommandError';
  }
}

const COMMAND_TIMEOUT_MS = 10_000;

/** Commands sent with a `ref`, each waiting for the server's ack or error with that ref (or its timeout). */
export class PendingCommands {
  private refs = 0;
  private readonly pending = new Map<
    number,
    { resolve(v: Record<string, unknown>): void; reject(e: Error): void; timer: ReturnType<typeof setTimeout> }
  >();

  /** Numbers a command and sends it with `send`; on a socket that is not open it fails at once (`timeout`). */
  add(open: boolean, send: (ref: number) => void): Promise<Record<string, unknown>> {
    const ref = ++this.refs;
    return new Promise((resolve, reject) => {
      if (!open) return reject(new RoomCommandError('timeout'));
      const timer = setTimeout(() => {
        this.pending.delete(ref);
        reject(new RoomCommandError('timeout'));
      }, COMMAND_TIMEOUT_MS);
      this.pending.set(ref, { resolve, reject, timer });
      send(ref);
    });
  }

  /** The server's ack or error for a ref: its command resolves or is refused with the code. */
  settle(message: Extract<RoomServerMessage, { type: 'ack' | 'error' }>) {
    const entry = message.ref !== undefined ? this.pending.get(message.ref) : undefined;
    if (!entry) return;
    this.pending.delete(message.ref!);
    clearTimeout(entry.timer);
    if (message.type === 'ack') entry.resolve(message);
    else entry.reject(new RoomCommandError(message.code, message.message));
  }

  /** The socket is closed on purpose: every waiting command fails with `closed`. */
  rejectAll() {
    for (const [, entry] of this.pending) {
      clearTimeout(entry.timer);
      entry.reject(new RoomCommandError('closed'));
    }
    this.pending.clear();
  }
}
