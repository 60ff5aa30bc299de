import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../../../scripts/lib/cluster.mjs';
import { stopChild } from '../../../../scripts/lib/cluster-services.mjs';
import { secureLinkMd5 } from '../../src/modules/broadcast/viewer-grants';
import { activeAccount, call, openSocket } from '../helpers';

// `npm run start:cluster`'s deployment, run here from Debian's packages (issue 25): PostgreSQL, Redis, three
// API instances (from source, so the code under test) and nginx with the checked-in configuration in front.
const HASHED = 'assets/app-Ab12Cd34.js';
const SCRIPT = 'console.log("the shell");\n'.repeat(50);
let dir: string;
let cluster: Cluster;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'api-cluster-'));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own user when the suite runs as root
  const site = path.join(dir, 'site');
  mkdirSync(path.join(site, 'assets'), { recursive: true });
  writeFileSync(path.join(site, HASHED), SCRIPT);
  writeFileSync(path.join(site, `${HASHED}.gz`), gzipSync(SCRIPT));
  writeFileSync(path.join(site, `${HASHED}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(site, 'assets/strings.json'), '{"hello":"world"}');
  cluster = await startCluster({
    dir: path.join(dir, 'cluster'),
    siteDir: site,
    instances: 3,
    freshDatabase: true,
    fromSource: true,
    env: { NODE_ENV: 'test', AUDIENCE_HLS: 'off', RATE_LIMIT_MULTIPLIER: '100', LOG_LEVEL: 'warn' },
  });
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

const get = (route: string, headers: Record<string, string> = {}) => fetch(`${cluster.url}${route}`, { headers });
const through = () => ({
  url: cluster.url,
  call: (method: string, route: string, options?: Parameters<typeof call>[3]) => call(cluster.url, method, route, options),
});

async function instancesAnswering(requests: number) {
  const seen = new Set<string>();
  for (let i = 0; i < requests; i++) {
    const health = await get('/api/health');
    expect(health.status).toBe(200);
    const body = await health.json();
    expect(body).toMatchObject({ ok: true, database: 'ok', redis: 'ok' });
    seen.add(body.instance);
  }
  return seen;
}

describe('the reference deployment: three instances behind nginx at one address', () => {
  it('answers from all three instances in turn, each healthy on the shared PostgreSQL and Redis', async () => {
    expect(await (await get('/nginx-health')).text()).toBe('ok\n');
    expect([...(await instancesAnswering(6))].sort()).toEqual(['api-1', 'api-2', 'api-3']);
  });

  it('serves one product: an account made through one instance signs in and opens its socket through the others', async () => {
    const { token } = await activeAccount(through());
    // Round robin spreads these over the three instances: each knows the session.
    for (let i = 0; i < 3; i++) expect((await call(cluster.url, 'GET', '/api/account/details', { token })).status).toBe(200);
    // The websocket upgrade passes nginx (the account's event socket on /signal/socket/member/v1).
    const socket = await openSocket(through(), `/signal/socket/member/v1?token=${encodeURIComponent(token)}`);
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    await socket.close();
  });

  it("serves the site's files from disk with the cache policy by name, compressed when accepted", async () => {
    const hashed = await get(`/${HASHED}`, { 'accept-encoding': 'gzip' });
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('content-encoding')).toBe('gzip');
    expect(hashed.headers.get('vary')).toBe('Accept-Encoding');
    expect(hashed.headers.get('etag')).toBeNull(); // a year, immutable: nothing to revalidate
    expect(await hashed.text()).toBe(SCRIPT);
    // Brotli first for a browser that takes both (as the API serves it), the file itself for one that takes neither.
    const brotli = await get(`/${HASHED}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(await brotli.text()).toBe(SCRIPT);
    const identity = await get(`/${HASHED}`, { 'accept-encoding': 'identity' });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(SCRIPT);
    const plain = await get('/assets/strings.json');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(plain.headers.get('etag')).toBeTruthy();
    expect((await get('/assets/strings.json', { 'if-none-match': plain.headers.get('etag')! })).status).toBe(304);
  });

  it("serves HLS segments to a viewer with the room's grant and refuses them without", async () => {
    const room = path.join(cluster.dataDir, 'hls', 'cluster-room');
    mkdirSync(room, { recursive: true });
    writeFileSync(path.join(room, 'segment-00001.ts'), Buffer.alloc(188, 0x47));
    const expires = String(Math.floor(Date.now() / 1000) + 300);
    const md5 = secureLinkMd5(expires, 'cluster-room', 'viewer-1', cluster.hlsGrantSecret);
    const segment = await get(`/broadcast/hls/cluster-room/segment-00001.ts?expires=${expires}&viewer=viewer-1&md5=${md5}`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(segment.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/broadcast/hls/cluster-room/segment-00001.ts')).status).toBe(403);
  });

  it('keeps serving when an instance is killed, and serves the static files with every instance gone', async () => {
    await stopChild(cluster.instances[1].child, 'SIGKILL');
    // nginx skips the dead one: every request still answers, from the two left.
    expect([...(await instancesAnswering(6))].sort()).toEqual(['api-1', 'api-3']);
    await stopChild(cluster.instances[0].child, 'SIGKILL');
    await stopChild(cluster.instances[2].child, 'SIGKILL');
    expect((await get('/api/health')).status).toBe(502);
    // The site's files come from nginx's disk, not from an instance.
    expect((await get(`/${HASHED}`)).status).toBe(200);
  });
});
