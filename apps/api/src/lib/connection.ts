import type { WebSocket } from 'ws';
import { randomHex } from './secrets';

/** One open socket as the server's socket protocols (room, call centre, whiteboard, composite page) see it. */
export interface Connection {
  readonly id: string;
  /** Any JSON-serialisable message: room events, the composite page's outputs... */
  send(message: object): void;
  /**
   * Sends an already serialised message (one JSON.stringify for a whole room's fan-out), as text or as its UTF-8
   * bytes (one encoding for all the sockets it goes to); a text frame either way.
   */
  sendRaw?(text: string | Buffer): void;
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
      if (socket.readyState === socket.OPEN) socket.send(text, { binary: false });
    },
    close: (code, reason) => socket.close(code, reason),
  };
}
