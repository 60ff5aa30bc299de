import { describe, expect, it } from 'vitest';
import { stopChild } from '../../../../scripts/lib/cluster-services.mjs';
import { activeAccount, createEvent } from '../helpers';
import { roomSockets } from '../room-sockets';
import { comeBack, processCluster, RECOVERY_DEADLINE_MS, sleep } from './process-cluster';

// What was pending when a room's owner is killed (issue 25), on four API processes, one PostgreSQL and one Redis:
// someone waiting for the host comes back to wait for the host (and is let in when the host arrives), a co-host
// offer not answered yet is still there for the one offered, who accepts it on the new owner, and someone admitted
// whose socket an instance that survives holds comes back in (not to the waiting room) whichever instance resumes them.
const processes = processCluster('api-takeover-pending', {}, 4);
const servers = processes.servers;
const ownerOf = async (alias: string) => (await processes.redis.get(`platform:room:${alias}:owner`)) ?? '';
const instanceOf = (owner: string) => processes.cluster.instances.find((instance) => instance.id === owner.split(':')[0])!;
const serverOf = (instance: { port: number }) => servers.find((server) => server.url.endsWith(`:${instance.port}`))!;

describe('what is pending when the owner of a room is killed', () => {
  it('keeps someone waiting for the host waiting, an unanswered co-host offer offered, and the admitted admitted', async () => {
    const [one, two] = servers;
    const { token: hostToken } = await activeAccount(one, 'Pending Host');
    const sockets = roomSockets(
      () => one,
      () => hostToken,
    );
    const { alias } = await createEvent(one, hostToken);

    // A guest arrives before the host, through b: b owns the room while they wait for the host.
    const auth = await two.call('POST', '/signal/member/v1/auth', { body: { alias, display_name: 'Early Guest' } });
    const guest = await sockets.open(auth.body.ticket, auth.body.member_id, two.url);
    await sockets.state(guest, 'waiting_for_host');
    const firstOwner = await ownerOf(alias);
    expect(firstOwner).toMatch(/^api-2:/);
    // The owner keeps the waiter in Redis just after placing them (a write of its own): killed before that, it loses them.
    await expect.poll(() => processes.redis.exists(`platform:waiter:${guest.id}`)).toBe(1);
    const killedAt = Date.now();
    await stopChild(instanceOf(firstOwner).child, 'SIGKILL');
    let alive = servers.filter((server) => server !== two);
    // Their page comes back with its resume proof (no member row: they were never admitted) and waits for the host again.
    const waiting = await comeBack(
      guest,
      alive,
      sockets,
      killedAt + RECOVERY_DEADLINE_MS,
      (m) => m.type === 'room.state' && m.state === 'waiting_for_host',
    );
    expect(waiting.id).toBe(guest.id);
    // The host arrives (through a): the guest is let in, with the same member id.
    const host = await sockets.join(alias, 'Host', { token: hostToken });
    await sockets.snapshot(host);
    const admitted = await sockets.snapshot(waiting);
    expect(admitted.self_id).toBe(guest.id);

    // The host offers the guest co-host; the guest has not answered when the room's owner is killed.
    expect(await host.command('cohost.offer', { to: guest.id })).toMatchObject({ type: 'ack' });
    await waiting.next((m) => m.type === 'cohost.offer', 'offer');
    // Someone else comes in through an instance that does not own the room, then the waiting room goes on.
    const secondOwner = await ownerOf(alias);
    const [holder, resumer] = alive.filter((server) => server !== serverOf(instanceOf(secondOwner)));
    const lanAuth = await holder.call('POST', '/signal/member/v1/auth', { body: { alias, display_name: 'Lan' } });
    const lan = await sockets.open(lanAuth.body.ticket, lanAuth.body.member_id, holder.url);
    await sockets.snapshot(lan);
    expect(await host.command('waiting_room.set', { enabled: true })).toMatchObject({ type: 'ack' });
    await sleep(500); // what the owner keeps in Redis without holding the answer (the waiting room, the offer) is written
    const secondKilledAt = Date.now();
    await stopChild(instanceOf(secondOwner).child, 'SIGKILL');
    alive = alive.filter((server) => server !== serverOf(instanceOf(secondOwner)));
    const [newHost, newGuest] = await Promise.all(
      [host, waiting].map(async (client) => {
        await client.closed;
        return comeBack(client, alive, sockets, secondKilledAt + RECOVERY_DEADLINE_MS);
      }),
    );
    // Lan's page resumes through another instance than the one holding their socket: back in, not in the waiting room.
    expect(await lan.closed).toBe(1012);
    const resumed = await resumer.call('POST', '/signal/member/v1/resume', { body: { member_id: lan.id, resume_token: lan.resumeToken } });
    expect(resumed.status).toBe(200);
    const lanBack = await sockets.open(resumed.body.ticket, lan.id, holder.url);
    const placed = await lanBack.next((m) => m.type === 'room.snapshot' || m.type === 'room.state', 'placed');
    expect(placed.type === 'room.state' ? placed.state : 'admitted').toBe('admitted');
    const snapshot = newGuest.messages.find((m) => m.type === 'room.snapshot');
    expect(snapshot.cohost_offer).toEqual({ from: host.id });
    expect(await newGuest.command('cohost.respond', { accept: true })).toMatchObject({ type: 'ack' });
    expect(await newHost.next((m) => m.type === 'cohost.answer', 'answer')).toMatchObject({ from: guest.id, accept: true });
    await expect.poll(() => newHost.participants.get(guest.id)?.roles ?? []).toContain('cohost');
    // Answered, the offer is gone: a second answer is refused.
    expect(await newGuest.command('cohost.respond', { accept: true })).toMatchObject({ type: 'error', code: 'no_offer' });
  });
});
