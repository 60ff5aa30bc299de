import { ROOM_COMMAND_TYPES } from '@platform/contracts';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectedAnswer, ROOM_COMMAND_MATRIX, type Actor, type Answer, type Ids } from './authorization-matrix';
import { activeAccount, startServer, type TestServer } from './helpers';
import { roomSockets, type Client } from './room-sockets';

/**
 * The authorization matrix walked against a running API (issue 26): every room-socket command as
 * anonymous, another account, a participant, a moderator and the host (the table is
 * authorization-matrix.ts). Its REST half, every route the service answers as the same actors, is
 * rest-authorization-matrix.test.ts.
 * The API suites run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let server: TestServer;
let host: Awaited<ReturnType<typeof activeAccount>>;
let other: Awaited<ReturnType<typeof activeAccount>>;
let cohost: Awaited<ReturnType<typeof activeAccount>>;

beforeAll(async () => {
  server = await startServer();
  host = await activeAccount(server, 'Matrix Host');
  other = await activeAccount(server, 'Other Account');
  cohost = await activeAccount(server, 'Co Host');
}, 180_000);
afterAll(() => server.close());

const { createEvent, join, snapshot, state, violations } = roomSockets(
  () => server,
  () => host.token,
);
afterEach(() => expect(violations.splice(0)).toEqual([]));

/** What the room answered, reduced to the matrix' terms. */
async function answerTo(client: Client, type: string, body: Record<string, unknown>): Promise<{ answer: Answer; reply: unknown }> {
  let reply: any;
  if (type === 'room.end') {
    // The host's end closes everyone's socket (theirs too) with the room's `ended` state: that is its answer.
    client.send({ type, ...body });
    reply = await client.next(
      (m) => (m.type === 'room.state' && m.state === 'ended') || (m.type === 'error' && m.command === type),
      'room.end answer',
    );
  } else if (type === 'ping' || type === 'members') {
    // Answered without a ref: a pong, the member list, or an error naming the command.
    const mark = client.messages.length;
    client.send({ type, ...body });
    reply = await client.next(
      (m) =>
        client.messages.indexOf(m) >= mark &&
        (m.type === (type === 'ping' ? 'pong' : 'members') || (m.type === 'error' && m.command === type)),
      `${type} reply`,
    );
  } else {
    reply = await client.command(type, body);
  }
  const refused = reply.type === 'error' && (reply.code === 'permission_denied' || reply.code === 'not_admitted');
  return { answer: refused ? reply.code : 'allowed', reply };
}

describe('authorization matrix (issue 26)', () => {
  it('covers every room command the contract declares', () => {
    expect(Object.keys(ROOM_COMMAND_MATRIX).sort()).toEqual([...ROOM_COMMAND_TYPES].sort());
  });

  it('walks every room command as another account, a participant, a moderator and the host', async () => {
    const alias = await createEvent({ mode: 'conference' });
    const owner = await join(alias, 'Matrix Host', { token: host.token });
    await snapshot(owner);
    const target = await join(alias, 'Tara Target');
    await snapshot(target);
    const participant = await join(alias, 'Pia Participant');
    await snapshot(participant);
    const moderator = await join(alias, 'Co Host', { token: cohost.token });
    await snapshot(moderator);
    await owner.command('cohost.offer', { to: moderator.id });
    expect(await moderator.command('cohost.respond', { accept: true })).toMatchObject({ type: 'ack' });
    expect(await owner.command('waiting_room.set', { enabled: true })).toMatchObject({ type: 'ack', waiting_room: true });
    const another = await join(alias, 'Other Account', { token: other.token });
    await state(another, 'waiting_room');

    const ids: Ids = { target: target.id, waiter: another.id };
    const actors: Array<[Actor, Client]> = [
      ['another', another],
      ['participant', participant],
      ['moderator', moderator],
      ['host', owner],
    ];
    const seen: string[] = [];
    for (const [actor, client] of actors) {
      for (const [type, { level, body }] of Object.entries(ROOM_COMMAND_MATRIX)) {
        // The host ends the room for everyone; leaving after that means nothing.
        if (actor === 'host' && type === 'room.leave') continue;
        const expected = expectedAnswer(actor, level);
        const { answer, reply } = await answerTo(client, type, body?.(ids) ?? {});
        expect(answer, `${actor} ${type}: ${JSON.stringify(reply)}`).toBe(expected);
        seen.push(`${actor} ${type} ${answer}`);
      }
    }
    // The record of what was walked: 4 actors x every command (the host's leave aside).
    expect(seen.length).toBe(4 * ROOM_COMMAND_TYPES.length - 1);
    for (const c of [owner, target, participant, moderator, another]) c.socket.close();
  }, 120_000);

  it('refuses an anonymous room socket (no ticket, a made-up ticket) before any command', async () => {
    for (const query of ['', '?ticket=made-up']) {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/signal/socket/member/v1${query}`);
      socket.on('error', () => undefined);
      const outcome = await new Promise<string>((resolve) => {
        socket.once('unexpected-response', (_request, response) => resolve(`http ${response.statusCode}`));
        socket.once('close', (code) => resolve(`closed ${code}`));
        socket.once('open', () => socket.send(JSON.stringify({ type: 'room.end', ref: 1 })));
        socket.once('message', (data) => resolve(`message ${String(data)}`));
      });
      expect(outcome, query).toMatch(/^(http 40[13]|closed 4001)$/);
      socket.terminate();
    }
  });

  it("shows the passcode of the host's event to the host alone (who may call which route: rest-authorization-matrix.test.ts)", async () => {
    const event = await server.call('POST', '/conference/api/account/qrcode/create', {
      token: host.token,
      body: { topic: 'Private', call_type: 'instant', passcode: '987654' },
    });
    const { alias } = event.body;
    const seenByOther = await server.call('GET', `/conference/api/account/qrcode/detail?alias=${alias}`, { token: other.token });
    expect(seenByOther.body.passcode ?? null).toBeNull();
    const seenByHost = await server.call('GET', `/conference/api/account/qrcode/detail?alias=${alias}`, { token: host.token });
    expect(seenByHost.body.passcode).toBe('987654');
  });
});
