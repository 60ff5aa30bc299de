import WebSocket from 'ws';
import type { TestServer } from './helpers';

/**
 * A member socket (`/signal/socket/member/v1?<query>`) whose frames are taken by type: `next(type)` answers with
 * the oldest kept frame of that type, or the next to come, and takes it (a second `next` waits for another).
 * Refused upgrades reject with their status (`status 401`).
 */
export function openTypedSocket(server: TestServer, query: string) {
  return new Promise<{ socket: WebSocket; messages: any[]; next(type: string): Promise<any> }>((resolve, reject) => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/signal/socket/member/v1?${query}`);
    const messages: any[] = [];
    const waiters: Array<{ type: string; resolve: (message: any) => void }> = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      const waiter = waiters.findIndex((w) => w.type === message.type);
      if (waiter >= 0) waiters.splice(waiter, 1)[0].resolve(message);
      else messages.push(message);
    });
    const next = (type: string) => {
      const index = messages.findIndex((m) => m.type === type);
      if (index >= 0) return Promise.resolve(messages.splice(index, 1)[0]);
      return new Promise((done) => waiters.push({ type, resolve: done }));
    };
    socket.once('open', () => resolve({ socket, messages, next }));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`status ${response.statusCode}`)));
    socket.once('error', reject);
  });
}
