import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activeAccount, startServer, type TestServer } from './helpers';
import { playCompositeInTest, roomSockets } from './room-sockets';

/**
 * A server that cannot broadcast (no Chromium): the audience of a theater room is told the stream
 * cannot start and that it keeps being tried, every try is announced, and nobody is given the
 * operator's install command (issue 29).
 */
let server: TestServer;
let host: Awaited<ReturnType<typeof activeAccount>>;
const before = { chromium: process.env.CHROMIUM_PATH, hls: process.env.AUDIENCE_HLS, retry: process.env.AUDIENCE_RETRY_SECONDS };
const opened: string[] = [];
const restore = (name: string, value: string | undefined) => {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
};

beforeAll(async () => {
  // The service's own audience stream (every second), retrying every 2 s.
  Object.assign(process.env, { CHROMIUM_PATH: '/nonexistent/chromium', AUDIENCE_HLS: 'on', AUDIENCE_RETRY_SECONDS: '2' });
  server = await startServer();
  playCompositeInTest(server, opened);
  host = await activeAccount(server, 'Theater Host');
}, 60_000);
afterAll(async () => {
  restore('CHROMIUM_PATH', before.chromium);
  restore('AUDIENCE_HLS', before.hls);
  restore('AUDIENCE_RETRY_SECONDS', before.retry);
  await server.close();
});

const { createEvent, join, snapshot, violations } = roomSockets(
  () => server,
  () => host.token,
);
afterEach(() => expect(violations.splice(0)).toEqual([]));

describe("the audience's stream on a server that cannot broadcast (issue 29)", () => {
  it('tells the room why it cannot start, tries again, and starts once the program is there', async () => {
    const capability = await server.call('GET', '/broadcast/capability');
    expect(capability.body).toEqual({ available: false, max_workers: 2, active_workers: 0 });
    expect(JSON.stringify(capability.body)).not.toContain('apt-get');
    // The operator's words, for the service's log at start.
    expect(server.app.broadcast.missingTools()).toBe(
      'Recording and livestreaming are off: this server lacks chromium. Install with: apt-get install chromium (or set CHROMIUM_PATH, FFMPEG_PATH, FFPROBE_PATH).',
    );

    const alias = await createEvent({ mode: 'theater' });
    const owner = await join(alias, 'Theater Host', { token: host.token });
    await snapshot(owner);
    const first = await owner.next((m) => m.type === 'audience.stream' && m.status === 'retrying', 'stream cannot start');
    expect(first).toMatchObject({ problem: 'unavailable', attempts: 1 });
    expect(first.retry_in_ms).toBeGreaterThan(0);
    expect(first.retry_in_ms).toBeLessThanOrEqual(2000);

    // A viewer arriving meanwhile hears it on sync, as the call page asks on joining.
    const viewer = await join(alias, 'Vi Viewer');
    await snapshot(viewer);
    viewer.send({ type: 'broadcast.sync' });
    await viewer.next((m) => m.type === 'audience.stream' && m.problem === 'unavailable', 'told on sync');

    // It keeps trying, after a pause each time, and says so each time.
    const later = await viewer.next((m) => m.type === 'audience.stream' && m.attempts > first.attempts, 'another try');
    expect(later).toMatchObject({ status: 'retrying', problem: 'unavailable' });
    expect(JSON.stringify(viewer.messages)).not.toContain('apt-get');

    // The operator installs the program: the next try finds it without a restart.
    restore('CHROMIUM_PATH', before.chromium);
    await viewer.next((m) => m.type === 'broadcast.state' && m.live.status === 'starting', 'live starting');
    await expect.poll(() => opened.length, { timeout: 5000 }).toBe(1);
    owner.send({ type: 'room.end' });
    for (const c of [owner, viewer]) c.socket.close();
  }, 60_000);
});
