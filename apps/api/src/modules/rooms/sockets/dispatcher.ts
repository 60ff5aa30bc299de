import type { Connection } from '#src/lib/connection.ts';

import { SOCKET_LIMITS, jsonTooDeep } from '#src/lib/socket-guard.ts';

export interface MessageContext<Member> {
  connection: Connection;
  member: Member;
}

export type MessageHandler<Member> = (
  context: MessageContext<Member>,
  message: Record<string, unknown> & { type: string },
) => void | Promise<void>;

const MAX_MESSAGE_BYTES = 64 * 1024;

/**
 * Routes room messages `{ type, ... }` to handlers by type. The call features (roles, waiting room,
 * lock, chat, host commands) plug in with `on(type, handler)` without touching the socket code.
 */
export class MessageDispatcher<Member> {
  private readonly handlers = new Map<string, MessageHandler<Member>>();

  on(type: string, handler: MessageHandler<Member>): this {
    // A second handler for a type would silently replace the first (the hub's relay was lost that way).
    if (this.handlers.has(type)) throw new Error(`room message type registered twice: ${type}`);
    this.handlers.set(type, handler);
    return this;
  }

  has(type: string): boolean {
    return this.handlers.has(type);
  }

  /** Every message type with a handler (the bad-input suite fuzzes each). */
  types(): string[] {
    return [...this.handlers.keys()];
  }

  async dispatch(context: MessageContext<Member>, raw: string | Buffer): Promise<void> {
    const text = typeof raw === 'string' ? raw : raw.toString('utf8');
    if (text.length > MAX_MESSAGE_BYTES) return context.connection.send({ type: 'error', code: 'message_too_large' });
    // Depth before parse: handlers and fan-out re-serialise what they receive (lib/socket-guard.ts).
    if (jsonTooDeep(text, SOCKET_LIMITS.maxDepth)) return context.connection.send({ type: 'error', code: 'message_too_deep' });
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return context.connection.send({ type: 'error', code: 'invalid_message' });
    }
    if (!message || typeof message !== 'object' || typeof (message as { type?: unknown }).type !== 'string') {
      return context.connection.send({ type: 'error', code: 'invalid_message' });
    }
    const typed = message as Record<string, unknown> & { type: string };
    const handler = this.handlers.get(typed.type);
    if (!handler) return context.connection.send({ type: 'error', code: 'unknown_type', message_type: typed.type.slice(0, 64) });
    try {
      await handler(context, typed);
    } catch {
      context.connection.send({ type: 'error', code: 'internal', message_type: typed.type });
    }
  }
}
