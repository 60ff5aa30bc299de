import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { randomHex } from './secrets';
import { SharedFrame } from './shared-frame';

/** One open socket as the server's socket protocols (room, call centre, whiteboard, composite page) see it. */
export interface Connection {
  readonly id: string;
  /** Any JSON-serialisable message: room events, the composite page's outputs... */
  send(message: object): void;
  /**
   * Sends an already serialised message (one JSON.stringify for a whole room's fan-out), as text or as its UTF-8
   * bytes (one encoding for all the sockets it goes to); a text frame either way.
   */
  sendRaw?(text: string | Buffer | SharedFrame): void;
  /**
   * A socket another instance holds (several instances): what is sent to it is queued for that instance, and
   * `flush` publishes the queue now, so that instance starts on its sockets while this one writes its own.
   */
  readonly relay?: { flush(): void };
  close(code: number, reason: string): void;
}

/** A websocket as a Connection: sends while it is open, JSON or already serialised text. */
export function socketConnection(socket: WebSocket): Connection {
  return {
    id: randomHex(8),
    send: (message) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    },
    sendRaw: (text) => {
      if (socket.readyState !== socket.OPEN) return;
      if (!(text instanceof SharedFrame)) return socket.send(text, { binary: false });
      // The frame made once for all the sockets, written as is: ws writes each frame to its TCP socket at once (its
      // sender queues only while compressing, which these servers never do), so the order with its own sends holds.
      const tcp = (socket as unknown as { _socket?: Duplex })._socket;
      if (tcp?.writable) tcp.write(text.frame());
      else socket.send(text.bytes, { binary: false });
    },
    close: (code, reason) => socket.close(code, reason),
  };
}
