import { afterEach, describe, expect, it } from 'vitest';
import { roomSockets } from '../room-sockets';
import { roomCluster } from './room-cluster';

// One live room across three instances (issue 25), over real sockets, one real Redis and one PostgreSQL:
// the host's socket on a, a guest's on b, a third member's on c. The room lives on its owner (a); b and c
// serve their sockets through it. Every frame any of them receives is checked against the room contract.
const cluster = roomCluster('platform_cluster_rooms', 3);
const [onA, onB, onC] = [0, 1, 2].map((i) =>
  roomSockets(
    () => cluster.instances[i],
    () => cluster.state.hostToken,
  ),
);
afterEach(() => expect([...onA.violations.splice(0), ...onB.violations.splice(0), ...onC.violations.splice(0)]).toEqual([]));

const ownerOf = (alias: string) => cluster.state.redis.get(`platform:room:${alias}:owner`);

describe('a room whose members are connected to different instances', () => {
  it('admits from the waiting room, carries chat, lock, roles and host commands, and serves each socket where it landed', async () => {
    const [a, b, c] = cluster.instances;
    const alias = await onA.createEvent();
    const host = await onA.join(alias, 'Cluster Host', { token: cluster.state.hostToken });
    await onA.snapshot(host);
    expect(await ownerOf(alias)).toMatch(/^inst-a:\d+$/);
    expect(await host.command('waiting_room.set', { enabled: true })).toMatchObject({ type: 'ack', waiting_room: true });

    // Signal auth on a, the socket on b (a ticket from one instance opens the socket on another).
    const ticket = await onA.auth(alias, 'Guest on B');
    const guest = await onB.open(ticket.body.ticket, ticket.body.member_id);
    await onB.state(guest, 'waiting_room');
    await host.next((m) => m.type === 'room.waiting' && m.waiting.length === 1, 'guest waiting');
    expect(await host.command('admit', { to: guest.id })).toMatchObject({ type: 'ack' });
    await onB.snapshot(guest);
    const third = await onC.join(alias, 'Third on C');
    await onC.state(third, 'waiting_room');
    expect(await host.command('admit', { to: third.id })).toMatchObject({ type: 'ack' });
    await onC.snapshot(third);
    await onB.event(guest, 'participant.joined', (e) => e.participant.display_name === 'Third on C');

    // The room is the owner's: b and c hold sockets, not the room.
    expect([...a.app.rooms.view(alias)!.participants.values()].map((p) => p.displayName).sort()).toEqual([
      'Cluster Host',
      'Guest on B',
      'Third on C',
    ]);
    expect(b.app.rooms.view(alias)).toBeUndefined();
    expect(c.app.rooms.view(alias)).toBeUndefined();

    // Chat from b reaches a and c; the ack comes back to b.
    expect(await guest.command('chat.send', { text: 'hello from b' })).toMatchObject({ type: 'ack', command: 'chat.send' });
    for (const [sockets, client] of [
      [onA, host],
      [onC, third],
    ] as const)
      await sockets.event(client, 'chat.message', (e) => e.message.text === 'hello from b');

    // A participant's host command is refused on b by the owner's rules; the host's lock holds for a newcomer on c.
    expect(await guest.command('lock.set', { locked: true })).toMatchObject({ type: 'error', code: 'permission_denied' });
    expect(await host.command('lock.set', { locked: true })).toMatchObject({ type: 'ack', locked: true });
    await onC.event(third, 'room.updated', (e) => e.room.locked === true);
    const late = await onC.join(alias, 'Late on C');
    await onC.state(late, 'locked');
    expect(await late.closed).toBe(4003);
    await host.command('lock.set', { locked: false });

    // Roles: a co-host offer reaches c, the answer from c is everyone's news.
    await host.command('cohost.offer', { to: third.id });
    await third.next((m) => m.type === 'cohost.offer', 'offer');
    expect(await third.command('cohost.respond', { accept: true })).toMatchObject({ type: 'ack' });
    await onB.event(guest, 'participant.updated', (e) => e.participant.id === third.id && e.participant.roles.includes('cohost'));

    // Host commands reach sockets on other instances: the co-host on c mutes the guest on b, then the host removes them.
    expect(await third.command('media.stop', { to: guest.id, kind: 'mic' })).toMatchObject({ type: 'ack' });
    expect(await guest.next((m) => m.type === 'media.force', 'forced mute')).toEqual({ type: 'media.force', mic: false });
    expect(await host.command('remove', { to: guest.id })).toMatchObject({ type: 'ack' });
    await onB.state(guest, 'removed');
    expect(await guest.closed).toBe(4003);
    await onC.event(third, 'participant.left', (e) => e.id === guest.id && e.reason === 'removed');

    // Chat history: a newcomer on b gets what was said before they came.
    const later = await onB.join(alias, 'Later on B');
    await onB.state(later, 'waiting_room');
    await host.command('admit', { to: later.id });
    expect((await onB.snapshot(later)).chat.map((m: any) => m.text)).toContain('hello from b');
    for (const client of [host, third, later]) client.socket.close();
  });

  it("answers a member's HLS grant and the event's live state on an instance without the room, by who the owner has admitted", async () => {
    const [, , c] = cluster.instances;
    const alias = await onA.createEvent();
    const host = await onA.join(alias, 'Cluster Host', { token: cluster.state.hostToken });
    await onA.snapshot(host);
    const guest = await onB.guestIn(alias, 'Viewer on B');
    const ack = await guest.command('hls.grant', {});
    const playlist = () => c.call('GET', `/broadcast/hls/${alias}/index.m3u8?${ack.hls_grant.query}`);
    // c holds nothing of the room: admitted, the grant passes (no stream runs, so the file is missing).
    expect(c.app.rooms.view(alias)).toBeUndefined();
    expect((await playlist()).status).toBe(404);
    // The join page asked of c says the event is live, as the owner's room has people in it.
    const facts = await c.call('GET', `/conference/api/meet/qrcode/short-detail?alias=${alias}`);
    expect(facts.body).toMatchObject({ live: true, ended: false });
    // Removed by the host on a: refused at the next playlist on c, not at the grant's expiry.
    expect(await host.command('remove', { to: guest.id })).toMatchObject({ type: 'ack' });
    await onB.state(guest, 'removed');
    await expect.poll(async () => (await playlist()).status).toBe(403);
    host.socket.close();
  });

  it('takes a chat attachment from a member on an instance without the room, with their resume proof', async () => {
    const [, , c] = cluster.instances;
    const alias = await onA.createEvent();
    const host = await onA.join(alias, 'Cluster Host', { token: cluster.state.hostToken });
    await onA.snapshot(host);
    const guest = await onB.guestIn(alias, 'Uploader on B');
    const upload = (token: string) => {
      const form = new FormData();
      form.append('file', new Blob(['notes from b\n'], { type: 'text/plain' }), 'notes.txt');
      return fetch(`${c.url}/signal/member/v1/upload`, {
        method: 'POST',
        headers: { 'x-member-id': guest.id, 'x-resume-token': token },
        body: form,
      });
    };
    expect(c.app.rooms.view(alias)).toBeUndefined();
    await expect.poll(async () => (await upload(guest.resumeToken)).status).toBe(200); // its row is written within 200 ms
    expect((await upload('not-their-token')).status).toBe(401);
    // Removed: no longer anyone's member, on any instance.
    expect(await host.command('remove', { to: guest.id })).toMatchObject({ type: 'ack' });
    await onB.state(guest, 'removed');
    expect((await upload(guest.resumeToken)).status).toBe(401);
    host.socket.close();
  });

  it('keeps presence timing across instances: a clean close on b is a leave at once', async () => {
    const alias = await onA.createEvent();
    const host = await onA.join(alias, 'Cluster Host', { token: cluster.state.hostToken });
    await onA.snapshot(host);
    const guest = await onB.guestIn(alias, 'Leaving on B');
    await onA.event(host, 'participant.joined', (e) => e.participant.id === guest.id);
    guest.socket.close(1000);
    await onA.event(host, 'participant.left', (e) => e.id === guest.id && e.reason === 'left');
    host.socket.close();
  });

  it("hands another module's announcement made on an instance without the room to the room's owner", async () => {
    const [a, , c] = cluster.instances;
    const alias = await onA.createEvent();
    const host = await onA.join(alias, 'Cluster Host', { token: cluster.state.hostToken });
    await onA.snapshot(host);
    const guest = await onB.guestIn(alias, 'Guest on B');
    // c holds nothing of this room (as when a gift is sent through it): the owner announces it to everyone there.
    expect(c.app.rooms.view(alias)).toBeUndefined();
    expect(c.app.rooms.announce(alias, { type: 'room.count', count: 42 })).toBe(true);
    for (const client of [host, guest]) await client.next((m) => m.type === 'room.count' && m.count === 42, 'announcement');
    // A room live nowhere: nothing is sent, and nothing fails.
    expect(a.app.rooms.announce('no-such-room', { type: 'room.count', count: 1 })).toBe(true);
    for (const client of [host, guest]) client.socket.close();
  });

  it("names a holder's crowd of sockets by number after the first frame, and every member still gets every message", async () => {
    const alias = await onA.createEvent();
    const host = await onA.join(alias, 'Cluster Host', { token: cluster.state.hostToken });
    await onA.snapshot(host);
    const listener = cluster.state.redis.duplicate();
    const toB: any[] = [];
    listener.on('message', (_channel, text) => toB.push(JSON.parse(text)));
    await listener.subscribe('platform:instance:inst-b');
    const crowd: Awaited<ReturnType<typeof onB.guestIn>>[] = [];
    for (let i = 0; i < 10; i++) crowd.push(await onB.guestIn(alias, `Guest ${i} on B`));
    const chatOps = (text: string) =>
      toB.flatMap((m) => (m.k === 'out' && m.alias === alias ? m.ops : [])).filter((op: any) => op.text?.includes(text));
    const say = async (text: string, to: typeof crowd) => {
      await host.command('chat.send', { text });
      for (const guest of to) await onB.event(guest, 'chat.message', (e) => e.message.text === text);
    };

    await say('first to the crowd', crowd);
    await say('second to the crowd', crowd);
    const [first, second] = [chatOps('first to the crowd'), chatOps('second to the crowd')];
    expect(first).toHaveLength(1);
    expect(first[0].sockets).toHaveLength(10);
    expect(second).toEqual([{ list: first[0].list, text: expect.any(String) }]);
    // One leaves: the frames name the nine still there (a list named before, when the tenth joined, or now), and they get them.
    const leaving = crowd.pop()!;
    leaving.socket.close(1000);
    await onA.event(host, 'participant.left', (e) => e.id === leaving.id);
    await say('after one left', crowd);
    const [after] = chatOps('after one left');
    const named = toB.flatMap((m) => (m.k === 'out' ? m.ops : [])).find((op: any) => op.list === after.list && op.sockets);
    expect(named.sockets).toHaveLength(9);
    expect(named.sockets).not.toEqual(expect.arrayContaining(first[0].sockets));
    listener.disconnect();
    for (const client of [host, ...crowd]) client.socket.close();
  });

  it('ignores and logs room frames with a stale or forged fencing token', async () => {
    const [, b] = cluster.instances;
    const alias = await onA.createEvent();
    const host = await onA.join(alias, 'Cluster Host', { token: cluster.state.hostToken });
    await onA.snapshot(host);
    const guest = await onB.guestIn(alias, 'Guest on B');
    const warnings: string[] = [];
    const warn = b.app.log.warn.bind(b.app.log);
    b.app.log.warn = ((...args: unknown[]) => {
      warnings.push(String(args.at(-1)));
      return (warn as (...a: unknown[]) => void)(...args);
    }) as typeof b.app.log.warn;
    // Listen in on b's channel for a real frame from the owner, then replay it with a stale and a made-up token.
    const listener = cluster.state.redis.duplicate();
    await listener.subscribe('platform:instance:inst-b');
    const real = new Promise<any>((resolve) =>
      listener.on('message', (_channel, text) => {
        const message = JSON.parse(text);
        if (message.k === 'out' && message.alias === alias) resolve(message);
      }),
    );
    await host.command('chat.send', { text: 'to everyone' });
    const seen = await real;
    listener.disconnect();
    const ended = JSON.stringify({ type: 'room.state', state: 'ended' });
    const sockets = seen.ops.flatMap((op: any) => op.sockets);
    for (const token of [seen.token - 1, seen.token + 7])
      await cluster.state.redis.publish('platform:instance:inst-b', JSON.stringify({ ...seen, token, ops: [{ sockets, text: ended }] }));
    // A real frame afterwards still arrives, and the forged ones never did.
    expect(await guest.command('chat.send', { text: 'still here' })).toMatchObject({ type: 'ack' });
    expect(guest.states).not.toContain('ended');
    expect(warnings.filter((w) => w.includes('stale or unknown fencing token'))).toHaveLength(2);
    b.app.log.warn = warn;
    for (const client of [host, guest]) client.socket.close();
  });
});
