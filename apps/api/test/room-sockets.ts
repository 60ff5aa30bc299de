import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RoomServerMessageSchema } from '@platform/contracts';
import { Compile } from 'typebox/compile';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import WebSocket from 'ws';
import { frameInbox, frameSender } from './frame-inbox';
import { activeAccount, createEvent as createEventFixture, startServer, type TestServer } from './helpers';
import { testMediaFile } from './test-media';

const frameCheck = Compile(RoomServerMessageSchema);

/** One room socket as a browser would hold it: every message kept, room events applied in order. */
export interface Client {
  id: string;
  socket: WebSocket;
  resumeToken: string;
  messages: any[];
  participants: Map<string, any>;
  room: any;
  waiting: any[];
  states: string[];
  seq: number;
  next(match: (m: any) => boolean, label?: string, timeoutMs?: number): Promise<any>;
  send(message: Record<string, unknown>): void;
  command(type: string, body?: Record<string, unknown>): Promise<any>;
  closed: Promise<number>;
}

/**
 * Room sockets as the call page holds them, for the rooms integration suites: events, joins, and
 * the frames that broke the room contract (each suite asserts there are none).
 */
export function roomSockets(server: () => TestServer, hostToken: () => string) {
  const violations: Array<{ message: unknown; errors: string[] }> = [];

  const createEvent = async (body: Record<string, unknown> = {}) => (await createEventFixture(server(), hostToken(), body)).alias;

  async function auth(alias: string, displayName: string, options: { token?: string; passcode?: string; device_id?: string } = {}) {
    const response = await server().call('POST', '/signal/member/v1/auth', {
      token: options.token,
      body: { alias, display_name: displayName, passcode: options.passcode, device_id: options.device_id },
    });
    return response;
  }

  function open(ticket: string, memberId: string, base = server().url): Promise<Client> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${base.replace('http', 'ws')}/signal/socket/member/v1?ticket=${ticket}`);
      let closeCode: (code: number) => void = () => undefined;
      const messages: any[] = [];
      const inbox = frameInbox(messages);
      const client: Client = {
        id: memberId,
        socket,
        resumeToken: '',
        messages,
        participants: new Map(),
        room: null,
        waiting: [],
        states: [],
        seq: 0,
        closed: new Promise((done) => {
          closeCode = done;
        }),
        next: inbox.next,
        ...frameSender(socket, inbox.next),
      };
      const take = inbox.take;
      socket.on('message', (data) => {
        const message = JSON.parse(String(data));
        // The contract (issue 14): every frame the server sends is a value of the room message schema.
        if (!frameCheck.Check(message))
          violations.push({ message, errors: [...frameCheck.Errors(message)].slice(0, 3).map((e) => `${e.instancePath} ${e.message}`) });
        if (message.type === 'room.snapshot') {
          client.seq = message.seq;
          client.room = message.room;
          client.waiting = message.waiting;
          client.resumeToken = message.resume_token;
          client.participants = new Map(message.participants.map((p: any) => [p.id, p]));
        }
        if (message.type === 'room.state') {
          client.states.push(message.state);
          if (message.resume_token) client.resumeToken = message.resume_token;
        }
        if (message.type === 'room.waiting') client.waiting = message.waiting;
        if (message.type === 'room.events') {
          for (const event of message.events) {
            // Unsequenced events are a moderator's view of a large room's audience.
            if (event.seq !== undefined) {
              if (event.seq <= client.seq) continue;
              expect(event.seq).toBe(client.seq + 1); // in order, none missing
              client.seq = event.seq;
            }
            if (event.type === 'participant.joined' || event.type === 'participant.updated')
              client.participants.set(event.participant.id, event.participant);
            if (event.type === 'participant.left') client.participants.delete(event.id);
            if (event.type === 'room.updated') client.room = event.room;
            take(event);
          }
        }
        take(message);
      });
      socket.on('close', (code) => closeCode(code));
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  async function join(alias: string, name: string, options: Parameters<typeof auth>[2] = {}) {
    const response = await auth(alias, name, options);
    if (response.status !== 200) throw new Error(JSON.stringify(response.body));
    return open(response.body.ticket, response.body.member_id);
  }

  const snapshot = (c: Client) => c.next((m) => m.type === 'room.snapshot', 'snapshot');
  const state = (c: Client, name: string) => c.next((m) => m.type === 'room.state' && m.state === name, `state ${name}`);
  const event = (c: Client, type: string, match: (e: any) => boolean = () => true) =>
    c.next((m) => m.type === type && m.seq !== undefined && match(m), type);

  /** A guest who joined and has the room's snapshot (admitted). */
  async function guestIn(alias: string, name: string) {
    const guest = await join(alias, name);
    await snapshot(guest);
    return guest;
  }

  return { createEvent, auth, open, join, snapshot, state, event, guestIn, violations };
}

/** The broadcast worker's browser is not launched: the test plays the composite page and collects the URLs it would open. */
/**
 * A broadcast room suite's set-up: one server whose worker browser the test plays (the URLs it would
 * have opened in Chromium land in `opened`), a host account, the room sockets, and no frame off the
 * room contract after any test (broadcast frames are room contract values too).
 */
export function compositeRoomSuite(hostName: string) {
  let server: TestServer;
  let host: Awaited<ReturnType<typeof activeAccount>>;
  const opened: string[] = [];
  beforeAll(async () => {
    server = await startServer();
    playCompositeInTest(server, opened);
    host = await activeAccount(server, hostName);
  }, 60_000);
  afterAll(() => server.close());
  const sockets = roomSockets(
    () => server,
    () => host.token,
  );
  afterEach(() => expect(sockets.violations.splice(0)).toEqual([]));
  return { ...sockets, opened, server: () => server, host: () => host };
}

export function playCompositeInTest(server: TestServer, opened: string[]) {
  server.app.broadcast.openBrowser = async (_chromium, url) => {
    opened.push(url);
    return { ended: new Promise<void>(() => undefined), close: async () => undefined };
  };
}

/** The composite page the worker would open at `url`, played by the test: trades its ticket and opens the worker socket. */
export async function openCompositePage(server: TestServer, url: string): Promise<WebSocket> {
  const ticket = new URL(url).searchParams.get('ticket')!;
  const joined = await server.call('POST', '/broadcast/worker/join', { body: { ticket } });
  const page = new WebSocket(`${server.url.replace('http', 'ws')}/broadcast/worker/socket?token=${joined.body.ingest_token}`);
  await new Promise((resolve) => page.once('open', resolve));
  return page;
}

/** Six seconds of test picture and tone as the composite page's live WebM (VP8, Opus), made with ffmpeg. */
export function testLiveWebm(): Buffer {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'live-webm-')), 'in.webm');
  testMediaFile({ seconds: 6, video: 'vp8', format: 'webm', out: file });
  return readFileSync(file);
}
