import { AccessToken, TrackSource, type ParticipantInfo } from 'livekit-server-sdk';
import { DisconnectReason } from '@livekit/rtc-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeAccount } from './helpers';
import { joinLiveKit, startOnLiveKit, type MediaClient, type OnLiveKit } from './livekit-harness';
import { joinRoom, openRoomSocket, snapshotOf, type RoomSocket } from './room-socket';

/**
 * The API against a real LiveKit server (issue 24): the tokens it mints are the ones LiveKit admits,
 * with the grants LiveKit then enforces; the guard's room-service calls (update permissions, remove,
 * close the room) change the LiveKit room; LiveKit's own signed webhooks are verified and acted on.
 * test/call-config.test.ts and test/livekit-webhook.test.ts check the same API without a server.
 */
let on: OnLiveKit;
let host: Awaited<ReturnType<typeof activeAccount>>;
const clients: MediaClient[] = [];
const sockets: RoomSocket[] = [];

beforeAll(async () => {
  on = await startOnLiveKit();
  host = await activeAccount(on.server, 'LiveKit Host');
}, 90_000);
afterAll(async () => {
  for (const client of clients.splice(0)) await client.leave();
  for (const socket of sockets.splice(0)) socket.socket.close();
  await on?.close();
});

async function createEvent(mode: 'meeting' | 'conference') {
  const event = await on.server.call('POST', '/conference/api/account/qrcode/create', {
    token: host.token,
    body: { topic: `LiveKit ${mode}`, call_type: 'instant', mode },
  });
  return event.body.alias as string;
}

/** Someone joins the product's room, asks for their media token as the call page does, and joins LiveKit with it. */
async function join(alias: string, name: string, token?: string) {
  const socket = await joinRoom(on.server, alias, name, token);
  sockets.push(socket);
  const resume = (await snapshotOf(socket)).resume_token;
  const config = await on.server.call('POST', '/call-config/config', {
    body: { alias, participant_id: socket.id, display_name: name, resume_token: resume },
  });
  expect(config.body).toMatchObject({ transport: 'livekit', url: on.livekit.url, room: alias });
  const media = await joinLiveKit(config.body.url, config.body.token);
  clients.push(media);
  return { socket, media, identity: socket.id, token: config.body.token as string };
}

const participants = (alias: string) => on.rooms.listParticipants(alias).catch(() => [] as ParticipantInfo[]);
const identities = async (alias: string) => (await participants(alias)).map((p) => p.identity).sort();
/** What LiveKit lets a participant publish now, by LiveKit's source names; null when not in the room. */
async function permission(alias: string, identity: string) {
  const who = (await participants(alias)).find((p) => p.identity === identity);
  if (!who?.permission) return null;
  return { canPublish: who.permission.canPublish, sources: who.permission.canPublishSources.map((s) => TrackSource[s]).sort() };
}
const poll = (read: () => Promise<unknown>, timeout = 3000) => expect.poll(read, { timeout, interval: 50 });

describe('the API on a real LiveKit server (issue 24)', () => {
  it("LiveKit admits the tokens the API mints, under the member's identity and name, with the grants the room gives", async () => {
    const alias = await createEvent('conference');
    const owner = await join(alias, 'Host', host.token);
    const guest = await join(alias, 'Audience Guest');
    const who = await participants(alias);
    expect(who.map((p) => [p.identity, p.name]).sort()).toEqual(
      [
        [owner.identity, 'Host'],
        [guest.identity, 'Audience Guest'],
      ].sort(),
    );
    // On stage the host publishes camera, microphone and screen; the audience only watches.
    expect(await permission(alias, owner.identity)).toEqual({
      canPublish: true,
      sources: ['CAMERA', 'MICROPHONE', 'SCREEN_SHARE', 'SCREEN_SHARE_AUDIO'],
    });
    expect(await permission(alias, guest.identity)).toEqual({ canPublish: false, sources: [] });

    // A token signed with another secret is refused by LiveKit itself.
    const forged = new AccessToken(on.livekit.apiKey, 'another-secret-that-is-long-enough-for-hs256', { identity: 'forger' });
    forged.addGrant({ room: alias, roomJoin: true });
    await expect(joinLiveKit(on.livekit.url, await forged.toJwt())).rejects.toThrow();
    expect(await identities(alias)).not.toContain('forger');
  });

  it('promotion and demotion change what LiveKit lets the member publish (UpdateParticipant), at once', async () => {
    const alias = await createEvent('conference');
    const owner = await join(alias, 'Host', host.token);
    const guest = await join(alias, 'Promoted Guest');
    await owner.socket.command('presenter.set', { to: guest.identity, on: true });
    await poll(() => permission(alias, guest.identity)).toEqual({
      canPublish: true,
      sources: ['CAMERA', 'MICROPHONE', 'SCREEN_SHARE', 'SCREEN_SHARE_AUDIO'],
    });
    await owner.socket.command('media.deny', { to: guest.identity, kind: 'mic', denied: true });
    await poll(() => permission(alias, guest.identity)).toEqual({
      canPublish: true,
      sources: ['CAMERA', 'SCREEN_SHARE', 'SCREEN_SHARE_AUDIO'],
    });
    await owner.socket.command('presenter.set', { to: guest.identity, on: false });
    await poll(() => permission(alias, guest.identity)).toEqual({ canPublish: false, sources: [] });
    // The member is still in the LiveKit room, watching.
    expect(await identities(alias)).toContain(guest.identity);
  });

  it("a removed member is taken out of the LiveKit room (RemoveParticipant), and LiveKit's webhook turns their old token away", async () => {
    const alias = await createEvent('meeting');
    const owner = await join(alias, 'Host', host.token);
    const guest = await join(alias, 'Removed Guest');
    expect(await identities(alias)).toEqual([owner.identity, guest.identity].sort());
    await owner.socket.command('remove', { to: guest.identity });
    await poll(() => identities(alias), 1000).toEqual([owner.identity]);
    expect(await guest.media.disconnected).toBe(DisconnectReason.PARTICIPANT_REMOVED);

    // The token still verifies until it expires: LiveKit admits it, posts participant_joined (signed
    // with the API key), the API verifies that signature and finds no seat, and removes them again.
    const again = await joinLiveKit(on.livekit.url, guest.token);
    clients.push(again);
    expect(await again.disconnected).toBe(DisconnectReason.PARTICIPANT_REMOVED);
    expect(await identities(alias)).toEqual([owner.identity]);
  });

  it("someone with a valid LiveKit token but no seat in the product room is removed on LiveKit's webhook", async () => {
    const alias = await createEvent('meeting');
    const owner = await join(alias, 'Host', host.token);
    // Signed with the real key (say, leaked from another service): LiveKit admits it; the room does not.
    const stray = new AccessToken(on.livekit.apiKey, on.livekit.apiSecret, { identity: 'stray-visitor', name: 'Stray' });
    stray.addGrant({ room: alias, roomJoin: true, canPublish: true, canSubscribe: true });
    const visitor = await joinLiveKit(on.livekit.url, await stray.toJwt());
    clients.push(visitor);
    expect(await visitor.disconnected).toBe(DisconnectReason.PARTICIPANT_REMOVED);
    expect(await identities(alias)).toEqual([owner.identity]);
  });

  it('the broadcast recorder, once in the room, stays in LiveKit hidden and subscribe-only; ending the call closes the LiveKit room (DeleteRoom)', async () => {
    const alias = await createEvent('meeting');
    const owner = await join(alias, 'Host', host.token);
    // The worker's ticket, redeemed as the composite page does (POST /broadcast/worker/join).
    const workerJoin = async () => {
      const ticket = new URL(on.server.app.broadcast.egressTemplateUrl(alias, 'http://127.0.0.1')).searchParams.get('ticket');
      const joined = await on.server.call('POST', '/broadcast/worker/join', { body: { ticket } });
      expect(joined.status).toBe(200);
      return joined.body as { room_ticket: string; member_id: string; livekit: { url: string; token: string } };
    };

    // A recorder token whose page is not in the room (no room socket) is turned out like anyone without a seat.
    const early = await workerJoin();
    const outsider = await joinLiveKit(early.livekit.url, early.livekit.token);
    clients.push(outsider);
    expect(await outsider.disconnected).toBe(DisconnectReason.PARTICIPANT_REMOVED);

    // The composite page: room socket first, then LiveKit. The webhook finds its seat and keeps it there, hidden, publishing nothing.
    const joined = await workerJoin();
    const page = await openRoomSocket(on.server, joined.room_ticket, joined.member_id);
    sockets.push(page);
    await snapshotOf(page);
    const recorder = await joinLiveKit(joined.livekit.url, joined.livekit.token);
    clients.push(recorder);
    await poll(async () => (await participants(alias)).find((p) => p.identity === joined.member_id)?.permission).toMatchObject({
      canSubscribe: true,
      canPublish: false,
      canPublishData: false,
      canPublishSources: [],
      hidden: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(recorder.room.isConnected).toBe(true);
    // Nobody in the call sees a recorder among the people.
    expect([...owner.media.room.remoteParticipants.keys()]).toEqual([]);

    owner.socket.send({ type: 'room.end' });
    await owner.socket.next((m) => m.type === 'room.state' && m.state === 'ended', 'room ended');
    await poll(async () => (await on.rooms.listRooms()).map((r) => r.name).includes(alias)).toBe(false);
    expect(await recorder.disconnected).toBe(DisconnectReason.ROOM_DELETED);
  });
});
