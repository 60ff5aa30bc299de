import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD, accountSocket, activeAccount, changePassword, openSocket } from '../helpers';
import { roomSockets } from '../room-sockets';
import { roomCluster } from './room-cluster';

// Notifications and 1-1 messages across instances (issue 25), over real sockets, one real Redis and one
// PostgreSQL: the recipient's socket on one instance, the event raised on another, which does not know where
// the socket is; each socket gets each message once.
const cluster = roomCluster('platform_cluster_recipients', 3);
const [onA, , onC] = [0, 1, 2].map((i) =>
  roomSockets(
    () => cluster.instances[i],
    () => cluster.state.hostToken,
  ),
);
afterEach(() => expect([...onA.violations.splice(0), ...onC.violations.splice(0)]).toEqual([]));

/** Long enough for a second copy through Redis to have arrived, if one were sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));
const notify = (i: number, accountId: string, title: string) =>
  cluster.instances[i].call('POST', '/__dev/notify', { body: { account_id: accountId, title, body: 'across' } });

describe('live messages for someone connected to another instance', () => {
  it("reach an account's sockets on every instance once, raised on one that holds none of them", async () => {
    const [a, b] = cluster.instances;
    const { token, account } = await activeAccount(a, 'Reader');
    const onB = await openSocket(b, `/signal/socket/member/v1?token=${token}`);
    await onB.next((m) => m.type === 'welcome');

    expect((await notify(0, account.account_id, 'First')).status).toBe(200);
    expect((await onB.next((m) => m.type === 'notification')).notification).toMatchObject({ title: 'First', body: 'across' });

    // A second socket of the account, on a (where the notifications are raised): each socket gets each one once.
    const onA2 = await openSocket(a, `/signal/socket/member/v1?token=${token}`);
    await onA2.next((m) => m.type === 'welcome');
    await notify(0, account.account_id, 'Second');
    await notify(2, account.account_id, 'Third');
    for (const socket of [onB, onA2]) {
      expect((await socket.next((m) => m.type === 'notification')).notification.title).toBe('Second');
      expect((await socket.next((m) => m.type === 'notification')).notification.title).toBe('Third');
    }
    await settle();
    expect([...onB.messages, ...onA2.messages].filter((m) => m.type === 'notification')).toEqual([]);

    // Once the socket on b is closed, b stops following the account: nothing is published to it.
    onB.socket.close();
    await onB.closed;
    await expect
      .poll(() => cluster.state.redis.pubsub('NUMSUB', `platform:to:account:${account.id}`))
      .toEqual([`platform:to:account:${account.id}`, 1]);
    onA2.socket.close();
  });

  it('close the sockets of a session ended on another instance, and keep those of the session that ended the others', async () => {
    const [a, b, c] = cluster.instances;
    const { email, token } = await activeAccount(a, 'Leaver');
    const other = (await a.call('POST', '/api/v1/user/session/new', { body: { username: email, password: PASSWORD } })).body.authorization;
    const [mine, theirs] = [await accountSocket(b, token), await accountSocket(c, other)];
    // A password change on a ends the other session: its socket on c closes; this session's socket on b stays.
    await changePassword(a, token);
    expect(await theirs.closed).toBe(4001);
    mine.send({ type: 'ping' });
    await mine.next((m) => m.type === 'pong');
    // Logout on c: the socket on b closes.
    expect((await c.call('DELETE', '/api/v1/user/session', { token, body: {} })).status).toBe(200);
    expect(await mine.closed).toBe(4001);
  });

  it("reach an account's room socket tunnelled through the room's owner", async () => {
    const alias = await onA.createEvent();
    const host = await onA.join(alias, 'Cluster Host', { token: cluster.state.hostToken });
    await onA.snapshot(host);
    const { token, account } = await activeAccount(cluster.instances[1], 'Member With Account');
    // Their socket lands on c; the room lives on a; the notification is raised on b.
    const member = await onC.join(alias, 'Member With Account', { token });
    await onC.snapshot(member);
    await notify(1, account.account_id, 'To the room socket');
    expect((await member.next((m) => m.type === 'notification', 'notification')).notification.title).toBe('To the room socket');
    await settle();
    expect(member.messages.filter((m) => m.type === 'notification')).toHaveLength(1); // every frame is kept: this one, once
    for (const client of [host, member]) client.socket.close();
  });

  it('deliver a 1-1 message sent through an instance that serves neither the room nor the socket', async () => {
    const alias = await onA.createEvent();
    const host = await onA.join(alias, 'Cluster Host', { token: cluster.state.hostToken });
    await onA.snapshot(host);
    const guest = await onC.guestIn(alias, 'Guest on C');
    const sender = await activeAccount(cluster.instances[1], 'Sender on B');
    const send = (to: string) =>
      cluster.instances[1].call('POST', '/signal/1-1/send', { token: sender.token, body: { to, payload: { text: 'hi from b' } } });

    const sent = await send(guest.id);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ ok: true, delivered: 1 });
    expect(await guest.next((m) => m.type === '1-1', '1-1')).toMatchObject({
      payload: { text: 'hi from b' },
      from: { display_name: 'Sender on B' },
    });
    await settle();
    expect(guest.messages.filter((m) => m.type === '1-1')).toHaveLength(1); // every frame is kept: this one, once

    // Someone connected nowhere is offline on every instance; so is the guest once their socket closed.
    expect((await send('0'.repeat(24))).status).toBe(404);
    guest.socket.close(1000);
    await onA.event(host, 'participant.left', (e) => e.id === guest.id);
    await expect.poll(async () => (await send(guest.id)).status).toBe(404);
    host.socket.close();
  });
});
