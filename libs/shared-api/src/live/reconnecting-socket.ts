/**
 * The one reconnecting websocket of the page: the room client, the call remote's live features
 * (call centre, whiteboard) and the notification feed all ride on it. Exponential backoff with
 * jitter (so 10,000 members dropped by one restart do not come back in the same millisecond), a
 * connect timeout (a half-open TCP connection does not hang the call), and a bounded send buffer.
 */

export type SocketStatus = 'connecting' | 'open' | 'waiting' | 'stopped';

export interface Backoff {
  /** First delay after a drop. */
  initialMs: number;
  maxMs: number;
  /** Each delay is multiplied by a random factor in [1 - jitter, 1 + jitter]. */
  jitter: number;
}

export const DEFAULT_BACKOFF: Backoff = { initialMs: 500, maxMs: 10_000, jitter: 0.3 };

/** The delay before reconnect attempt `attempt` (1-based): doubling from `initialMs`, capped, jittered. */
export function reconnectDelay(attempt: number, backoff: Backoff = DEFAULT_BACKOFF, random: () => number = Math.random): number {
  const base = Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.max(0, Math.min(attempt - 1, 20)));
  const spread = 1 + backoff.jitter * (2 * random() - 1);
  return Math.round(base * spread);
}

/** Where to connect: a fixed URL, or one made per attempt (a fresh ticket); null stops for good. */
export type SocketUrl = string | (() => string | null | Promise<string | null>);

export interface SocketClose {
  code: number;
  reason: string;
  /** False when the socket never opened (refused, timed out). */
  wasOpen: boolean;
}

export interface ReconnectingSocketOptions {
  url: SocketUrl;
  backoff?: Partial<Backoff>;
  /** An attempt that has not opened by then is dropped and retried. */
  connectTimeoutMs?: number;
  /** Messages kept while the link is down and sent on reconnect, oldest first (0: drop them). */
  bufferSize?: number;
  /** Sent every so often while open to keep proxies from closing an idle link (0: never). */
  pingMs?: number;
  pingMessage?: string;
  /** Asked after each drop; false stops reconnecting (a refused member, a room that ended). */
  shouldReconnect?(close: SocketClose): boolean;
  /** Called when `url()` returns null: there is nothing to reconnect to any more. */
  onGiveUp?(): void;
  WebSocketImpl?: typeof WebSocket;
  random?: () => number;
}

export interface ReconnectingSocketEvents {
  open: () => void;
  message: (data: string) => void;
  close: (close: SocketClose) => void;
  status: (status: SocketStatus, attempts: number) => void;
}

const OPEN = 1;
const ignore = () => undefined;

/** Stops listening to a socket we are done with; an error it still reports (closed while connecting) is ignored. */
function detach(socket: WebSocket) {
  socket.onopen = socket.onmessage = socket.onclose = null;
  socket.onerror = ignore;
}

export class ReconnectingSocket {
  private socket: WebSocket | null = null;
  private stateValue: SocketStatus = 'stopped';
  private attemptsValue = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private readonly buffer: string[] = [];
  private readonly listeners: { [K in keyof ReconnectingSocketEvents]: Set<ReconnectingSocketEvents[K]> } = {
    open: new Set(),
    message: new Set(),
    close: new Set(),
    status: new Set(),
  };
  private readonly backoff: Backoff;
  /** Bumped on every stop, so a ticket that resolves after `close()` opens nothing. */
  private generation = 0;

  constructor(private readonly options: ReconnectingSocketOptions) {
    this.backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
  }

  get status(): SocketStatus {
    return this.stateValue;
  }

  /** Failed attempts since the link was last open. */
  get attempts(): number {
    return this.attemptsValue;
  }

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN && this.stateValue === 'open';
  }

  on<K extends keyof ReconnectingSocketEvents>(event: K, listener: ReconnectingSocketEvents[K]): () => void {
    this.listeners[event].add(listener);
    return () => this.listeners[event].delete(listener);
  }

  start(): void {
    if (this.stateValue !== 'stopped') return;
    this.attemptsValue = 0;
    void this.connect();
  }

  /**
   * Sends now when open; otherwise keeps it for the reconnect while the buffer has room.
   * False when the message was dropped.
   */
  send(data: string): boolean {
    if (this.isOpen) {
      this.socket!.send(data);
      return true;
    }
    const limit = this.options.bufferSize ?? 0;
    if (this.stateValue === 'stopped' || this.buffer.length >= limit) return false;
    this.buffer.push(data);
    return true;
  }

  /** Stops for good (until `start()`): no reconnect, the buffer is dropped. */
  close(code = 1000, reason = 'bye'): void {
    this.generation++;
    this.clearTimers();
    this.buffer.length = 0;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      detach(socket);
      try {
        socket.close(code, reason);
      } catch {
        // Already closing.
      }
    }
    this.setStatus('stopped');
  }

  private emit<K extends keyof ReconnectingSocketEvents>(event: K, ...args: Parameters<ReconnectingSocketEvents[K]>) {
    for (const listener of this.listeners[event]) (listener as (...a: unknown[]) => void)(...args);
  }

  private setStatus(status: SocketStatus) {
    this.stateValue = status;
    this.emit('status', status, this.attemptsValue);
  }

  private clearTimers() {
    clearTimeout(this.retryTimer);
    clearTimeout(this.connectTimer);
    clearInterval(this.pingTimer);
  }

  private async connect() {
    const generation = this.generation;
    this.setStatus('connecting');
    let url: string | null;
    try {
      url = typeof this.options.url === 'string' ? this.options.url : await this.options.url();
    } catch {
      // The ticket could not be fetched (network, service restarting): try again later.
      if (generation === this.generation) this.retry();
      return;
    }
    if (generation !== this.generation) return;
    if (url === null) {
      this.setStatus('stopped');
      this.options.onGiveUp?.();
      return;
    }
    const Impl = this.options.WebSocketImpl ?? globalThis.WebSocket;
    let socket: WebSocket;
    try {
      socket = new Impl(url);
    } catch {
      return this.retry();
    }
    this.socket = socket;
    let wasOpen = false;
    const timeoutMs = this.options.connectTimeoutMs ?? 10_000;
    if (timeoutMs > 0)
      this.connectTimer = setTimeout(
        () => socket.readyState !== OPEN && this.dropped(socket, { code: 4408, reason: 'connect timeout', wasOpen }),
        timeoutMs,
      );
    socket.onopen = () => {
      if (this.socket !== socket) return;
      wasOpen = true;
      clearTimeout(this.connectTimer);
      this.attemptsValue = 0;
      this.setStatus('open');
      for (const data of this.buffer.splice(0)) socket.send(data);
      const pingMs = this.options.pingMs ?? 0;
      if (pingMs > 0) this.pingTimer = setInterval(() => this.isOpen && socket.send(this.options.pingMessage ?? '{"type":"ping"}'), pingMs);
      this.emit('open');
    };
    socket.onmessage = (event: MessageEvent) => {
      if (this.socket === socket) this.emit('message', String(event.data));
    };
    socket.onerror = ignore;
    socket.onclose = (event: CloseEvent) => this.dropped(socket, { code: event?.code ?? 1006, reason: event?.reason ?? '', wasOpen });
  }

  private dropped(socket: WebSocket, close: SocketClose) {
    if (this.socket !== socket) return;
    this.socket = null;
    detach(socket);
    clearTimeout(this.connectTimer);
    clearInterval(this.pingTimer);
    if (socket.readyState !== 3) {
      try {
        socket.close();
      } catch {
        // Already closing.
      }
    }
    this.emit('close', close);
    if (this.stateValue === 'stopped') return;
    if (this.options.shouldReconnect && !this.options.shouldReconnect(close)) {
      this.buffer.length = 0;
      this.setStatus('stopped');
      return;
    }
    this.retry();
  }

  private retry() {
    this.attemptsValue++;
    this.setStatus('waiting');
    const generation = this.generation;
    this.retryTimer = setTimeout(
      () => generation === this.generation && void this.connect(),
      reconnectDelay(this.attemptsValue, this.backoff, this.options.random),
    );
  }
}
