import type { WebSocket } from 'ws';

/**
 * The guard every websocket of the service reads its frames through (room, account, agent, visitor,
 * whiteboard): nothing a client sends can take the process down or starve the others. A frame is
 * refused before any parse-heavy work when it is too large or nested too deep, each socket has a
 * message budget (a token bucket: a burst, then a sustained rate), and a handler that throws only
 * answers that one socket with an error.
 */
export const SOCKET_LIMITS = {
  maxFrameBytes: 64 * 1024,
  /** Real messages nest a handful of levels; the 8,000-deep `points` that once killed the service do not. */
  maxDepth: 32,
  /** Messages a socket may send at once (a chat burst, a drawn stroke replayed after a reconnect). */
  burst: 60,
  /** Sustained messages per second once the burst is spent (a pen stroke streams ~30 ops/s). */
  perSecond: 30,
  /** Over-budget frames tolerated (each answered `rate_limited`) before the socket is closed with 1008. */
  strikes: 200,
} as const;

export type SocketLimits = typeof SOCKET_LIMITS;

/** The socket error frames the guard answers with (the room protocol's `error` message). */
export type GuardRefusal = 'message_too_large' | 'message_too_deep' | 'invalid_characters' | 'rate_limited' | 'internal';

/**
 * Whether the JSON text nests objects/arrays deeper than `max`, found by one scan of the characters
 * (strings skipped) so a hostile frame is refused without building its object tree.
 */
export function jsonTooDeep(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

/** A token bucket: `burst` messages at once, refilled at `perSecond`. */
export class MessageBudget {
  private tokens: number;
  private last: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now = () => Date.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

interface Replier {
  send(message: Record<string, unknown>): void;
  close(code: number, reason: string): void;
}

/** Logs what went wrong in a handler without the frame (it may hold tokens or personal data). */
export type GuardLog = (error: unknown) => void;

/**
 * Reads a socket's frames through the guard and hands each accepted frame (as text) to `handle`.
 * Errors, sync or async, stay with this socket: an `error` frame to it, a log line, nothing else.
 */
export function onGuardedMessage(
  socket: WebSocket,
  replier: Replier,
  handle: (text: string) => unknown,
  options: { limits?: Partial<SocketLimits>; log?: GuardLog } = {},
) {
  const limits = { ...SOCKET_LIMITS, ...options.limits };
  const budget = new MessageBudget(limits.burst, limits.perSecond);
  let strikes = 0;
  const refuse = (code: GuardRefusal) => {
    try {
      replier.send({ type: 'error', code });
    } catch {
      // the socket is already gone
    }
  };
  socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
    if (!budget.take()) {
      if (++strikes > limits.strikes) return replier.close(1008, 'rate limited');
      return refuse('rate_limited');
    }
    const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    if (buffer.byteLength > limits.maxFrameBytes) return refuse('message_too_large');
    const text = buffer.toString('utf8');
    if (jsonTooDeep(text, limits.maxDepth)) return refuse('message_too_deep');
    // NUL is never text a person typed, and PostgreSQL cannot store it (chat, names).
    if (text.includes('\u0000') || text.includes('\\u0000')) return refuse('invalid_characters');
    try {
      const result = handle(text);
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        (result as Promise<unknown>).catch((error) => {
          options.log?.(error);
          refuse('internal');
        });
      }
    } catch (error) {
      options.log?.(error);
      refuse('internal');
    }
  });
}

/** JSON.parse for a frame that passed the guard; null when it is not JSON. */
export function parseFrame(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
