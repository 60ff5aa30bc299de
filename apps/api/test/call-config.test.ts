import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenVerifier } from 'livekit-server-sdk';
import { activeAccount, createEvent as createEventFixture, startServer, type TestServer } from './helpers';
import { joinRoom, snapshotOf, stateOf, type RoomSocket } from './room-socket';

const livekit = { url: 'wss://livekit.example.org', apiKey: 'devkey', apiSecret: 'a-secret-that-is-long-enough-for-hs256' };
let server: TestServer;
let host: Awaited<ReturnType<typeof activeAccount>>;

beforeAll(async () => {
  server = await startServer({ livekit });
  host = await activeAccount(server, 'Media Host');
});
afterAll(() => server.close());

const createEvent = async (mode: string) => (await createEventFixture(server, host.token, { mode })).alias;
const config = (alias: string, who: { id: string } | null, token?: string) =>
  server.call('POST', '/call-config/config', {
    body: { alias, participant_id: who?.id, display_name: 'Someone Else', resume_token: token },
  });
const claimsOf = (token: string) => new TokenVerifier(livekit.apiKey, livekit.apiSecret).verify(token);

describe('LiveKit tokens (issue 15 item 3)', () => {
  it('only admitted members get one, under their own identity, publishing only on stage, for 10 minutes', async () => {
    const alias = await createEvent('conference');
    const owner = await joinRoom(server, alias, 'Host', host.token);
    const ownerToken = (await snapshotOf(owner)).resume_token;
    const guest = await joinRoom(server, alias, 'Audience Guest');
    const guestToken = (await snapshotOf(guest)).resume_token;

    const forHost = await config(alias, owner, ownerToken);
    expect(forHost.body).toMatchObject({ transport: 'livekit', url: livekit.url, room: alias, expires_in: 600 });
    const hostClaims = await claimsOf(forHost.body.token);
    expect(hostClaims).toMatchObject({
      sub: owner.id,
      name: 'Host',
      video: { room: alias, roomJoin: true, canPublish: true, canSubscribe: true },
    });
    expect(hostClaims.exp! - hostClaims.nbf!).toBeLessThanOrEqual(600);

    const forGuest = await config(alias, guest, guestToken);
    expect(await claimsOf(forGuest.body.token)).toMatchObject({
      sub: guest.id,
      name: 'Audience Guest',
      video: { canPublish: false, canSubscribe: true, canPublishData: false },
    });

    // The host's member id is visible to everyone: without the host's resume token it is worth nothing.
    expect((await config(alias, owner, guestToken)).status).toBe(403);
    expect((await config(alias, owner)).status).toBe(403);

    // On stage, the guest publishes.
    await owner.command('presenter.set', { to: guest.id, on: true });
    expect((await claimsOf((await config(alias, guest, guestToken)).body.token)).video).toMatchObject({ canPublish: true });

    await owner.command('waiting_room.set', { enabled: true });
    const waiter = await joinRoom(server, alias, 'Waiter');
    const waiterToken = (await stateOf(waiter, 'waiting_room')).resume_token;
    expect((await config(alias, waiter, waiterToken)).status).toBe(403);
    await owner.command('deny', { to: waiter.id });
    expect((await config(alias, waiter, waiterToken)).status).toBe(403);

    await owner.command('block', { to: guest.id });
    expect((await config(alias, guest, guestToken)).status).toBe(403);
    for (const c of [owner] as RoomSocket[]) c.socket.close();
  });

  it('everyone in a meeting publishes', async () => {
    const alias = await createEvent('meeting');
    const owner = await joinRoom(server, alias, 'Host', host.token);
    await snapshotOf(owner);
    const guest = await joinRoom(server, alias, 'Meeting Guest');
    const token = (await snapshotOf(guest)).resume_token;
    expect((await claimsOf((await config(alias, guest, token)).body.token)).video).toMatchObject({ canPublish: true });
    for (const c of [owner, guest]) c.socket.close();
  });

  it('gives an end-to-end room a LiveKit token like any meeting: its browsers encrypt the frames with a key the server never sees (issue 26)', async () => {
    const alias = await createEvent('endtoend');
    const owner = await joinRoom(server, alias, 'Host', host.token);
    const ownerToken = (await snapshotOf(owner)).resume_token;
    const answer = await config(alias, owner, ownerToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ transport: 'livekit' });
    expect((await claimsOf(answer.body.token)).video).toMatchObject({ canPublish: true, room: alias });
    owner.socket.close();
  });
});
