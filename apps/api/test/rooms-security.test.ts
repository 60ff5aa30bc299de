import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeAccount, createEvent as createEventFixture, startServer, type TestServer } from './helpers';
import { eventOf, joinRoom, openRoomSocket, signalAuth, snapshotOf, stateOf, type RoomSocket } from './room-socket';

let server: TestServer;
let host: Awaited<ReturnType<typeof activeAccount>>;

beforeAll(async () => {
  server = await startServer();
  host = await activeAccount(server, 'Secure Host');
});
afterAll(() => server.close());

const createEvent = async () => (await createEventFixture(server, host.token)).alias;
const resume = (c: RoomSocket, token: string) =>
  server.call('POST', '/signal/member/v1/resume', { body: { member_id: c.id, resume_token: token } });
const tokenOf = async (c: RoomSocket) => (await snapshotOf(c)).resume_token as string;
const quiet = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('room security (issue 15)', () => {
  it('item 2: a blocked, removed or ended member cannot come back through a resume; tickets open one socket', async () => {
    const alias = await createEvent();
    const owner = await joinRoom(server, alias, 'Host', host.token);
    const ownerToken = await tokenOf(owner);
    const blocked = await joinRoom(server, alias, 'Blocked');
    const removed = await joinRoom(server, alias, 'Removed');
    const stayer = await joinRoom(server, alias, 'Stayer');
    const [blockedToken, removedToken, stayerToken] = await Promise.all([tokenOf(blocked), tokenOf(removed), tokenOf(stayer)]);
    // Their rows are in the database, as after any join (a resume after a restart reads them).
    await server.app.rooms.persistPending();

    await owner.command('block', { to: blocked.id });
    await owner.command('remove', { to: removed.id });
    expect((await resume(blocked, blockedToken)).status).toBe(404);
    expect((await resume(removed, removedToken)).status).toBe(404);

    owner.send({ type: 'room.end' });
    await stayer.closed;
    expect((await resume(stayer, stayerToken)).status).toBe(404);
    expect((await resume(owner, ownerToken)).status).toBe(404);
    // Nobody reopened it: a newcomer waits for the host.
    const newcomer = await joinRoom(server, alias, 'Newcomer');
    await stateOf(newcomer, 'waiting_for_host');
    newcomer.socket.close();

    const { ticket, member_id: memberId } = await signalAuth(server, alias, 'Twice');
    const first = await openRoomSocket(server, ticket, memberId);
    first.socket.close();
    await expect(openRoomSocket(server, ticket, memberId)).rejects.toThrow('status 401');
  });

  it('item 14: someone in the waiting room or locked out learns nothing about who is in the room', async () => {
    const alias = await createEvent();
    const owner = await joinRoom(server, alias, 'Host', host.token);
    await snapshotOf(owner);
    const early = await joinRoom(server, alias, 'Early Guest');
    await snapshotOf(early);
    await owner.command('waiting_room.set', { enabled: true });

    const waiter = await joinRoom(server, alias, 'Waiter');
    await stateOf(waiter, 'waiting_room');
    expect((await waiter.next((m) => m.type === 'welcome', 'welcome')).members).toEqual([]);
    waiter.send({ type: 'members' });
    expect(await waiter.next((m) => m.type === 'error' && m.command === 'members', 'members refusal')).toMatchObject({
      code: 'not_admitted',
    });
    const late = await joinRoom(server, alias, 'Also Waiting');
    await stateOf(late, 'waiting_room');
    expect(
      await early.next((m) => m.type === 'presence.join' || m.type === 'presence.leave', 'presence', 300).catch(() => null),
    ).toBeNull();
    await quiet(100);
    const leaked = waiter.frames.filter(
      (f) =>
        ['presence.join', 'members', 'room.events', 'room.snapshot', 'room.waiting', 'room.count'].includes(f.type) ||
        (f.type === 'welcome' && f.members.length),
    );
    expect(leaked).toEqual([]);

    await owner.command('lock.set', { locked: true });
    const lockedOut = await joinRoom(server, alias, 'Locked Out');
    expect(await lockedOut.closed).toBe(4003);
    expect(lockedOut.frames.map((f) => f.type)).toEqual(['room.state']);
    for (const c of [owner, early, waiter, late]) c.socket.close();
  });

  it('item 15: chat files only from our own storage; only the person asked answers an ask', async () => {
    const alias = await createEvent();
    const owner = await joinRoom(server, alias, 'Host', host.token);
    await snapshotOf(owner);
    const guest = await joinRoom(server, alias, 'Guest');
    await snapshotOf(guest);
    const evil = {
      kind: 'image',
      url: 'https://evil.example/api/storage/files/0123456789abcdef',
      name: 'x.png',
      size: 10,
      mime: 'image/png',
    };
    expect(await guest.command('chat.send', { text: 'look', attachment: evil })).toMatchObject({
      code: 'invalid_input',
      field: 'attachment.url',
    });
    expect(
      await guest.command('chat.send', {
        text: 'look',
        attachment: { ...evil, url: `${server.url}/api/storage/files/0123456789abcdef?x=1` },
      }),
    ).toMatchObject({ code: 'invalid_input' });
    // Our own path, but no file stored there: what a file is comes from its stored content, so there is nothing to send.
    expect(
      await guest.command('chat.send', { text: 'ok', attachment: { ...evil, url: `${server.url}/api/storage/files/0123456789abcdef` } }),
    ).toMatchObject({ code: 'invalid_input', field: 'attachment.url' });

    // Nobody asked the guest: a reply "to" the host is refused and the host hears nothing.
    expect(await guest.command('media.ask.reply', { to: owner.id, kind: 'mic', accept: true })).toMatchObject({ code: 'no_ask' });
    await owner.command('media.ask', { to: guest.id, kind: 'mic' });
    await guest.next((m) => m.type === 'media.ask', 'ask');
    expect(await guest.command('media.ask.reply', { to: owner.id, kind: 'video', accept: true })).toMatchObject({ code: 'no_ask' });
    expect(await guest.command('media.ask.reply', { to: owner.id, kind: 'mic', accept: true })).toMatchObject({ type: 'ack' });
    expect(await guest.command('media.ask.reply', { to: owner.id, kind: 'mic', accept: true })).toMatchObject({ code: 'no_ask' });
    expect(owner.frames.filter((f) => f.type === 'media.ask.answer')).toHaveLength(1);
    for (const c of [owner, guest]) c.socket.close();
  });

  it('item 16: wrong-typed fields answer invalid_input and change nothing', async () => {
    const alias = await createEvent();
    const owner = await joinRoom(server, alias, 'Host', host.token);
    await snapshotOf(owner);
    await owner.command('lock.set', { locked: true });
    expect(await owner.command('lock.set', { locked: 'yes' })).toMatchObject({ code: 'invalid_input', field: 'locked' });
    expect(server.app.rooms.room(alias)!.locked).toBe(true);
    expect(await owner.command('self.update', { mic_on: 'true' })).toMatchObject({ code: 'invalid_input', field: 'mic_on' });
    expect(server.app.rooms.room(alias)!.participants.get(owner.id)!.flags.micOn).toBe(false);
    owner.socket.close();
  });
});

describe('leaving (issue 16 item 10)', () => {
  it('a clean close is a leave at once; only a dropped connection waits for the grace period', async () => {
    expect(server.app.rooms.graceMs).toBeGreaterThanOrEqual(10_000);
    const alias = await createEvent();
    const owner = await joinRoom(server, alias, 'Host', host.token);
    await snapshotOf(owner);
    const closer = await joinRoom(server, alias, 'Tab Closer');
    const dropper = await joinRoom(server, alias, 'Dropped');
    await Promise.all([snapshotOf(closer), snapshotOf(dropper)]);

    const started = Date.now();
    closer.socket.close(1001, 'going away');
    expect(await eventOf(owner, 'participant.left', (e) => e.id === closer.id)).toMatchObject({ reason: 'left' });
    expect(Date.now() - started).toBeLessThan(1000);

    dropper.socket.terminate();
    await eventOf(owner, 'participant.updated', (e) => e.participant.id === dropper.id && e.participant.connection === 'reconnecting');
    await quiet(300);
    expect(owner.seen.some((m) => m.type === 'participant.left' && m.id === dropper.id)).toBe(false);
    owner.socket.close();
  });
});
