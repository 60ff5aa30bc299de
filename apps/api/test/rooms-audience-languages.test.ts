import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { AudienceStream } from '../src/modules/broadcast/audience-hls';
import { activeAccount, startServer, type TestServer } from './helpers';
import { openCompositePage, playCompositeInTest, roomSockets } from './room-sockets';

/** The floor speaks at 500 Hz, the vi interpreter at 1500 Hz (distinct fake voices). */
const FLOOR_HZ = 500;
const INTERPRETER_HZ = 1500;

let server: TestServer;
let host: Awaited<ReturnType<typeof activeAccount>>;
let audience: AudienceStream;
const opened: string[] = [];
const sources: ChildProcess[] = [];

beforeAll(async () => {
  server = await startServer();
  playCompositeInTest(server, opened);
  audience = new AudienceStream(server.app.rooms, server.app.broadcast);
  host = await activeAccount(server, 'Conference Host');
}, 60_000);
afterAll(async () => {
  for (const source of sources) source.kill('SIGKILL');
  audience.close();
  await server.close();
});

const { createEvent, join, snapshot, violations } = roomSockets(
  () => server,
  () => host.token,
);
afterEach(() => expect(violations.splice(0)).toEqual([]));

/** A live WebM made in real time by ffmpeg (as the page's MediaRecorder makes it), each chunk sent with its tag. */
function liveSource(page: WebSocket, tag: number, args: string[]) {
  const child = spawn('ffmpeg', ['-v', 'error', ...args, '-live', '1', 'pipe:1'], { stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout!.on('data', (chunk: Buffer) => {
    if (page.readyState === WebSocket.OPEN) page.send(Buffer.concat([Buffer.from([tag]), chunk]));
  });
  sources.push(child);
  return child;
}

/** How loud the audio is around `hz`, in dB (ffmpeg: band-pass, then mean volume). */
function bandLevel(file: string, hz: number): number {
  const out = spawnSync(
    'ffmpeg',
    ['-hide_banner', '-i', file, '-vn', '-af', `bandpass=f=${hz}:width_type=q:width=8,volumedetect`, '-f', 'null', '-'],
    { encoding: 'utf8' },
  );
  return Number(/mean_volume: (-?[\d.]+) dB/.exec(out.stderr)?.[1] ?? NaN);
}

/** The latest segments of a rendition's playlist, joined into one MPEG-TS file. */
async function latestSegments(base: string, playlist: string, count: number, grant: string): Promise<string> {
  const text = await (await fetch(`${base}/${playlist}?${grant}`)).text();
  const names = text
    .split('\n')
    .filter((line) => line.endsWith('.ts'))
    .slice(-count);
  const parts = await Promise.all(names.map(async (name) => Buffer.from(await (await fetch(`${base}/${name}?${grant}`)).arrayBuffer())));
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'rendition-')), playlist.replace('.m3u8', '.ts'));
  writeFileSync(file, Buffer.concat(parts));
  return file;
}

describe("the audience's stream carries one audio rendition per interpretation language (issue 13)", () => {
  it('rebuilds the HLS output with a vi rendition when the page mixes vi, announces the master playlist, the vi rendition is mostly the interpreter, and drops it when the interpreter goes', async () => {
    const alias = await createEvent({ mode: 'conference' });
    const owner = await join(alias, 'Conference Host', { token: host.token });
    await snapshot(owner);
    const viewer = await join(alias, 'Vi Viewer');
    await snapshot(viewer);
    const before = opened.length;
    audience.check();
    await expect.poll(() => opened.length, { timeout: 20_000 }).toBe(before + 1);

    // The composite page: trades its ticket, then sends the live video + floor (tag 1) in real time.
    const page = await openCompositePage(server, opened[before]);
    page.send(JSON.stringify({ type: 'started', kind: 1, at: Date.now() }));
    liveSource(page, 1, [
      '-re',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=30',
      '-re',
      '-f',
      'lavfi',
      '-i',
      `sine=f=${FLOOR_HZ}:sample_rate=48000`,
      '-t',
      '60',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-tune',
      'zerolatency',
      '-g',
      '30',
      '-c:a',
      'libopus',
      '-f',
      'matroska',
    ]);
    const announced = () =>
      viewer.messages
        .filter((m) => m.type === 'broadcast.state' && m.live.hls_url)
        .map((m) => m.live.hls_url as string)
        .at(-1);
    await expect.poll(announced, { timeout: 30_000 }).toBe(`/broadcast/hls/${alias}/index.m3u8`);

    // An interpreter into vi: the page mixes vi (the floor at 20% under the interpreter) and says so first.
    const changed = Date.now();
    page.send(JSON.stringify({ type: 'mixes', languages: ['vi'], at: changed }));
    liveSource(page, 2, [
      '-re',
      '-f',
      'lavfi',
      '-i',
      `aevalsrc=0.1*sin(2*PI*${FLOOR_HZ}*t)+0.5*sin(2*PI*${INTERPRETER_HZ}*t):s=48000`,
      '-t',
      '60',
      '-c:a',
      'libopus',
      '-f',
      'webm',
    ]);
    await expect.poll(announced, { timeout: 30_000 }).toBe(`/broadcast/hls/${alias}/g1-master.m3u8`);
    console.log(`language change -> new master playlist announced: ${Date.now() - changed} ms`);

    const base = `${server.url}/broadcast/hls/${alias}`;
    // The viewer's grant to the room's HLS (issue 26).
    const grant = (await viewer.command('hls.grant')).hls_grant.query as string;
    const master = await (await fetch(`${base}/g1-master.m3u8?${grant}`)).text();
    expect(master).toMatch(/#EXT-X-MEDIA:TYPE=AUDIO,[^\n]*DEFAULT=YES,URI="g1-original.m3u8"/);
    expect(master).toMatch(/#EXT-X-MEDIA:TYPE=AUDIO,[^\n]*LANGUAGE="vi",URI="g1-vi.m3u8"/);

    // A few seconds of each rendition: vi is mostly the interpreter, Original is the floor.
    await expect
      .poll(async () => (await (await fetch(`${base}/g1-vi.m3u8?${grant}`)).text()).split('\n').filter((l) => l.endsWith('.ts')).length, {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(4);
    const vi = await latestSegments(base, 'g1-vi.m3u8', 3, grant);
    const original = await latestSegments(base, 'g1-original.m3u8', 3, grant);
    const viLevels = [bandLevel(vi, INTERPRETER_HZ), bandLevel(vi, FLOOR_HZ)];
    const originalLevels = [bandLevel(original, INTERPRETER_HZ), bandLevel(original, FLOOR_HZ)];
    console.log(
      `vi rendition: ${INTERPRETER_HZ} Hz ${viLevels[0]} dB, ${FLOOR_HZ} Hz ${viLevels[1]} dB; original: ${originalLevels[0]} / ${originalLevels[1]} dB`,
    );
    expect(viLevels[0] - viLevels[1], `vi: interpreter ${viLevels[0]} dB, floor ${viLevels[1]} dB`).toBeGreaterThan(8);
    expect(
      originalLevels[1] - originalLevels[0],
      `original: floor ${originalLevels[1]} dB, interpreter ${originalLevels[0]} dB`,
    ).toBeGreaterThan(20);

    // The interpreter is unmade: the page's vi mix ends, the stream is rebuilt with Original alone.
    sources.pop()!.kill('SIGKILL');
    page.send(JSON.stringify({ type: 'mixes', languages: [], at: Date.now() }));
    await expect.poll(announced, { timeout: 30_000 }).toBe(`/broadcast/hls/${alias}/g2-master.m3u8`);
    const without = await (await fetch(`${base}/g2-master.m3u8?${grant}`)).text();
    expect(without).toMatch(/#EXT-X-MEDIA:TYPE=AUDIO,[^\n]*DEFAULT=YES,URI="g2-original.m3u8"/);
    expect(without).not.toContain('LANGUAGE=');
    // Players still on the previous build finish it: its playlists stay a while.
    expect((await fetch(`${base}/g1-master.m3u8?${grant}`)).status).toBe(200);

    for (const source of sources.splice(0)) source.kill('SIGKILL');
    page.close();
    owner.send({ type: 'room.end' });
    await expect.poll(() => server.app.broadcast.session(alias), { timeout: 30_000 }).toBeUndefined();
    owner.socket.close();
    viewer.socket.close();
  }, 120_000);
});
