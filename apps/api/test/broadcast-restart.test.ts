import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { activeAccount, call, type TestServer } from './helpers';
import { testMediaFile } from './test-media';

/**
 * Recordings made by the broadcast survive a restart of the API on the same data folder (PGlite on
 * disk, as `npm start` runs it), and a recording the service died during is finished at the next start.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'api-bcast-restart-'));
const recordingsDir = path.join(dataDir, 'broadcast', 'recordings');
let webm: Buffer;

beforeAll(() => {
  // What the composite page's MediaRecorder sends: H.264 (a keyframe a second) + Opus in WebM, 12 s.
  const file = path.join(dataDir, 'in.webm');
  testMediaFile({ seconds: 12, out: file });
  webm = readFileSync(file);
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** URLs the worker would have opened in Chromium: the test plays the composite page itself. */
type Server = TestServer & { opened: string[] };

async function start(): Promise<Server> {
  const app = await buildApp({
    config: {
      dataDir,
      databaseUrl: null,
      siteDir: path.join(dataDir, 'site'),
      isProduction: false,
      livekit: null,
      rateLimitMultiplier: 1000,
    },
  });
  const opened: string[] = [];
  app.broadcast.openBrowser = async (_chromium, url) => {
    opened.push(url);
    return { ended: new Promise<void>(() => undefined), close: async () => undefined };
  };
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return { app, url, dataDir, opened, call: (method, route, options) => call(url, method, route, options), close: () => app.close() };
}

/** A websocket whose JSON messages can be awaited by content. */
function socket(url: string) {
  const ws = new WebSocket(url);
  const messages: any[] = [];
  ws.on('message', (data, binary) => {
    if (binary) return;
    const parsed = JSON.parse(data.toString());
    messages.push(...(parsed.type === 'room.events' ? parsed.events : [parsed]));
  });
  const next = async (match: (m: any) => boolean, ms = 30_000) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const found = messages.find(match);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('timed out');
  };
  return new Promise<{ ws: WebSocket; next: typeof next; send(m: object): void }>((resolve, reject) => {
    ws.on('open', () => resolve({ ws, next, send: (m) => ws.send(JSON.stringify(m)) }));
    ws.on('error', reject);
  });
}

/** The host starts recording and the composite page (played by the test) sends 12 s of media. */
async function recordWithHost(server: Server, token: string, topic: string) {
  const ws = (route: string) => `${server.url.replace('http', 'ws')}${route}`;
  const alias = (
    await server.call('POST', '/conference/api/account/qrcode/create', { token, body: { topic, call_type: 'instant', mode: 'meeting' } })
  ).body.alias as string;
  const auth = await server.call('POST', '/signal/member/v1/auth', { token, body: { alias, display_name: 'Host' } });
  const host = await socket(ws(`/signal/socket/member/v1?ticket=${auth.body.ticket}`));
  await host.next((m) => m.type === 'room.snapshot');
  const before = server.opened.length;
  host.send({ type: 'broadcast.command', action: 'record.start', ref: 1 });
  await host.next((m) => m.ref === 1);
  await expect.poll(() => server.opened.length).toBe(before + 1);
  const joined = await server.call('POST', '/broadcast/worker/join', {
    body: { ticket: new URL(server.opened[before]).searchParams.get('ticket') },
  });
  const page = await socket(ws(`/broadcast/worker/socket?token=${joined.body.ingest_token}`));
  await page.next((m) => m.type === 'outputs' && m.record === 'on');
  for (let i = 0; i < webm.length; i += 32 * 1024) page.ws.send(Buffer.concat([Buffer.from([0]), webm.subarray(i, i + 32 * 1024)]));
  await host.next((m) => m.type === 'broadcast.state' && m.record.status === 'active');
  return { alias, host, page };
}

/** ffprobe of a recording's URL; asynchronous, since the server it reads from runs in this process. */
const probe = async (url: string) =>
  JSON.parse(
    (await promisify(execFile)('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type', '-of', 'json', url]))
      .stdout,
  ) as {
    format: { duration: string };
    streams: Array<{ codec_type: string }>;
  };

describe('recordings across a restart of the API', () => {
  it("keeps a finished recording in the host's Recordings: same duration and size, playable, downloadable in ranges", async () => {
    const first = await start();
    const { token } = await activeAccount(first, 'Restart Host');
    const { alias, host, page } = await recordWithHost(first, token, 'Before the restart');
    host.send({ type: 'broadcast.command', action: 'record.stop', ref: 2 });
    await host.next((m) => m.type === 'broadcast.state' && m.record.status === 'idle' && m.record.recording_id, 60_000);
    const before = (await first.call('GET', '/api/account/recording/list', { token })).body.items[0];
    expect(before).toMatchObject({ event_alias: alias, mime: 'video/mp4' });
    host.ws.close();
    page.ws.close();
    await first.close();

    const second = await start();
    try {
      const after = (await second.call('GET', '/api/account/recording/list', { token })).body.items;
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({
        id: before.id,
        title: before.title,
        event_alias: alias,
        duration_seconds: before.duration_seconds,
        size: before.size,
      });
      const url = after[0].url.replace(/^https?:\/\/[^/]+/, second.url);
      const probed = await probe(url);
      expect(probed.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
      expect(Math.abs(Number(probed.format.duration) - before.duration_seconds)).toBeLessThanOrEqual(1);
      // A player seeks and a download resumes: byte ranges of the same file.
      const whole = Buffer.from(await (await fetch(url)).arrayBuffer());
      expect(whole.length).toBe(before.size);
      const part = await fetch(url, { headers: { range: 'bytes=100-1099' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${before.size}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100, 1100))).toBe(true);
      const tail = await fetch(url, { headers: { range: 'bytes=-500' } });
      expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(whole.length - 500))).toBe(true);
      expect((await fetch(url, { headers: { range: `bytes=${before.size}-` } })).status).toBe(416);
    } finally {
      await second.close();
    }
  }, 180_000);

  it('finishes a recording the API died during at the next start: saved to Recordings, playable, nothing left half-done', async () => {
    const first = await start();
    const { token } = await activeAccount(first, 'Crash Host');
    const { alias, host, page } = await recordWithHost(first, token, 'Cut short');
    // The encoder has written most of the media it was sent (its last cluster is still in memory).
    const mkv = () => readdirSync(recordingsDir).find((n) => n.startsWith(alias) && n.endsWith('.mkv'));
    await expect
      .poll(
        () => {
          const name = mkv();
          return name ? statSync(path.join(recordingsDir, name)).size : 0;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(100_000);
    // The service dies: its encoder is killed mid-file and nothing is finished or saved.
    const session = first.app.broadcast.session(alias)!;
    const output = session.recordOutput!;
    session.recordOutput = null;
    output.kill = () => undefined;
    (output as unknown as { run: { child: { kill(signal: string): void } } }).run.child.kill('SIGKILL');
    await output.exited;
    first.app.broadcast.shutdown = async () => undefined;
    host.ws.close();
    page.ws.close();
    await first.close();
    const base = path.join(recordingsDir, mkv()!.slice(0, -'.mkv'.length));
    expect(existsSync(`${base}.json`)).toBe(true);

    const second = await start();
    try {
      expect(await second.app.broadcast.recovered).toEqual([{ base, saved: true, durationSeconds: expect.any(Number) }]);
      const items = (await second.call('GET', '/api/account/recording/list', { token })).body.items;
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ event_alias: alias, mime: 'video/mp4' });
      expect(items[0].title).toContain('Cut short');
      // Most of the 12 s sent: what the encoder had written before it was killed.
      expect(items[0].duration_seconds).toBeGreaterThanOrEqual(5);
      const probed = await probe(items[0].url.replace(/^https?:\/\/[^/]+/, second.url));
      expect(probed.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
      expect(Math.abs(Number(probed.format.duration) - items[0].duration_seconds)).toBeLessThanOrEqual(1);
      // Nothing is left to finish at the next start.
      expect([existsSync(`${base}.json`), existsSync(`${base}.mkv`)]).toEqual([false, false]);
    } finally {
      await second.close();
    }
  }, 180_000);
});
