import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeTcpPort, stopChild, waitForPort } from '../../../../scripts/lib/cluster-services.mjs';
import { openPostgres, type Database } from '../../src/db/database';
import { activeAccount, openSocket, startServer, uniqueEmail, type TestServer } from '../helpers';
import { clusterDatabase } from './cluster-database';
import { roomSockets } from '../room-sockets';

// Redis lost while an instance runs (issue 25): what needs the shared state is refused with a clear 503,
// the rest keeps serving, and everything works again once Redis is back on its address.
let port: number;
let redis: ChildProcess | null = null;
let database: Awaited<ReturnType<typeof clusterDatabase>>;
let pool: Database;
let server: TestServer;

async function startRedisOn(redisPort: number) {
  redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await waitForPort(redisPort, 15_000, redis);
}

beforeAll(async () => {
  port = await freeTcpPort();
  await startRedisOn(port);
  database = await clusterDatabase('platform_cluster_redis_loss');
  pool = await openPostgres(database.url);
  server = await startServer({ redisUrl: `redis://127.0.0.1:${port}`, rateLimitMultiplier: 1 }, { database: pool });
});

afterAll(async () => {
  await server?.close();
  await pool?.close();
  await database?.close();
  if (redis) await stopChild(redis);
});

const signIn = () =>
  server.call('POST', '/api/v1/user/session/new', { body: { username: uniqueEmail('lost'), password: 'whatever it is' } });
const health = () => server.call('GET', '/api/health');

describe('Redis lost while running', () => {
  it('refuses what needs it with 503 cluster_unavailable, keeps the rest, and recovers when Redis returns', async () => {
    const { token } = await activeAccount(server);
    expect((await signIn()).status).toBe(401);
    await stopChild(redis!, 'SIGKILL');

    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(503);
    expect((await health()).body).toMatchObject({ ok: false, database: 'ok', redis: 'unreachable' });
    const refused = await signIn();
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      code: 'cluster_unavailable',
      message: 'The service cannot reach its shared state right now. Please try again in a moment.',
      retry_after: 5,
    });
    expect(refused.headers.get('retry-after')).toBe('5');
    // What needs no shared state still answers: the signed-in account, read from the database.
    expect((await server.call('GET', '/api/account/details', { token })).status).toBe(200);

    await startRedisOn(port);
    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(200);
    expect((await signIn()).status).toBe(401);
  });
});

describe('a live room while Redis is lost', () => {
  it('keeps serving the sockets its owner holds, and the owner keeps the room when Redis comes back empty', async () => {
    const { token } = await activeAccount(server);
    const sockets = roomSockets(
      () => server,
      () => token,
    );
    const alias = await sockets.createEvent();
    const host = await sockets.join(alias, 'Host', { token });
    await sockets.snapshot(host);
    const guest = await sockets.guestIn(alias, 'Guest');
    const owner = await leaseOf(alias);
    expect(owner).toMatch(/:1$/);
    await stopChild(redis!, 'SIGKILL');
    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(503);

    // Everyone in this room is on this instance: commands, acks and events need no Redis.
    expect(await guest.command('chat.send', { text: 'while Redis is away' })).toMatchObject({ type: 'ack' });
    await sockets.event(host, 'chat.message', (e) => e.message.text === 'while Redis is away');
    expect(await host.command('lock.set', { locked: true })).toMatchObject({ type: 'ack', locked: true });

    // A Redis with nothing in it (no persistence): the owner takes its lease back with its token, nobody is closed.
    await startRedisOn(port);
    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(200);
    await expect.poll(() => leaseOf(alias), { timeout: 5000 }).toBe(owner);
    expect(await guest.command('chat.send', { text: 'Redis is back' })).toMatchObject({ type: 'ack' });
    await sockets.event(host, 'chat.message', (e) => e.message.text === 'Redis is back');
    expect(host.socket.readyState).toBe(host.socket.OPEN);
    expect(sockets.violations).toEqual([]);
    for (const client of [host, guest]) client.socket.close();
  });
});

describe('live messages and whiteboards while Redis is lost', () => {
  it("deliver to this instance's own sockets, refuse a board with a reason, and follow again when Redis returns", async () => {
    const { token, account } = await activeAccount(server, 'Away Reader');
    const reader = await openSocket(server, `/signal/socket/member/v1?token=${token}`);
    await reader.next((m) => m.type === 'welcome');
    const drawing = await openSocket(server, '/signal/socket/whiteboard?room=while-away');
    await drawing.next((m) => m.type === 'snapshot');
    await stopChild(redis!, 'SIGKILL');
    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(503);

    const notify = (title: string) => server.call('POST', '/__dev/notify', { body: { account_id: account.account_id, title } });
    expect((await notify('While away')).status).toBe(200);
    expect((await reader.next((m) => m.type === 'notification')).notification.title).toBe('While away');
    drawing.send({ type: 'op', op: { kind: 'clear' } });
    expect(await drawing.next((m) => m.type === 'error')).toEqual({ type: 'error', code: 'cluster_unavailable' });
    const refused = await openSocket(server, '/signal/socket/whiteboard?room=while-away-2');
    const reason = await new Promise<string>((resolve) => refused.socket.once('close', (code, why) => resolve(`${code} ${why}`)));
    expect(reason).toBe('1013 cluster unavailable');

    // Back (empty): this instance follows the account's channel again, and boards open.
    await startRedisOn(port);
    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(200);
    await expect.poll(() => subscribers(`platform:to:account:${account.id}`), { timeout: 5000 }).toBe(1);
    const again = await openSocket(server, '/signal/socket/whiteboard?room=while-away-2');
    expect(await again.next((m) => m.type === 'snapshot')).toMatchObject({ strokes: [], peers: 1 });
    await Promise.all([reader.close(), drawing.close(), again.close()]);
  });
});

describe('the call centre while Redis is lost', () => {
  it('refuses calls and new duty pages with a reason, and the open duty page is rung again once Redis is back', async () => {
    const QR = '/conference/api/qr-call/qrcode';
    const [host, agent] = [await activeAccount(server, 'Line Host'), await activeAccount(server, 'Away Agent')];
    const event = await server.call('POST', '/conference/api/account/qrcode/create', {
      token: host.token,
      body: { topic: 'Help desk', call_type: 'instant' },
    });
    const alias = event.body.alias as string;
    expect(
      (await server.call('POST', '/api/account/qr-call/line', { token: host.token, body: { alias, agents: [agent.email] } })).status,
    ).toBe(200);
    const duty = await openSocket(server, `/signal/socket/qr-call/agent?token=${agent.token}`);
    await duty.next((m) => m.type === 'qr_call.welcome');
    await stopChild(redis!, 'SIGKILL');
    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(503);

    const place = () => server.call('POST', `${QR}/verify-call`, { body: { alias, display_name: 'Caller' } });
    const refused = await place();
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe('cluster_unavailable');
    const second = await openSocket(server, `/signal/socket/qr-call/agent?token=${agent.token}`);
    const reason = await new Promise<string>((resolve) => second.socket.once('close', (code, why) => resolve(`${code} ${why}`)));
    expect(reason).toBe('1013 cluster unavailable');

    // Back (empty): the open duty page is on duty again at its next renewal, and a call rings it.
    await startRedisOn(port);
    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(200);
    await expect
      .poll(async () => (await server.call('GET', `${QR}/short-detail?alias=${alias}`)).body.agents_available, { timeout: 10_000 })
      .toBe(1);
    const placed = await place();
    expect(placed.body.state).toBe('ringing');
    expect((await duty.next((m) => m.type === 'qr_call.ring')).call.call_id).toBe(placed.body.call_id);
    await duty.close();
  });
});

async function subscribers(channel: string): Promise<number> {
  const client = new Redis(`redis://127.0.0.1:${port}`);
  try {
    const [, count] = (await client.pubsub('NUMSUB', channel)) as [string, number];
    return count;
  } finally {
    client.disconnect();
  }
}

async function leaseOf(alias: string) {
  const client = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await client.connect();
    return await client.get(`platform:room:${alias}:owner`);
  } catch {
    return null;
  } finally {
    client.disconnect();
  }
}
