// @vitest-environment node
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import {
  DEFAULT_BACKOFF,
  ReconnectingSocket,
  reconnectDelay,
  type ReconnectingSocketOptions,
  type SocketStatus,
} from './reconnecting-socket';

const Impl = NodeWebSocket as unknown as typeof WebSocket;
const fast = { initialMs: 20, maxMs: 80, jitter: 0.3 };
const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A real websocket server on a free port that records what it receives. */
async function startServer() {
  const wss = new WebSocketServer({ port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const received: string[] = [];
  const clients: ServerSocket[] = [];
  let connections = 0;
  wss.on('connection', (ws) => {
    connections++;
    clients.push(ws);
    ws.on('message', (data) => received.push(String(data)));
  });
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  );
  const { port } = wss.address() as AddressInfo;
  return { url: `ws://127.0.0.1:${port}`, received, clients, connections: () => connections, last: () => clients[clients.length - 1] };
}

function socket(options: ReconnectingSocketOptions) {
  const s = new ReconnectingSocket({ WebSocketImpl: Impl, backoff: fast, ...options });
  cleanups.push(() => s.close());
  return s;
}

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('reconnectDelay', () => {
  it('doubles from the first delay up to the cap, jittered within the given spread', () => {
    const none = { ...DEFAULT_BACKOFF, jitter: 0 };
    expect([1, 2, 3, 4, 5, 6, 50].map((a) => reconnectDelay(a, none))).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect(reconnectDelay(1, DEFAULT_BACKOFF, () => 0)).toBe(350);
    expect(reconnectDelay(1, DEFAULT_BACKOFF, () => 1)).toBe(650);
    const spread = new Set(Array.from({ length: 50 }, () => reconnectDelay(3)));
    expect(spread.size).toBeGreaterThan(10);
  });
});

describe('ReconnectingSocket against a real ws server', () => {
  it('comes back after the server drops it and sends what was buffered meanwhile', async () => {
    const server = await startServer();
    const messages: string[] = [];
    const statuses: SocketStatus[] = [];
    const s = socket({ url: server.url, bufferSize: 10 });
    s.on('message', (data) => messages.push(data));
    s.on('status', (status) => statuses.push(status));
    s.start();
    await until(() => s.isOpen);
    expect(s.send('one')).toBe(true);
    server.last().send('{"type":"hello"}');
    await until(() => server.received.length === 1 && messages.length === 1);
    expect(messages).toEqual(['{"type":"hello"}']);

    server.last().terminate();
    await until(() => s.status !== 'open');
    expect(s.send('while-down')).toBe(true);
    await until(() => s.isOpen && server.connections() === 2);
    await until(() => server.received.length === 2);
    expect(server.received).toEqual(['one', 'while-down']);
    expect(statuses).toEqual(['connecting', 'open', 'waiting', 'connecting', 'open']);
    expect(s.attempts).toBe(0);
  });

  it('drops what does not fit in the buffer', async () => {
    const server = await startServer();
    const s = socket({ url: server.url, bufferSize: 1 });
    s.start();
    expect(s.send('kept')).toBe(true);
    expect(s.send('dropped')).toBe(false);
    await until(() => server.received.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.received).toEqual(['kept']);
  });

  it('gives up an attempt that does not open in time and retries', async () => {
    // Accepts TCP but never answers the websocket handshake.
    const sockets: Socket[] = [];
    const silent: Server = createServer((c) => void sockets.push(c));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          sockets.forEach((c) => c.destroy());
          silent.close(() => resolve());
        }),
    );
    const closes: number[] = [];
    const s = socket({ url: `ws://127.0.0.1:${(silent.address() as AddressInfo).port}`, connectTimeoutMs: 50 });
    s.on('close', (close) => closes.push(close.code));
    s.start();
    await until(() => sockets.length >= 2);
    expect(closes[0]).toBe(4408);
    expect(s.attempts).toBeGreaterThanOrEqual(1);
  });

  it('stops when told a close is final, and after close()', async () => {
    const server = await startServer();
    const s = socket({ url: server.url, shouldReconnect: (close) => close.code !== 4003 });
    s.start();
    await until(() => s.isOpen);
    server.last().close(4003, 'refused');
    await until(() => s.status === 'stopped');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.connections()).toBe(1);

    s.start();
    await until(() => s.isOpen && server.connections() === 2);
    s.close();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.connections()).toBe(2);
    expect(s.send('late')).toBe(false);
  });

  it('asks for a fresh URL on every attempt, retries when it fails and gives up on null', async () => {
    const server = await startServer();
    const asked: number[] = [];
    let gaveUp = false;
    const s = socket({
      url: async () => {
        asked.push(asked.length);
        if (asked.length === 1) throw new Error('ticket service down');
        if (asked.length === 2) return `${server.url}/?ticket=2`;
        return null;
      },
      onGiveUp: () => {
        gaveUp = true;
      },
    });
    s.start();
    await until(() => s.isOpen);
    server.last().terminate();
    await until(() => gaveUp);
    expect(asked).toHaveLength(3);
    expect(s.status).toBe('stopped');
    expect(server.connections()).toBe(1);
  });
});
