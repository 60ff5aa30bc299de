import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activeAccount, call, startServer, type TestServer } from './helpers';
import { roomSockets, type Client } from './room-sockets';

let server: TestServer;
let host: Awaited<ReturnType<typeof activeAccount>>;

beforeAll(async () => {
  server = await startServer();
  host = await activeAccount(server, 'Room Host');
});
afterAll(() => server.close());

const { createEvent, auth, open, join, snapshot, state, event, violations } = roomSockets(
  () => server,
  () => host.token,
);
afterEach(() => expect(violations.splice(0)).toEqual([]));

async function hostIn(alias: string) {
  const client = await join(alias, 'Room Host', { token: host.token });
  await snapshot(client);
  return client;
}

describe('room controller over websockets', () => {
  it('holds guests until the host opens the room, then admits them with a snapshot', async () => {
    const alias = await createEvent();
    const early = await join(alias, 'Early Guest');
    await state(early, 'waiting_for_host');
    const owner = await hostIn(alias);
    expect([...owner.participants.values()][0]).toMatchObject({ display_name: 'Room Host', roles: ['host', 'presenter'] });
    const admitted = await snapshot(early);
    expect(admitted.participants.map((p: any) => p.display_name).sort()).toEqual(['Early Guest', 'Room Host']);
    await event(owner, 'participant.joined', (e) => e.participant.display_name === 'Early Guest');
    owner.socket.close();
    early.socket.close();
  });

  it('locks the room and runs the waiting room: admit and deny', async () => {
    const alias = await createEvent({ passcode: 'secret' });
    const owner = await hostIn(alias);
    expect((await auth(alias, 'Wrong', { passcode: 'nope' })).body.code).toBe('passcode_wrong');

    expect(await owner.command('waiting_room.set', { enabled: true })).toMatchObject({ type: 'ack', waiting_room: true });
    const ann = await join(alias, 'Ann', { passcode: 'secret' });
    await state(ann, 'waiting_room');
    const bob = await join(alias, 'Bob', { passcode: 'secret' });
    await state(bob, 'waiting_room');
    await owner.next((m) => m.type === 'room.waiting' && m.waiting.length === 2, 'two waiting');
    expect(owner.waiting.map((w) => w.display_name)).toEqual(['Ann', 'Bob']);

    expect(await owner.command('admit', { to: ann.id })).toMatchObject({ type: 'ack' });
    expect((await snapshot(ann)).room).toMatchObject({ waiting_room: true, locked: false });
    expect(await owner.command('deny', { to: bob.id })).toMatchObject({ type: 'ack' });
    await state(bob, 'denied');
    expect(await bob.closed).toBe(4003);
    expect(owner.waiting).toEqual([]);

    // A participant may not run host commands.
    expect(await ann.command('lock.set', { locked: true })).toMatchObject({
      type: 'error',
      code: 'permission_denied',
      message: 'You do not have permission to perform this function',
    });

    expect(await owner.command('lock.set', { locked: true })).toMatchObject({ type: 'ack', locked: true });
    await event(ann, 'room.updated', (e) => e.room.locked === true);
    const late = await join(alias, 'Late', { passcode: 'secret' });
    await state(late, 'locked');
    expect(await late.closed).toBe(4003);

    await owner.command('lock.set', { locked: false });
    await owner.command('waiting_room.set', { enabled: false });
    const free = await join(alias, 'Free', { passcode: 'secret' });
    await snapshot(free);
    for (const c of [owner, ann, free]) c.socket.close();
  });

  it('turning the waiting room off lets everyone waiting in', async () => {
    const alias = await createEvent();
    const owner = await hostIn(alias);
    await owner.command('waiting_room.set', { enabled: true });
    const guest = await join(alias, 'Patient');
    await state(guest, 'waiting_room');
    await owner.command('waiting_room.set', { enabled: false });
    await snapshot(guest);
    owner.socket.close();
    guest.socket.close();
  });

  it('removes and blocks participants; a blocked guest cannot come back', async () => {
    const alias = await createEvent();
    const owner = await hostIn(alias);
    const carl = await join(alias, 'Carl');
    await snapshot(carl);
    expect(await owner.command('remove', { to: carl.id })).toMatchObject({ type: 'ack' });
    await state(carl, 'removed');
    await event(owner, 'participant.left', (e) => e.id === carl.id && e.reason === 'removed');
    expect(await carl.closed).toBe(4003);
    // Removed, not blocked: Carl may join again.
    const carlAgain = await join(alias, 'Carl', { device_id: 'device-carl' });
    await snapshot(carlAgain);

    expect(await owner.command('block', { to: carlAgain.id })).toMatchObject({ type: 'ack' });
    await state(carlAgain, 'blocked');
    const carlThird = await join(alias, 'Carl (new name)', { device_id: 'device-carl' });
    await state(carlThird, 'blocked');
    expect(await carlThird.closed).toBe(4003);
    expect([...owner.participants.values()].map((p) => p.display_name)).toEqual(['Room Host']);
    owner.socket.close();
  });

  it('makes a co-host only after they accept; refuses host-only commands to co-hosts', async () => {
    const alias = await createEvent();
    const owner = await hostIn(alias);
    const dana = await join(alias, 'Dana');
    await snapshot(dana);
    const eve = await join(alias, 'Eve');
    await snapshot(eve);

    expect(await dana.command('cohost.offer', { to: eve.id })).toMatchObject({ code: 'permission_denied' });
    await owner.command('cohost.offer', { to: dana.id });
    expect(await dana.next((m) => m.type === 'cohost.offer', 'offer')).toMatchObject({ from: owner.id, from_name: 'Room Host' });
    expect(owner.participants.get(dana.id).roles).not.toContain('cohost');

    // Eve has no offer to answer.
    expect(await eve.command('cohost.respond', { accept: true })).toMatchObject({ code: 'no_offer' });
    await dana.command('cohost.respond', { accept: true });
    expect(await owner.next((m) => m.type === 'cohost.answer', 'answer')).toMatchObject({ from: dana.id, accept: true });
    await event(eve, 'participant.updated', (e) => e.participant.id === dana.id && e.participant.roles.includes('cohost'));

    // A co-host moderates, but cannot end the room, switch its mode or act on the host.
    expect(await dana.command('lock.set', { locked: true })).toMatchObject({ type: 'ack' });
    expect(await dana.command('room.end')).toMatchObject({ code: 'permission_denied' });
    expect(await dana.command('mode.set', { mode: 'meeting' })).toMatchObject({ code: 'permission_denied' });
    expect(await dana.command('remove', { to: owner.id })).toMatchObject({ code: 'permission_denied' });
    expect(await eve.command('remove', { to: dana.id })).toMatchObject({ code: 'permission_denied' });
    expect(await eve.command('mute_all', { view: 'center' })).toMatchObject({ code: 'permission_denied' });

    // Declining leaves the role alone.
    await owner.command('cohost.offer', { to: eve.id });
    await eve.next((m) => m.type === 'cohost.offer', 'offer');
    await eve.command('cohost.respond', { accept: false });
    expect(await owner.next((m) => m.type === 'cohost.answer' && m.from === eve.id, 'decline')).toMatchObject({ accept: false });
    expect(owner.participants.get(eve.id).roles).not.toContain('cohost');
    for (const c of [owner, dana, eve]) c.socket.close();
  });

  it('raises hands within the rules, mutes all but pinned people, denies and asks for media', async () => {
    const alias = await createEvent();
    const owner = await hostIn(alias);
    const fay = await join(alias, 'Fay');
    await snapshot(fay);
    const gus = await join(alias, 'Gus');
    await snapshot(gus);

    await fay.command('self.update', { mic_on: true, camera_on: true });
    await gus.command('self.update', { mic_on: true });
    expect(await fay.command('hand.raise')).toMatchObject({ type: 'ack' });
    await event(owner, 'participant.updated', (e) => e.participant.id === fay.id && e.participant.hand_raised);

    await gus.command('self.update', { has_mic: false });
    expect(await gus.command('hand.raise')).toMatchObject({
      code: 'no_microphone',
      message: 'You have no microphone, so you cannot raise your hand.',
    });
    await gus.command('self.update', { has_mic: true, mic_on: true });
    await owner.command('interpreter.set', { to: gus.id, on: true, languages: { from: 'vi', to: 'en' } });
    expect(await gus.command('hand.raise')).toMatchObject({ code: 'interpreting' });
    await owner.command('interpreter.set', { to: gus.id, on: false });
    await owner.command('backstage.set', { to: gus.id, on: true });
    expect(await gus.command('hand.raise')).toMatchObject({ code: 'invisible' });
    await owner.command('backstage.set', { to: gus.id, on: false });

    // The host lowers Fay's hand; Fay may not lower anyone else's.
    expect(await gus.command('hand.lower', { to: fay.id })).toMatchObject({ code: 'permission_denied' });
    await owner.command('hand.lower', { to: fay.id });
    await event(fay, 'participant.updated', (e) => e.participant.id === fay.id && !e.participant.hand_raised);

    // Mute all: refused in gallery view, spares the pinned.
    expect(await owner.command('mute_all', { view: 'gallery' })).toMatchObject({ code: 'mute_all_gallery' });
    await owner.command('pin.set', { to: gus.id, on: true });
    expect(await owner.command('mute_all', { view: 'center' })).toMatchObject({ type: 'ack', muted: 1 });
    expect(await fay.next((m) => m.type === 'media.force', 'forced mute')).toEqual({ type: 'media.force', mic: false });
    await event(owner, 'participant.updated', (e) => e.participant.id === fay.id && !e.participant.mic_on);
    expect(owner.participants.get(gus.id).mic_on).toBe(true);

    expect(await owner.command('cameras.stop')).toMatchObject({ stopped: 1 });
    await owner.command('media.deny', { to: fay.id, kind: 'camera', denied: true });
    expect(await fay.command('self.update', { camera_on: true })).toMatchObject({ code: 'media_denied' });
    await owner.command('media.deny', { to: fay.id, kind: 'camera', denied: false });
    expect(await fay.command('self.update', { camera_on: true })).toMatchObject({ type: 'ack' });

    await owner.command('media.ask', { to: fay.id, kind: 'mic' });
    const ask = await fay.next((m) => m.type === 'media.ask', 'ask');
    expect(ask).toMatchObject({ from: owner.id, kind: 'mic' });
    await fay.command('media.ask.reply', { to: ask.from, kind: 'mic', accept: false });
    expect(await owner.next((m) => m.type === 'media.ask.answer', 'postponed')).toMatchObject({ from: fay.id, accept: false });
    for (const c of [owner, fay, gus]) c.socket.close();
  });

  it('relays WebRTC signalling between admitted members only', async () => {
    const alias = await createEvent({ mode: 'meeting' });
    const owner = await hostIn(alias);
    const hal = await join(alias, 'Hal');
    await snapshot(hal);
    hal.send({ type: 'rtc.signal', to: owner.id, data: { sdp: 'offer' } });
    expect(await owner.next((m) => m.type === 'rtc.signal', 'relayed')).toEqual({
      type: 'rtc.signal',
      from: hal.id,
      data: { sdp: 'offer' },
    });

    await owner.command('waiting_room.set', { enabled: true });
    const ivy = await join(alias, 'Ivy');
    await state(ivy, 'waiting_room');
    ivy.send({ type: 'rtc.signal', to: owner.id, data: { sdp: 'sneaky' } });
    expect(await ivy.next((m) => m.type === 'error', 'refusal')).toMatchObject({ code: 'not_admitted' });
    hal.send({ type: 'rtc.signal', to: ivy.id, data: {} });
    expect(await hal.next((m) => m.type === 'error', 'refusal')).toMatchObject({ code: 'member_not_found' });
    for (const c of [owner, hal, ivy]) c.socket.close();
  });

  it('keeps chat history for late joiners and in the database, and exports CSV', async () => {
    const alias = await createEvent();
    const owner = await hostIn(alias);
    const jo = await join(alias, 'Jo');
    await snapshot(jo);
    expect(await jo.command('chat.send', { text: 'Hello 👋, everyone' })).toMatchObject({ type: 'ack' });
    expect((await event(owner, 'chat.message')).message).toMatchObject({ from_id: jo.id, from_name: 'Jo', text: 'Hello 👋, everyone' });
    expect(await jo.command('chat.send', { text: '   ' })).toMatchObject({ code: 'invalid_input' });
    expect(await jo.command('chat.send', { text: 'x', attachment: { url: 'https://evil.example/x.png', size: 1 } })).toMatchObject({
      code: 'invalid_input',
    });
    expect(
      await jo.command('chat.send', {
        text: '',
        attachment: { kind: 'file', url: '/api/storage/files/0123456789abcdef', size: 6 * 1024 * 1024 },
      }),
    ).toMatchObject({ code: 'invalid_input' });
    // An attachment must be a file stored here: what it is comes from that file's content.
    expect(
      await owner.command('chat.send', {
        text: 'Welcome',
        attachment: {
          kind: 'image',
          url: `${server.url}/api/storage/files/0123456789abcdef`,
          name: 'pasted.png',
          size: 2048,
          mime: 'image/png',
        },
      }),
    ).toMatchObject({ code: 'invalid_input' });
    await owner.command('chat.send', { text: 'Welcome' });

    const late = await join(alias, 'Late Kim');
    expect((await snapshot(late)).chat.map((m: any) => m.text)).toEqual(['Hello 👋, everyone', 'Welcome']);
    const rows = await server.app.ctx.db.query<{ body: string }>('SELECT body FROM room_chat_messages WHERE alias = $1 ORDER BY id', [
      alias,
    ]);
    expect(rows.map((r) => r.body)).toEqual(['Hello 👋, everyone', 'Welcome']);

    // Guests upload chat files through the room, proving membership with their resume token.
    const form = new FormData();
    form.append('file', new Blob(['meeting notes\n'], { type: 'text/plain' }), 'notes.txt');
    const joToken = (await jo.next((m) => m.type === 'room.snapshot')).resume_token;
    const upload = await fetch(`${server.url}/signal/member/v1/upload`, {
      method: 'POST',
      headers: { 'x-member-id': jo.id, 'x-resume-token': joToken },
      body: form,
    });
    expect(upload.status).toBe(200);
    const uploaded = await upload.json();
    expect(uploaded).toMatchObject({ mime: 'text/plain', size: 14 });
    expect(
      await jo.command('chat.send', {
        text: '',
        attachment: { kind: 'file', url: uploaded.url, name: 'notes.txt', size: uploaded.size, mime: uploaded.mime },
      }),
    ).toMatchObject({ type: 'ack' });
    // Issue 29: a text file named x.png, sent as an image, reaches everyone as the text file it is.
    const disguised = new FormData();
    disguised.append('file', new Blob(['not a picture\n'], { type: 'image/png' }), 'x.png');
    const sneaky = await (
      await fetch(`${server.url}/signal/member/v1/upload`, {
        method: 'POST',
        headers: { 'x-member-id': jo.id, 'x-resume-token': joToken },
        body: disguised,
      })
    ).json();
    expect(sneaky.mime).toBe('text/plain');
    expect(
      await jo.command('chat.send', {
        text: '',
        attachment: { kind: 'image', url: sneaky.url, name: 'x.png', size: sneaky.size, mime: 'image/png' },
      }),
    ).toMatchObject({ type: 'ack' });
    expect((await event(owner, 'chat.message', (e) => e.message.attachment?.name === 'x.png')).message.attachment).toMatchObject({
      kind: 'file',
      mime: 'text/plain',
    });
    const forged = await fetch(`${server.url}/signal/member/v1/upload`, {
      method: 'POST',
      headers: { 'x-member-id': jo.id, 'x-resume-token': 'nope' },
      body: form,
    });
    expect(forged.status).toBe(401);

    expect(await jo.command('room.export')).toMatchObject({ code: 'permission_denied' });
    const exported = await owner.command('room.export');
    expect(exported.chat_csv).toContain('Jo,"Hello 👋, everyone"');
    expect(exported.participants_csv.split('\r\n')[0]).toBe('name,roles,joined_at,connection,mic_on,camera_on,hand_raised');
    expect(exported.participants_csv).toContain('Late Kim');
    for (const c of [owner, jo, late]) c.socket.close();
  });

  it('keeps a dropped participant through the grace period and resumes them with a full snapshot', async () => {
    const alias = await createEvent();
    const owner = await hostIn(alias);
    const lee = await join(alias, 'Lee');
    const first = await snapshot(lee);
    await owner.command('presenter.set', { to: lee.id, on: true });
    await event(lee, 'participant.updated', (e) => e.participant.id === lee.id && e.participant.roles.includes('presenter'));
    lee.socket.terminate();
    await event(owner, 'participant.updated', (e) => e.participant.id === lee.id && e.participant.connection === 'reconnecting');
    await owner.command('chat.send', { text: 'while you were away' });

    const resumed = await server.call('POST', '/signal/member/v1/resume', {
      body: { member_id: lee.id, resume_token: first.resume_token },
    });
    expect(resumed.status).toBe(200);
    const back = await open(resumed.body.ticket, lee.id);
    const again = await snapshot(back);
    expect(again.self_id).toBe(lee.id);
    expect(again.participants.find((p: any) => p.id === lee.id)).toMatchObject({ roles: ['presenter'], connection: 'connected' });
    expect(again.chat.map((m: any) => m.text)).toContain('while you were away');
    await event(owner, 'participant.updated', (e) => e.participant.id === lee.id && e.participant.connection === 'connected');

    expect((await server.call('POST', '/signal/member/v1/resume', { body: { member_id: lee.id, resume_token: 'forged' } })).status).toBe(
      404,
    );
    owner.socket.close();
    back.socket.close();
  });

  it('drops a participant who does not come back within the grace period', async () => {
    const alias = await createEvent();
    const owner = await hostIn(alias);
    server.app.rooms.graceMs = 150;
    try {
      const max = await join(alias, 'Max');
      await snapshot(max);
      max.socket.terminate();
      await event(owner, 'participant.left', (e) => e.id === max.id && e.reason === 'timeout');
    } finally {
      server.app.rooms.graceMs = 30_000;
    }
    owner.socket.close();
  });

  it('lets a second tab of the same account take over', async () => {
    const alias = await createEvent();
    const first = await hostIn(alias);
    const guest = await join(alias, 'Ned');
    await snapshot(guest);
    const second = await hostIn(alias);
    await state(first, 'replaced');
    expect(await first.closed).toBe(4003);
    await event(guest, 'participant.left', (e) => e.id === first.id && e.reason === 'replaced');
    expect(second.participants.get(second.id).roles).toContain('host');
    expect([...second.participants.values()].map((p) => p.display_name).sort()).toEqual(['Ned', 'Room Host']);
    second.socket.close();
    guest.socket.close();
  });

  it('fills a meeting to 10 with 8 presenters, switches mode, and ends for all', async () => {
    const alias = await createEvent({ mode: 'meeting' });
    const owner = await hostIn(alias);
    const guests: Client[] = [];
    for (let i = 1; i < 10; i++) {
      const guest = await join(alias, `Guest ${i}`);
      await snapshot(guest);
      guests.push(guest);
    }
    const full = await join(alias, 'One too many');
    await state(full, 'full');
    await event(owner, 'participant.joined', (e) => e.participant.display_name === 'Guest 9');
    const presenters = [...owner.participants.values()].filter((p) => p.roles.includes('presenter'));
    expect(presenters.map((p) => p.display_name)).toEqual(['Room Host', ...Array.from({ length: 7 }, (_, i) => `Guest ${i + 1}`)]);

    expect(await guests[0].command('mode.set', { mode: 'conference' })).toMatchObject({ code: 'permission_denied' });
    expect(await owner.command('mode.set', { mode: 'conference' })).toMatchObject({ type: 'ack', mode: 'conference' });
    await event(guests[0], 'room.updated', (e) => e.room.mode_switching === true);
    await event(guests[0], 'room.updated', (e) => e.room.mode === 'conference' && e.room.capacity === 10_000 && !e.room.mode_switching);
    const newcomer = await join(alias, 'Now there is room');
    await snapshot(newcomer);

    expect(await owner.command('mode.set', { mode: 'meeting' })).toMatchObject({ code: 'room_full' });

    owner.send({ type: 'room.end' });
    for (const c of [owner, ...guests, newcomer]) {
      await state(c, 'ended');
      expect(await c.closed).toBe(4000);
    }
  });

  it('does not announce the audience of a large room to everyone, only to moderators', async () => {
    const alias = await createEvent({ mode: 'theater' });
    const owner = await hostIn(alias);
    server.app.rooms.largeRoomAudience = 3;
    try {
      const a = await join(alias, 'Audience A');
      await snapshot(a);
      const b = await join(alias, 'Audience B');
      await snapshot(b);
      const c = await join(alias, 'Audience C');
      const snap = await snapshot(c);
      // A came while the room was small and was announced; from B on the room is large: C sees the
      // host, those announced before, itself, and the head count, but not B.
      expect(snap.participants.map((p: any) => p.display_name).sort()).toEqual(['Audience A', 'Audience C', 'Room Host']);
      expect(snap.participant_count).toBe(4);
      // The host still sees everyone arrive.
      await owner.next((m) => m.type === 'participant.joined' && m.participant.display_name === 'Audience C', 'moderator sees C');
      // A raised hand puts C on stage for everyone, in sequence.
      await c.command('hand.raise');
      await event(a, 'participant.updated', (e) => e.participant.id === c.id && e.participant.hand_raised);
      expect(await a.next((m) => m.type === 'room.count', 'count')).toMatchObject({ count: 4 });
      // A co-host sees the audience arrive like the host; once revoked, no longer (B, never one, never does).
      await owner.command('cohost.offer', { to: a.id });
      await a.next((m) => m.type === 'cohost.offer', 'offer');
      await a.command('cohost.respond', { accept: true });
      await event(owner, 'participant.updated', (e) => e.participant.id === a.id && e.participant.roles.includes('cohost'));
      const d = await join(alias, 'Audience D');
      await snapshot(d);
      await a.next((m) => m.type === 'participant.joined' && m.participant.display_name === 'Audience D', 'co-host sees D');
      await owner.command('cohost.revoke', { to: a.id });
      await event(a, 'participant.updated', (e) => e.participant.id === a.id && !e.participant.roles.includes('cohost'));
      const e = await join(alias, 'Audience E');
      await snapshot(e);
      await owner.next((m) => m.type === 'participant.joined' && m.participant.display_name === 'Audience E', 'host sees E');
      await a.next((m) => m.type === 'room.count' && m.count === 6, 'count after E'); // sent after any join message
      const told = (client: typeof a, name: string) =>
        client.messages.some((m) => m.type === 'participant.joined' && m.participant.display_name === name);
      expect(told(a, 'Audience E')).toBe(false);
      expect(told(b, 'Audience D') || told(b, 'Audience E')).toBe(false);
      for (const client of [a, b, c, d, e]) client.socket.close();
    } finally {
      server.app.rooms.largeRoomAudience = 200;
    }
    owner.socket.close();
  });

  it('brings participants back after a restart of the service, with their role, without a new join', async () => {
    const alias = await createEvent();
    const owner = await hostIn(alias);
    const guest = await join(alias, 'Rita');
    const guestSnapshot = await snapshot(guest);
    const ownerToken = owner.resumeToken;
    // The guest becomes co-host after their row is written: a room role, kept across the restart too.
    await server.app.rooms.persistPending();
    await owner.command('cohost.offer', { to: guest.id });
    await guest.next((m) => m.type === 'cohost.offer', 'offer');
    await guest.command('cohost.respond', { accept: true });
    await event(owner, 'participant.updated', (e) => e.participant.id === guest.id && e.participant.roles.includes('cohost'));
    // Admitted participants are written in batches (within 200 ms, and at once on shutdown): the
    // restart below comes after that, as a stopped or crashed service would.
    await server.app.rooms.persistPending();
    // A second service on the same database stands in for the restarted one.
    const restarted = await startServer({}, { database: server.app.ctx.db });
    try {
      // The browser says what it still has on: the restarted service forgot, the guest keeps it.
      const resumedGuest = await call(restarted.url, 'POST', '/signal/member/v1/resume', {
        body: { member_id: guest.id, resume_token: guestSnapshot.resume_token, mic_on: true, camera_on: true, has_mic: true },
      });
      expect(resumedGuest.status).toBe(200);
      const guestBack = await open(resumedGuest.body.ticket, guest.id, restarted.url);
      // Back in straight away (the room was open before the restart), not waiting for the host.
      const guestView = await snapshot(guestBack);
      expect(guestView.participants.map((p: any) => p.display_name)).toEqual(['Rita']);
      expect(guestView.participants[0]).toMatchObject({ mic_on: true, camera_on: true, has_mic: true });
      expect(guestView.participants[0].roles).toContain('cohost');
      const resumedHost = await call(restarted.url, 'POST', '/signal/member/v1/resume', {
        body: { member_id: owner.id, resume_token: ownerToken },
      });
      const ownerBack = await open(resumedHost.body.ticket, owner.id, restarted.url);
      const back = await snapshot(ownerBack);
      expect(back.participants.find((p: any) => p.id === owner.id).roles).toContain('host');
      expect(
        (await call(restarted.url, 'POST', '/signal/member/v1/resume', { body: { member_id: guest.id, resume_token: 'forged' } })).status,
      ).toBe(404);
      guestBack.socket.close();
      ownerBack.socket.close();
    } finally {
      owner.socket.close();
      guest.socket.close();
      await restarted.close();
    }
  });
});
