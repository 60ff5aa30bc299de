import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { capabilityOf, findTools } from '../src/modules/broadcast/tools';
import { activeAccount, startServer, type TestServer } from './helpers';
import { testMediaFile } from './test-media';

let server: TestServer;
let host: Awaited<ReturnType<typeof activeAccount>>;
let webm: Buffer;
let webmLong: Buffer;
/** URLs the worker would have opened in Chromium: the test plays the composite page itself. */
const opened: string[] = [];
/** Ends the newest stand-in browser, as a crashed Chromium would. */
let crashBrowser: () => void = () => undefined;

beforeAll(async () => {
  server = await startServer();
  server.app.broadcast.openBrowser = async (_chromium, url) => {
    opened.push(url);
    return {
      ended: new Promise<void>((resolve) => {
        crashBrowser = resolve;
      }),
      close: async () => undefined,
    };
  };
  host = await activeAccount(server, 'Broadcast Host');
  // What the composite page's MediaRecorder sends: H.264 (a keyframe a second) + Opus in Matroska/WebM, 4 s.
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bcast-')), 'in.webm');
  testMediaFile({ seconds: 4, out: file });
  webm = readFileSync(file);
  const long = file.replace('in.webm', 'long.webm');
  testMediaFile({ seconds: 12, out: long });
  webmLong = readFileSync(long);
}, 60_000);
afterAll(() => server.close());

interface Socket {
  messages: any[];
  ws: WebSocket;
  next(match: (m: any) => boolean, ms?: number): Promise<any>;
  send(m: object): void;
}

function connect(url: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const waiters: Array<{ match: (m: any) => boolean; done(m: any): void }> = [];
    const socket: Socket = {
      ws,
      messages: [],
      next: (match, ms = 15_000) => {
        const found = socket.messages.find(match);
        if (found) return Promise.resolve(found);
        return new Promise((done, fail) => {
          const timer = setTimeout(() => fail(new Error('timed out')), ms);
          waiters.push({
            match,
            done: (m) => {
              clearTimeout(timer);
              done(m);
            },
          });
        });
      },
      send: (m) => ws.send(JSON.stringify(m)),
    };
    ws.on('message', (data, binary) => {
      if (binary) return;
      const parsed = JSON.parse(data.toString());
      const list = parsed.type === 'room.events' ? parsed.events : [parsed];
      for (const m of list) {
        socket.messages.push(m);
        for (const w of [...waiters])
          if (w.match(m)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.done(m);
          }
      }
    });
    ws.on('open', () => resolve(socket));
    ws.on('error', reject);
  });
}

const wsUrl = (route: string) => `${server.url.replace('http', 'ws')}${route}`;

async function joinRoom(alias: string, name: string, token?: string) {
  const auth = await server.call('POST', '/signal/member/v1/auth', { token, body: { alias, display_name: name } });
  const socket = await connect(wsUrl(`/signal/socket/member/v1?ticket=${auth.body.ticket}`));
  await socket.next((m) => m.type === 'room.snapshot');
  return socket;
}

/** The composite page: trades the ticket from the worker URL, joins as recorder, opens the worker socket. */
async function actAsCompositePage(url: string) {
  const ticket = new URL(url).searchParams.get('ticket')!;
  const joined = await server.call('POST', '/broadcast/worker/join', { body: { ticket } });
  expect(joined.status).toBe(200);
  const again = await server.call('POST', '/broadcast/worker/join', { body: { ticket } });
  expect(again.status).toBe(401); // single use
  const recorder = await connect(wsUrl(`/signal/socket/member/v1?ticket=${joined.body.room_ticket}`));
  const page = await connect(wsUrl(`/broadcast/worker/socket?token=${joined.body.ingest_token}`));
  return { recorder, page, memberId: joined.body.member_id as string };
}

async function sendWebm(page: Socket, kind: number, data = webm) {
  for (let i = 0; i < data.length; i += 32 * 1024) page.ws.send(Buffer.concat([Buffer.from([kind]), data.subarray(i, i + 32 * 1024)]));
}

describe('broadcast capability', () => {
  it('says whether it can record to anyone, and what the server lacks only to its operator (issue 29)', async () => {
    const here = await server.call('GET', '/broadcast/capability');
    expect(here.body).toEqual({ available: true, max_workers: 2, active_workers: 0 });
    const bare = capabilityOf(findTools({ PATH: '/nonexistent', CHROMIUM_PATH: '/nonexistent/chromium' }));
    expect(bare).toEqual({ available: false, missing: ['chromium', 'ffmpeg'], install: 'apt-get install chromium ffmpeg' });
  });

  it('refuses the worker ticket exchange and socket to anyone without a ticket', async () => {
    expect((await server.call('POST', '/broadcast/worker/join', { body: { ticket: 'made-up-ticket' } })).status).toBe(401);
    await expect(connect(wsUrl('/broadcast/worker/socket?token=nope'))).rejects.toThrow();
  });
});

describe('recording a call', () => {
  it('records through the composite page, keeps the recorder out of the room list, and saves a real MP4', async () => {
    const event = await server.call('POST', '/conference/api/account/qrcode/create', {
      token: host.token,
      body: { topic: 'Town hall', call_type: 'instant', mode: 'meeting' },
    });
    const alias = event.body.alias as string;
    const hostSocket = await joinRoom(alias, 'Host', host.token);
    const guest = await joinRoom(alias, 'Guest');

    guest.send({ type: 'broadcast.command', action: 'record.start', ref: 1 });
    expect(await guest.next((m) => m.ref === 1)).toMatchObject({ type: 'error', code: 'permission_denied' });

    const before = opened.length;
    hostSocket.send({ type: 'broadcast.command', action: 'record.start', ref: 2 });
    expect(await hostSocket.next((m) => m.ref === 2)).toMatchObject({ type: 'ack' });
    expect(await guest.next((m) => m.type === 'broadcast.state' && m.record.status === 'starting')).toBeTruthy();
    await expect.poll(() => opened.length).toBe(before + 1);
    expect(opened[before]).toMatch(new RegExp(`/c/${alias}/composite\\?ticket=`));

    const { recorder, page, memberId } = await actAsCompositePage(opened[before]);
    const snapshot = await recorder.next((m) => m.type === 'room.snapshot');
    expect(snapshot.participants.map((p: any) => p.display_name).sort()).toEqual(['Guest', 'Host']);
    const update = await guest.next((m) => m.type === 'recorders.updated');
    expect(update.recorders).toEqual([memberId]);
    // Media signalling reaches the recorder and comes back from it.
    guest.send({ type: 'rtc.signal', to: memberId, data: { hello: 1 } });
    expect((await recorder.next((m) => m.type === 'rtc.signal')).data).toEqual({ hello: 1 });
    recorder.send({ type: 'rtc.signal', to: guest.messages.find((m) => m.type === 'room.snapshot').self_id, data: { back: 1 } });
    expect((await guest.next((m) => m.type === 'rtc.signal')).data).toEqual({ back: 1 });

    expect(await page.next((m) => m.type === 'outputs')).toMatchObject({ record: 'on', live: 'off' });
    // The page says when its recorder began: the elapsed time counts from there.
    page.send({ type: 'started', kind: 0, at: Date.now() - 3000 });
    expect((await hostSocket.next((m) => m.type === 'broadcast.state' && m.record.status === 'active')).record.elapsed_seconds).toBe(3);
    await sendWebm(page, 0);

    // A late joiner asks for the state and sees the recording.
    const late = await joinRoom(alias, 'Late');
    late.send({ type: 'broadcast.sync' });
    expect(await late.next((m) => m.type === 'broadcast.state')).toMatchObject({ record: { status: 'active' } });
    expect((await late.next((m) => m.type === 'room.snapshot')).participant_count).toBe(3);

    hostSocket.send({ type: 'broadcast.command', action: 'record.stop', ref: 3 });
    await hostSocket.next((m) => m.ref === 3, 60_000);
    const done = await hostSocket.next((m) => m.type === 'broadcast.state' && m.record.status === 'idle' && m.record.recording_id, 60_000);
    expect(done.record.reason).toBe('host_stopped');

    const list = await server.call('GET', '/api/account/recording/list', { token: host.token });
    const saved = list.body.items[0];
    expect(saved).toMatchObject({ id: done.record.recording_id, event_alias: alias, mime: 'video/mp4' });
    expect(saved.duration_seconds).toBeGreaterThanOrEqual(3);
    expect(saved.duration_seconds).toBeLessThanOrEqual(5);
    const file = await fetch(saved.url);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.length).toBe(saved.size);
    expect(bytes.subarray(4, 8).toString()).toBe('ftyp');
    // faststart: the index (moov) comes before the media data (mdat).
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    for (const s of [hostSocket, guest, late, recorder, page]) s.ws.close();
  }, 90_000);

  it('goes live with HLS and reports an unreachable stream target while the rest goes on', async () => {
    const event = await server.call('POST', '/conference/api/account/qrcode/create', {
      token: host.token,
      body: { topic: 'Live show', call_type: 'instant' },
    });
    const alias = event.body.alias as string;
    const target = await server.call('POST', '/api/account/stream-target/create', {
      token: host.token,
      body: { name: 'Nowhere', server_url: 'rtmp://127.0.0.1:4479/live', stream_key: 'secret-key' },
    });
    expect(target.status).toBe(200);
    const hostSocket = await joinRoom(alias, 'Host', host.token);
    hostSocket.send({ type: 'broadcast.targets', ref: 9 });
    expect((await hostSocket.next((m) => m.ref === 9)).targets).toEqual([
      { id: target.body.id, name: 'Nowhere', server_url: 'rtmp://127.0.0.1:4479/live' },
    ]);
    const before = opened.length;
    hostSocket.send({ type: 'broadcast.command', action: 'live.start', target_ids: [target.body.id], ref: 1 });
    expect(await hostSocket.next((m) => m.ref === 1)).toMatchObject({ type: 'ack' });
    await expect.poll(() => opened.length).toBe(before + 1);
    const { page } = await actAsCompositePage(opened[before]);
    expect(await page.next((m) => m.type === 'outputs' && m.live === 'on')).toBeTruthy();
    await sendWebm(page, 1, webmLong);
    const failed = await hostSocket.next((m) => m.type === 'broadcast.state' && m.live.targets?.[0]?.status === 'failed', 30_000);
    expect(failed.live.targets[0]).toMatchObject({ name: 'Nowhere', problem: 'network' });
    expect(failed.live.status).toBe('active');
    // The host's own grant to the room's HLS (issue 26), as any admitted member gets one.
    hostSocket.send({ type: 'hls.grant', ref: 4 });
    const grant = (await hostSocket.next((m) => m.ref === 4)).hls_grant.query as string;
    await expect
      .poll(async () => (await fetch(`${server.url}/broadcast/hls/${alias}/index.m3u8?${grant}`)).status, { timeout: 20_000 })
      .toBe(200);
    const playlist = await fetch(`${server.url}/broadcast/hls/${alias}/index.m3u8?${grant}`);
    expect(playlist.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
    const text = await playlist.text();
    expect(text).toContain('#EXT-X-PROGRAM-DATE-TIME');
    const segment = text.split('\n').find((line) => line.endsWith('.ts'))!;
    const seg = await fetch(`${server.url}/broadcast/hls/${alias}/${segment}?${grant}`);
    expect(seg.headers.get('cache-control')).toContain('immutable');
    expect((await server.call('GET', `/broadcast/hls/${alias}/..%2Fsecret`)).status).toBe(404);
    hostSocket.send({ type: 'broadcast.command', action: 'live.stop', ref: 2 });
    await hostSocket.next((m) => m.ref === 2, 30_000);
    for (const s of [hostSocket, page]) s.ws.close();
  }, 90_000);

  it('tells the host the worker died and keeps what was recorded; a room that empties stops its broadcast', async () => {
    const event = await server.call('POST', '/conference/api/account/qrcode/create', {
      token: host.token,
      body: { topic: 'Crash test', call_type: 'instant' },
    });
    const alias = event.body.alias as string;
    const hostSocket = await joinRoom(alias, 'Host', host.token);
    const before = opened.length;
    hostSocket.send({ type: 'broadcast.command', action: 'record.start', ref: 1 });
    await expect.poll(() => opened.length).toBe(before + 1);
    const { page } = await actAsCompositePage(opened[before]);
    await page.next((m) => m.type === 'outputs' && m.record === 'on');
    await sendWebm(page, 0);
    await hostSocket.next((m) => m.type === 'broadcast.state' && m.record.status === 'active');
    crashBrowser();
    const failed = await hostSocket.next((m) => m.type === 'broadcast.state' && m.record.status === 'failed', 60_000);
    expect(failed.record.reason).toBe('worker_died');
    const list = await server.call('GET', '/api/account/recording/list', { token: host.token });
    expect(list.body.items.some((r: any) => r.event_alias === alias && r.duration_seconds >= 3)).toBe(true);
    expect(server.app.broadcast.session(alias)).toBeUndefined();

    // Live again, then everyone leaves: the broadcast ends with the room.
    const again = opened.length;
    hostSocket.send({ type: 'broadcast.command', action: 'live.start', target_ids: [], ref: 2 });
    expect(await hostSocket.next((m) => m.ref === 2)).toMatchObject({ type: 'ack' });
    await expect.poll(() => opened.length).toBe(again + 1);
    hostSocket.send({ type: 'room.leave' });
    await expect.poll(() => server.app.broadcast.session(alias), { timeout: 20_000 }).toBeUndefined();
    for (const s of [hostSocket, page]) s.ws.close();
  }, 90_000);
});
