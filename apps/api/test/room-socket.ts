import WebSocket from 'ws';
import { frameInbox, frameSender } from './frame-inbox';
import type { TestServer } from './helpers';

/** One room socket as a test holds it: every frame the server sent, in order, and a way to wait for one. */
export interface RoomSocket {
  id: string;
  socket: WebSocket;
  /** Every frame as received (room.events frames whole). */
  frames: any[];
  /** Frames plus each event inside room.events, for waiting. */
  seen: any[];
  next(match: (m: any) => boolean, label?: string, timeoutMs?: number): Promise<any>;
  send(message: unknown): void;
  command(type: string, body?: Record<string, unknown>): Promise<any>;
  closed: Promise<number>;
}

/** Every frame any socket opened here received (the contract test validates them all). */
export const allFrames: any[] = [];

export async function signalAuth(server: TestServer, alias: string, displayName: string, token?: string) {
  const response = await server.call('POST', '/signal/member/v1/auth', { token, body: { alias, display_name: displayName } });
  if (response.status !== 200) throw new Error(JSON.stringify(response.body));
  return response.body as { ticket: string; member_id: string };
}

export function openRoomSocket(server: TestServer, ticket: string, memberId: string): Promise<RoomSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/signal/socket/member/v1?ticket=${ticket}`);
    let closeCode: (code: number) => void = () => undefined;
    const seen: any[] = [];
    const inbox = frameInbox(seen);
    const client: RoomSocket = {
      id: memberId,
      socket,
      frames: [],
      seen,
      closed: new Promise((done) => {
        closeCode = done;
      }),
      next: inbox.next,
      ...frameSender(socket, inbox.next),
    };
    const take = inbox.take;
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      client.frames.push(message);
      allFrames.push(message);
      if (message.type === 'room.events') for (const event of message.events) take(event);
      take(message);
    });
    socket.on('close', (code) => closeCode(code));
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`status ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

export async function joinRoom(server: TestServer, alias: string, name: string, token?: string) {
  const { ticket, member_id: memberId } = await signalAuth(server, alias, name, token);
  return openRoomSocket(server, ticket, memberId);
}

export const snapshotOf = (c: RoomSocket) => c.next((m) => m.type === 'room.snapshot', 'snapshot');
export const stateOf = (c: RoomSocket, name: string) => c.next((m) => m.type === 'room.state' && m.state === name, `state ${name}`);
export const eventOf = (c: RoomSocket, type: string, match: (e: any) => boolean = () => true) =>
  c.next((m) => m.type === type && m.seq !== undefined && match(m), type);
