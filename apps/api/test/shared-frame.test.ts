import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { socketConnection, type Connection } from '../src/lib/connection';
import { SharedFrame } from '../src/lib/shared-frame';

/** A real ws server and client on loopback: what the server's connection writes, as a browser's socket reads it. */
async function pair() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await once(server, 'listening');
  const accepted = once(server, 'connection') as Promise<[WebSocket]>;
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const received: Array<{ text: string; binary: boolean }> = [];
  client.on('message', (data, binary) => received.push({ text: data.toString(), binary }));
  await once(client, 'open');
  const [socket] = await accepted;
  return { server, client, socket, connection: socketConnection(socket), received };
}

let open: Awaited<ReturnType<typeof pair>> | null = null;
afterEach(() => {
  open?.client.terminate();
  open?.server.close();
  open = null;
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('a frame made once for many sockets (lib/shared-frame.ts)', () => {
  it('arrives as the same text message, whatever its length, in order with the socket’s own sends', async () => {
    open = await pair();
    const { connection, received } = open;
    // The three header sizes: under 126 bytes, under 65,536, and more (multi-byte characters counted as bytes).
    const texts = ['{"short":1}', `{"medium":"${'ă'.repeat(200)}"}`, `{"long":"${'xé'.repeat(40_000)}"}`];
    connection.send({ first: true });
    for (const text of texts) connection.sendRaw!(SharedFrame.of(text));
    connection.sendRaw!('{"plain":"string"}');
    connection.send({ last: true });
    await until(() => received.length === 6);
    expect(received).toEqual(['{"first":true}', ...texts, '{"plain":"string"}', '{"last":true}'].map((text) => ({ text, binary: false })));
  });

  it('one frame goes to many sockets unchanged, and nothing is written once a socket is closing', async () => {
    open = await pair();
    const second = await pair();
    try {
      const frame = SharedFrame.of('{"type":"room.events","events":[]}');
      const sockets: Connection[] = [open.connection, second.connection];
      for (const connection of sockets) connection.sendRaw!(frame);
      await until(() => open!.received.length === 1 && second.received.length === 1);
      expect(second.received).toEqual(open.received);
      second.socket.close(1000, 'bye');
      second.connection.sendRaw!(frame);
      await once(second.client, 'close');
      expect(second.received).toHaveLength(1);
    } finally {
      second.client.terminate();
      second.server.close();
    }
  });
});
