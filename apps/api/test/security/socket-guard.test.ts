import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeAccount, deeplyNested, openSocket, startServer, type TestServer } from '../helpers';

// Issue 15 items 1 and 6: no websocket frame can take the service down, and no socket can flood it.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const stroke = (id: string, points: unknown = [0, 0, 5, 5]) => ({ id, tool: 'pen', color: '#123456', width: 2, points });

async function roomMember(name: string) {
  const host = await activeAccount(server, name);
  const event = await server.call('POST', '/conference/api/account/qrcode/create', {
    token: host.token,
    body: { topic: 'Guarded', call_type: 'instant' },
  });
  const auth = await server.call('POST', '/signal/member/v1/auth', {
    token: host.token,
    body: { alias: event.body.alias, display_name: name },
  });
  return { host, alias: event.body.alias as string, ticket: auth.body.ticket as string };
}

describe('item 1: one hostile frame', () => {
  it('a whiteboard op with points nested 8,000 deep is refused and the service keeps serving', async () => {
    const attacker = await openSocket(server, '/signal/socket/whiteboard?room=crash');
    const peer = await openSocket(server, '/signal/socket/whiteboard?room=crash');
    await peer.next((m) => m.type === 'snapshot');
    // 16 KB: the exact frame that used to make JSON.stringify throw in the relay's broadcast.
    attacker.send(
      `{"type":"op","op":{"kind":"add","stroke":{"id":"x","tool":"pen","color":"#000000","width":2,"points":${deeplyNested(8000)}}}}`,
    );
    expect((await attacker.next((m) => m.type === 'error')).code).toMatch(/^(message_too_deep|invalid_op)$/);
    // wrong types are refused too, and nothing of either reaches the peer or the board
    attacker.send({ type: 'op', op: { kind: 'add', stroke: stroke('y', ['a', 'b']) } });
    expect((await attacker.next((m) => m.type === 'error')).code).toBe('invalid_op');
    const health = await server.call('GET', '/manifest.json');
    expect(health.status).toBeLessThan(500);
    // both sockets still work
    attacker.send({ type: 'op', op: { kind: 'add', stroke: stroke('fine') } });
    expect((await peer.next((m) => m.type === 'op')).op.stroke.id).toBe('fine');
    const late = await openSocket(server, '/signal/socket/whiteboard?room=crash');
    expect((await late.next((m) => m.type === 'snapshot')).strokes.map((s: any) => s.id)).toEqual(['fine']);
    await Promise.all([attacker.close(), peer.close(), late.close()]);
  });

  it('the room, account and agent sockets answer a too-deep frame with an error and stay open', async () => {
    const { host, ticket } = await roomMember('Deep Host');
    for (const route of [
      `/signal/socket/member/v1?ticket=${ticket}`,
      `/signal/socket/member/v1?token=${host.token}`,
      `/signal/socket/qr-call/agent?token=${host.token}`,
    ]) {
      const socket = await openSocket(server, route);
      socket.send(`{"type":"chat.send","text":${deeplyNested(8000)}}`);
      expect((await socket.next((m) => m.type === 'error')).code).toBe('message_too_deep');
      socket.send({ type: 'ping' });
      await socket.next((m) => m.type === 'pong');
      await socket.close();
    }
  });
});

describe('item 6: per-socket message budget', () => {
  it('2,000 chat.send in a burst: most are refused as rate_limited, far fewer are stored', async () => {
    const { alias, ticket } = await roomMember('Flooder');
    const socket = await openSocket(server, `/signal/socket/member/v1?ticket=${ticket}`);
    await socket.next((m) => m.type === 'room.snapshot');
    for (let i = 0; i < 2000; i++) socket.send({ type: 'chat.send', text: `flood ${i}` });
    await socket.next((m) => m.type === 'error' && m.code === 'rate_limited');
    const code = await socket.closed;
    expect(code).toBe(1008);
    const rows = await server.app.ctx.db.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM room_chat_messages WHERE alias = $1', [
      alias,
    ]);
    expect(Number(rows[0].n)).toBeLessThan(200);
    // the HTTP side still answers
    expect((await server.call('GET', '/manifest.json')).status).toBeLessThan(500);
  });

  it('a socket within its budget is never limited', async () => {
    const { host } = await roomMember('Calm');
    const socket = await openSocket(server, `/signal/socket/member/v1?token=${host.token}`);
    for (let i = 0; i < 40; i++) socket.send({ type: 'ping' });
    for (let i = 0; i < 40; i++) await socket.next((m) => m.type === 'pong');
    expect(socket.messages.filter((m) => m.type === 'error')).toEqual([]);
    await socket.close();
  });
});

describe('item 1: the process-level guard', () => {
  it('an uncaught exception is logged without its details leaking and the process keeps running', async () => {
    const { installProcessGuard } = await import('../../src/lib/process-guard');
    const lines: Array<{ object: Record<string, unknown>; message: string }> = [];
    const before = { exception: process.listeners('uncaughtException'), rejection: process.listeners('unhandledRejection') };
    installProcessGuard({ error: (object, message) => lines.push({ object, message }) });
    const added = process.listeners('uncaughtException').filter((l) => !before.exception.includes(l));
    const addedRejection = process.listeners('unhandledRejection').filter((l) => !before.rejection.includes(l));
    try {
      expect(added).toHaveLength(1);
      (added[0] as (error: Error) => void)(new RangeError('Maximum call stack size exceeded'));
      (addedRejection[0] as (reason: unknown) => void)('boom');
      expect(lines.map((l) => l.message)).toEqual(['uncaught exception (kept serving)', 'unhandled rejection (kept serving)']);
      expect((lines[0].object.err as { name: string }).name).toBe('RangeError');
      expect((await server.call('GET', '/manifest.json')).status).toBeLessThan(500);
    } finally {
      for (const l of added) process.off('uncaughtException', l as never);
      for (const l of addedRejection) process.off('unhandledRejection', l as never);
    }
  });
});
