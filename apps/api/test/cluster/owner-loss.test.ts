import { describe, expect, it } from 'vitest';
import { stopChild } from '../../../../scripts/lib/cluster-services.mjs';
import { activeAccount, createEvent, type TestServer } from '../helpers';
import { comeBack, processCluster, RECOVERY_DEADLINE_MS, sleep } from './process-cluster';
import { roomSockets } from '../room-sockets';

// kill -9 of the instance that owns a live room (issue 25): three API processes on one PostgreSQL and one
// Redis; the host on the owner, a guest and a co-host on the two others. Another instance takes the room,
// everyone comes back by themselves with their roles, the admissions and the chat, the lock and the waiting
// room hold, and a blocked member stays out (by their resume proof and by their browser).
// How fast (the goal: taken within 5 s, everyone back within 10 s) is printed, and measured by
// `npm run bench:failover`, which runs this file several times: a timed assertion here failed CI on a
// slower machine while the other database's suite ran beside it.
const processes = processCluster('api-owner-loss');
const servers = processes.servers;

const ownerOf = async (alias: string) => (await processes.redis.get(`platform:room:${alias}:owner`)) ?? '';

describe('the owner of a live room is killed', () => {
  it('moves the room to another instance, and everyone comes back by themselves with roles, admissions and chat; a blocked member stays out', async () => {
    const [one, two, three] = servers;
    const { token: hostToken } = await activeAccount(one, 'Owner Loss Host');
    const sockets = roomSockets(
      () => one,
      () => hostToken,
    );
    const { alias } = await createEvent(one, hostToken);
    const host = await sockets.join(alias, 'Host', { token: hostToken });
    await sockets.snapshot(host);
    const firstOwner = await ownerOf(alias);
    expect(firstOwner).toMatch(/^api-1:\d+$/);
    await host.command('waiting_room.set', { enabled: true });

    const enter = async (server: TestServer, name: string, deviceId?: string) => {
      const auth = await server.call('POST', '/signal/member/v1/auth', { body: { alias, display_name: name, device_id: deviceId } });
      const client = await sockets.open(auth.body.ticket, auth.body.member_id, server.url);
      await sockets.state(client, 'waiting_room');
      await host.command('admit', { to: client.id });
      await sockets.snapshot(client);
      return client;
    };
    const guest = await enter(two, 'Guest');
    const cohost = await enter(three, 'Co-host');
    const blocked = await enter(two, 'Blocked', 'device-of-the-blocked');
    // Someone still in the waiting room when the owner dies (no stored row: the owner keeps waiters in Redis).
    const waitAuth = await two.call('POST', '/signal/member/v1/auth', { body: { alias, display_name: 'Waiter' } });
    const waiter = await sockets.open(waitAuth.body.ticket, waitAuth.body.member_id, two.url);
    await sockets.state(waiter, 'waiting_room');
    await host.command('cohost.offer', { to: cohost.id });
    await cohost.next((m) => m.type === 'cohost.offer', 'offer');
    await cohost.command('cohost.respond', { accept: true });
    expect(await guest.command('chat.send', { text: 'before the crash' })).toMatchObject({ type: 'ack' });
    // A raised hand, a host's denial and an interpreter's pair are acknowledged state too: they must outlive the owner.
    expect(await guest.command('hand.raise', {})).toMatchObject({ type: 'ack' });
    expect(await host.command('media.deny', { to: cohost.id, kind: 'mic', denied: true })).toMatchObject({ type: 'ack' });
    const pair = { from: 'en', to: 'vi' };
    expect(await host.command('interpreter.set', { to: cohost.id, on: true, languages: pair })).toMatchObject({ type: 'ack' });
    expect(await host.command('block', { to: blocked.id })).toMatchObject({ type: 'ack' });
    expect(await blocked.closed).toBe(4003);
    expect(await host.command('lock.set', { locked: true })).toMatchObject({ type: 'ack', locked: true });
    await sleep(500); // what the owner keeps without holding the answer (a role change's row, the lock in Redis) is written

    const killedAt = Date.now();
    await stopChild(processes.cluster.instances[0].child, 'SIGKILL');
    const survivors = [two, three];
    // Every page reconnects by itself: the host at once (its socket died), the others when their instance closes theirs.
    const back = Promise.all(
      [host, guest, cohost].map(async (client) => {
        if (client !== host) expect(await client.closed).toBe(1012);
        return comeBack(
          client,
          client === host ? survivors : [client === guest ? two : three, ...survivors],
          sockets,
          killedAt + RECOVERY_DEADLINE_MS,
        );
      }),
    );
    const waiterBack = (async () => {
      expect(await waiter.closed).toBe(1012);
      return comeBack(
        waiter,
        survivors,
        sockets,
        killedAt + RECOVERY_DEADLINE_MS,
        (m) => m.type === 'room.state' && m.state === 'waiting_room',
      );
    })();
    let owner = firstOwner;
    while (Date.now() - killedAt < RECOVERY_DEADLINE_MS && (owner === firstOwner || owner === '')) {
      await sleep(50);
      owner = await ownerOf(alias);
    }
    const tookOver = Date.now() - killedAt;
    const [newHost, newGuest, newCohost] = await back;
    const allBack = Date.now() - killedAt;
    console.log(`owner killed: room taken by ${owner} after ${tookOver} ms, everyone back after ${allBack} ms`);
    expect(owner).toMatch(/^api-[23]:\d+$/);
    expect(Number(owner.split(':')[1])).toBeGreaterThan(Number(firstOwner.split(':')[1]));

    // Roles, admissions and chat are intact, whichever instance each page landed on.
    await newHost.next((m) => m.type === 'room.snapshot', 'snapshot');
    const everyone = async () => {
      for (let i = 0; i < 40 && newHost.participants.size < 3; i++) await sleep(100);
      return new Map([...newHost.participants.values()].map((p: any) => [p.display_name, p.roles]));
    };
    const roles = await everyone();
    expect([...roles.keys()].sort()).toEqual(['Co-host', 'Guest', 'Host']);
    expect(roles.get('Host')).toContain('host');
    expect(roles.get('Co-host')).toContain('cohost');
    const now = new Map([...newHost.participants.values()].map((p: any) => [p.display_name, p]));
    expect(now.get('Guest')).toMatchObject({ hand_raised: true });
    expect(now.get('Co-host')).toMatchObject({ mic_denied: true, mic_on: false, interpretation: pair });
    expect(now.get('Co-host').roles).toContain('interpreter');
    expect(now.get('Host')).toMatchObject({ hand_raised: false, mic_denied: false });
    // The denial holds on the new owner: the co-host cannot turn the microphone back on.
    expect(await newCohost.command('self.update', { mic_on: true })).toMatchObject({ type: 'error' });
    for (const client of [newHost, newGuest, newCohost])
      expect(client.messages.find((m) => m.type === 'room.snapshot').chat.map((m: any) => m.text)).toContain('before the crash');
    // The waiter is back in the waiting room, seen by the host there, and can be let in.
    const newWaiter = await waiterBack;
    await newHost.next(
      (m) => (m.type === 'room.waiting' || m.type === 'room.snapshot') && m.waiting.some((w: any) => w.display_name === 'Waiter'),
      'waiter listed',
    );
    expect(await newGuest.command('chat.send', { text: 'after the crash' })).toMatchObject({ type: 'ack' });
    await sockets.event(newCohost, 'chat.message', (e) => e.message.text === 'after the crash');

    // The lock and the waiting room hold on the new owner; the block holds for the same browser joining afresh.
    expect(newHost.room).toMatchObject({ locked: true, waiting_room: true });
    for (const [name, deviceId, state] of [
      ['Newcomer', undefined, 'locked'],
      ['Blocked again', 'device-of-the-blocked', 'blocked'],
    ] as const) {
      const auth = await three.call('POST', '/signal/member/v1/auth', { body: { alias, display_name: name, device_id: deviceId } });
      const client = await sockets.open(auth.body.ticket, auth.body.member_id, three.url);
      await sockets.state(client, state);
      expect(await client.closed).toBe(4003);
    }
    // The blocked member's resume proof opens nothing, on any instance.
    for (const server of survivors)
      expect(
        (await server.call('POST', '/signal/member/v1/resume', { body: { member_id: blocked.id, resume_token: blocked.resumeToken } }))
          .status,
      ).toBe(404);

    // The second owner dies too, the moment the waiter learns they are let in: everyone comes back once more, to the
    // last instance, with the resume proof the second owner gave them (whichever instance gave it, the stored row
    // follows the newest), and the waiter as a participant (the snapshot waits for their row).
    expect(await newHost.command('admit', { to: newWaiter.id })).toMatchObject({ type: 'ack' });
    await sockets.snapshot(newWaiter);
    const secondKilledAt = Date.now();
    await stopChild(processes.cluster.instances.find((instance) => instance.id === owner.split(':')[0])!.child, 'SIGKILL');
    const last = survivors.find((server) =>
      server.url.endsWith(`:${processes.cluster.instances.find((i) => i.id !== owner.split(':')[0] && i.id !== 'api-1')!.port}`),
    )!;
    const again = await Promise.all(
      [newHost, newGuest, newCohost, newWaiter].map(async (client) => {
        await client.closed;
        return comeBack(client, [last], sockets, secondKilledAt + RECOVERY_DEADLINE_MS);
      }),
    );
    console.log(`second owner killed: everyone back after ${Date.now() - secondKilledAt} ms`);
    const lastSnapshot = await again[0].next((m) => m.type === 'room.snapshot', 'snapshot');
    await expect
      .poll(() => [...again[0].participants.values()].map((p: any) => p.display_name).sort())
      .toEqual(['Co-host', 'Guest', 'Host', 'Waiter']);
    expect(lastSnapshot.chat.map((m: any) => m.text)).toEqual(expect.arrayContaining(['before the crash', 'after the crash']));
    expect(sockets.violations).toEqual([]);
    for (const client of again) client.socket.close();
  }, 150_000);
});
