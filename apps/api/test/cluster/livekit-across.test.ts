import { DisconnectReason } from '@livekit/rtc-node';
import { RoomServiceClient, type ParticipantInfo } from 'livekit-server-sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freeTcpPort, liveKitKeys, startLiveKit, type LiveKitServer } from '../../../../scripts/livekit/server.mjs';
import { joinLiveKit, type MediaClient } from '../livekit-harness';
import { roomSockets, type Client } from '../room-sockets';
import { roomCluster } from './room-cluster';

// Several instances with LiveKit (issue 25): a real LiveKit server, one Redis, one PostgreSQL, two instances.
// The room is owned by a (the host's socket); the guest's socket, call config and LiveKit's webhook are all on b,
// which does not hold the room: b answers from the media seats the owner keeps in Redis. The owner's guard still
// makes LiveKit follow the room (permissions, removals).
const keys = liveKitKeys();
let livekitPort = 0;
let livekit: LiveKitServer;
let media: RoomServiceClient;
const clients: MediaClient[] = [];

beforeAll(async () => {
  livekitPort = await freeTcpPort(); // the instances need LiveKit's address before LiveKit needs theirs
});
const cluster = roomCluster('platform_cluster_livekit', 2, () => ({ livekit: { url: `ws://127.0.0.1:${livekitPort}`, ...keys } }));
beforeAll(async () => {
  const b = cluster.instances[1];
  livekit = await startLiveKit({ keys, ports: { http: livekitPort }, webhookUrls: [`${b.url}/call-config/livekit/webhook`] });
  media = new RoomServiceClient(livekit.httpUrl, keys.apiKey, keys.apiSecret);
}, 90_000);
afterAll(async () => {
  for (const client of clients.splice(0)) await client.leave();
  await livekit?.stop();
});

const [onA, onB] = [0, 1].map((i) =>
  roomSockets(
    () => cluster.instances[i],
    () => cluster.state.hostToken,
  ),
);
afterEach(() => expect([...onA.violations.splice(0), ...onB.violations.splice(0)]).toEqual([]));

/** The call page's media config, asked of instance `i`, with the member's resume proof. */
const callConfig = (i: number, alias: string, client: Client) =>
  cluster.instances[i].call('POST', '/call-config/config', {
    body: { alias, participant_id: client.id, display_name: 'x', resume_token: client.resumeToken },
  });
/** What a LiveKit token lets its holder do (its `video` grant). */
const grantOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).video;
const identities = async (alias: string) =>
  (await media.listParticipants(alias).catch(() => [] as ParticipantInfo[])).map((p) => p.identity).sort();
async function joinMedia(token: string) {
  const client = await joinLiveKit(`ws://127.0.0.1:${livekitPort}`, token);
  clients.push(client);
  return client;
}

describe('several instances with LiveKit', () => {
  it("gives a member on another instance their LiveKit token there, and LiveKit's webhook there holds joiners to their seat", async () => {
    const alias = await onA.createEvent({ mode: 'conference' });
    const host = await onA.join(alias, 'Host on A', { token: cluster.state.hostToken });
    await onA.snapshot(host);
    expect(await cluster.state.redis.get(`platform:room:${alias}:owner`)).toMatch(/^inst-a:/);
    const guest = await onB.guestIn(alias, 'Guest on B');
    expect(cluster.instances[1].app.rooms.view(alias)).toBeUndefined(); // b holds the guest's socket, not the room

    // The audience's token, from b: watch only, under the guest's own identity.
    const config = await callConfig(1, alias, guest);
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({ transport: 'livekit', room: alias });
    expect(grantOf(config.body.token)).toMatchObject({ room: alias, roomJoin: true, canPublish: false });
    const hostMedia = await joinMedia((await callConfig(0, alias, host)).body.token);
    const guestMedia = await joinMedia(config.body.token);

    // Promoted on a: the seat b reads follows at once, so b's next token lets the guest publish.
    expect(await host.command('presenter.set', { to: guest.id, on: true })).toMatchObject({ type: 'ack' });
    await expect
      .poll(async () => grantOf((await callConfig(1, alias, guest)).body.token).canPublish, { timeout: 3000, interval: 50 })
      .toBe(true);

    // A second member on b joins LiveKit with b's token; a wrong resume proof gets none.
    const second = await onB.guestIn(alias, 'Second on B');
    expect((await callConfig(1, alias, { ...second, resumeToken: 'not-their-token' } as Client)).status).toBe(403);
    const secondMedia = await joinMedia((await callConfig(1, alias, second)).body.token);

    // Removed on a: the owner's guard takes them out of LiveKit; b then refuses them a token, and their old token,
    // used again, is turned away by the webhook on b (no seat kept for them any more). The webhooks of both joins
    // reached b before that one: the second member, seated, is still in the LiveKit room with the host.
    expect(await host.command('remove', { to: guest.id })).toMatchObject({ type: 'ack' });
    expect(await guestMedia.disconnected).toBe(DisconnectReason.PARTICIPANT_REMOVED);
    expect((await callConfig(1, alias, guest)).status).toBe(403);
    const again = await joinMedia(config.body.token);
    expect(await again.disconnected).toBe(DisconnectReason.PARTICIPANT_REMOVED);
    expect(await identities(alias)).toEqual([host.id, second.id].sort());
    await secondMedia.leave();
    await hostMedia.leave();
  }, 60_000);
});
