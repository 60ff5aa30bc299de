import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ROOM_COMMAND_TYPES, ROOM_EVENT_SCHEMAS, RoomServerMessageSchema, type RoomCommandType } from '@platform/contracts';
import { activeAccount, createEvent as createEventFixture, startServer, type TestServer } from './helpers';
import { allFrames, eventOf, joinRoom, snapshotOf, stateOf, type RoomSocket } from './room-socket';

let server: TestServer;
let host: Awaited<ReturnType<typeof activeAccount>>;

beforeAll(async () => {
  server = await startServer();
  host = await activeAccount(server, 'Contract Host');
});
afterAll(() => server.close());

// A meeting: everyone is on stage, so media signalling flows between the two members (issue 13's audience is refused it).
const createEvent = async () => (await createEventFixture(server, host.token, { mode: 'meeting' })).alias;

/** Frames that do not match the room event contract, with the reason. */
function offContract(frames: any[]) {
  return frames
    .filter((frame) => !Value.Check(RoomServerMessageSchema, frame))
    .map((frame) => {
      const schema = ROOM_EVENT_SCHEMAS[frame?.type as keyof typeof ROOM_EVENT_SCHEMAS];
      return { frame, errors: schema ? [...Value.Errors(schema, frame)].map((e) => `${e.instancePath} ${e.message}`) : ['unknown type'] };
    });
}

describe('room socket contract', () => {
  it('every frame of a recorded session (waiting room, chat, hand, host commands, leave, end) matches the event contract', async () => {
    const start = allFrames.length;
    const alias = await createEvent();
    const owner = await joinRoom(server, alias, 'Host', host.token);
    await snapshotOf(owner);
    owner.send({ type: 'ping' });
    await owner.next((m) => m.type === 'pong', 'pong');
    await owner.command('waiting_room.set', { enabled: true });

    const guest = await joinRoom(server, alias, 'Guest');
    await stateOf(guest, 'waiting_room');
    await owner.next((m) => m.type === 'room.waiting' && m.waiting.length === 1, 'waiting list');
    expect((await owner.command('admit', { to: guest.id })).type).toBe('ack');
    await snapshotOf(guest);
    owner.send({ type: 'members' });
    await owner.next((m) => m.type === 'members', 'members');

    await guest.command('self.update', { has_mic: true, mic_on: true, camera_on: true });
    await guest.command('chat.send', { text: 'Hello' });
    await eventOf(owner, 'chat.message');
    await guest.command('hand.raise');
    await guest.command('hand.lower');
    guest.send({ type: 'rtc.signal', to: owner.id, data: { sdp: 'offer' } });
    await owner.next((m) => m.type === 'rtc.signal', 'rtc.signal');
    guest.send({ type: 'signal', to: owner.id, data: { candidate: 'x' } });
    await owner.next((m) => m.type === 'signal', 'signal');

    await owner.command('pin.set', { to: guest.id, on: true });
    await owner.command('presenter.set', { to: guest.id, on: true });
    await owner.command('media.ask', { to: guest.id, kind: 'video' });
    const ask = await guest.next((m) => m.type === 'media.ask', 'ask');
    await guest.command('media.ask.reply', { to: ask.from, kind: ask.kind, accept: true });
    await owner.next((m) => m.type === 'media.ask.answer', 'answer');
    await owner.command('mute_all', { view: 'center' });
    await owner.command('media.stop', { to: guest.id, kind: 'camera' });
    await guest.next((m) => m.type === 'media.force', 'force');
    await owner.command('media.deny', { to: guest.id, kind: 'mic', denied: true });
    await owner.command('cohost.offer', { to: guest.id });
    await guest.next((m) => m.type === 'cohost.offer', 'offer');
    await guest.command('cohost.respond', { accept: true });
    await owner.next((m) => m.type === 'cohost.answer', 'cohost answer');
    await owner.command('lock.set', { locked: true });
    await owner.command('room.export');
    await owner.next((m) => m.type === 'room.count', 'count', 3000);
    expect((await owner.command('deny', { to: 'nobody' })).code).toBe('member_not_found');

    await guest.command('room.leave');
    await eventOf(owner, 'participant.left', (e) => e.id === guest.id);
    owner.send({ type: 'room.end' });
    expect(await owner.closed).toBe(4000);

    const frames = allFrames.slice(start);
    const types = new Set(frames.map((f) => f.type));
    for (const type of [
      'welcome',
      'pong',
      'members',
      'room.snapshot',
      'room.state',
      'room.waiting',
      'room.events',
      'room.count',
      'ack',
      'error',
      'rtc.signal',
      'signal',
      'media.ask',
      'media.ask.answer',
      'media.force',
      'cohost.offer',
      'cohost.answer',
    ]) {
      expect(types, type).toContain(type);
    }
    expect(offContract(frames)).toEqual([]);
  });

  it('answers a malformed command of every type with invalid_input naming the field, and changes nothing', async () => {
    const alias = await createEvent();
    const owner = await joinRoom(server, alias, 'Host', host.token);
    await snapshotOf(owner);
    const guest = await joinRoom(server, alias, 'Guest');
    await snapshotOf(guest);

    const malformed: Record<RoomCommandType, [Record<string, unknown>, string]> = {
      ping: [{ ref: 'x' }, 'ref'],
      members: [{ ref: 'x' }, 'ref'],
      'room.sync': [{ ref: 'x' }, 'ref'],
      'room.leave': [{ ref: 'x' }, 'ref'],
      'room.end': [{ ref: 'x' }, 'ref'],
      'room.export': [{ ref: 'x' }, 'ref'],
      'hand.raise': [{ ref: 'x' }, 'ref'],
      'cameras.stop': [{ ref: 'x' }, 'ref'],
      'self.update': [{ mic_on: 'true' }, 'mic_on'],
      'hand.lower': [{ to: 5 }, 'to'],
      'chat.send': [{ text: 7 }, 'text'],
      'rtc.signal': [{ to: 5, data: {} }, 'to'],
      signal: [{ data: {} }, 'to'],
      'waiting_room.set': [{ enabled: 'yes' }, 'enabled'],
      'lock.set': [{ locked: 'yes' }, 'locked'],
      admit: [{ to: 12 }, 'to'],
      deny: [{}, 'to'],
      remove: [{ to: ['x'] }, 'to'],
      block: [{ to: null }, 'to'],
      'cohost.offer': [{ to: '' }, 'to'],
      'cohost.respond': [{ accept: 'yes' }, 'accept'],
      'cohost.revoke': [{ to: {} }, 'to'],
      'presenter.set': [{ to: guest.id, on: 'yes' }, 'on'],
      'interpreter.set': [{ to: guest.id, on: 1 }, 'on'],
      'backstage.set': [{ to: guest.id }, 'on'],
      'pin.set': [{ to: guest.id, on: 'true' }, 'on'],
      mute_all: [{ view: 'everything' }, 'view'],
      'media.stop': [{ to: guest.id, kind: 'speaker' }, 'kind'],
      'media.deny': [{ to: guest.id, kind: 'mic', denied: 'yes' }, 'denied'],
      'media.ask': [{ to: guest.id, kind: 'screen' }, 'kind'],
      'media.ask.reply': [{ to: owner.id, kind: 'mic', accept: 'yes' }, 'accept'],
      'mode.set': [{ mode: 'theater' }, 'mode'],
      'broadcast.command': [{ action: 'live.explode' }, 'action'],
      'broadcast.sync': [{ ref: 'x' }, 'ref'],
      'broadcast.targets': [{ ref: 'x' }, 'ref'],
      'reaction.send': [{ emoji: '💩' }, 'emoji'],
      'hls.grant': [{ ref: 'x' }, 'ref'],
    };
    expect(Object.keys(malformed).sort()).toEqual([...ROOM_COMMAND_TYPES].sort());

    const stateNow = () => {
      const room = server.app.rooms.room(alias)!;
      return JSON.stringify({
        locked: room.locked,
        waitingRoom: room.waitingRoom,
        mode: room.mode,
        seq: room.seq,
        chat: room.chat.length,
        participants: [...room.participants.values()].map((p) => ({ id: p.id, roles: p.roles, flags: p.flags })),
      });
    };
    const before = stateNow();
    for (const [type, [body, field]] of Object.entries(malformed)) {
      const mark = owner.seen.length;
      owner.send({ type, ...body });
      const reply = await owner.next((m) => m.type === 'error' && m.command === type && owner.seen.indexOf(m) >= mark, `${type} error`);
      expect(reply, type).toMatchObject({ code: 'invalid_input', command: type, field });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stateNow()).toBe(before);
    expect(server.app.rooms.room(alias)!.locked).toBe(false);
    for (const c of [owner, guest]) c.socket.close();
  });
});

export type { RoomSocket };
