import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessToken } from 'livekit-server-sdk';
import { LiveKitGuard, type RoomServiceApi } from '../src/modules/call-config/livekit-guard';
import { startServer, type TestServer } from './helpers';

const livekit = { url: 'ws://127.0.0.1:9', apiKey: 'webhook-key', apiSecret: 'a-secret-that-is-long-enough-for-livekit' };
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ livekit });
});
afterAll(() => server.close());

/** A webhook as LiveKit signs it: a JWT from the API key whose sha256 claim is the body's hash. */
async function signed(body: string, secret = livekit.apiSecret) {
  const token = new AccessToken(livekit.apiKey, secret);
  token.sha256 = createHash('sha256').update(body).digest('base64');
  return token.toJwt();
}
const post = (body: string, authorization?: string) =>
  server.call('POST', '/call-config/livekit/webhook', {
    raw: body,
    headers: { 'content-type': 'application/webhook+json', ...(authorization ? { authorization } : {}) },
  });

/** A participant joined, as LiveKit reports it. */
const joined = JSON.stringify({
  event: 'participant_joined',
  room: { name: 'no-such-room' },
  participant: { identity: 'someone' },
  id: 'EV_1',
  createdAt: '1',
});

describe('LiveKit webhook (issue 24: the LiveKit room is held to the product room)', () => {
  it("takes LiveKit's signed events, and answers even when LiveKit itself cannot be reached", async () => {
    const answer = await post(joined, await signed(joined));
    expect(answer.status).toBe(200);
  });

  it('refuses an event not signed with the API secret, unsigned, or whose body was changed', async () => {
    expect((await post(joined, await signed(joined, 'another-secret-that-is-long-enough-too'))).status).toBe(401);
    expect((await post(joined)).status).toBe(401);
    const other = joined.replace('someone', 'someone-else');
    const refused = await post(other, await signed(joined));
    expect(refused.status).toBe(401);
    expect(JSON.stringify(refused.body)).not.toMatch(/at .*\.ts/);
  });
});

describe('LiveKit webhook when the room cannot be asked (several instances, Redis away)', () => {
  it('leaves the joiner as their token says and logs a warning; a joiner with no seat is removed', async () => {
    const calls: string[] = [];
    const api = {
      removeParticipant: async (room: string, identity: string) => void calls.push(`remove ${room} ${identity}`),
      updateParticipant: async (room: string, identity: string) => void calls.push(`update ${room} ${identity}`),
      deleteRoom: async (room: string) => void calls.push(`delete ${room}`),
    } as unknown as RoomServiceApi;
    const warnings: string[] = [];
    const log = { warn: (_: unknown, message: string) => void warnings.push(message), debug: () => undefined };

    const unreachable = new LiveKitGuard(api, livekit, async () => Promise.reject(new Error('Redis away')), log);
    expect(await unreachable.webhook(joined, await signed(joined))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
    expect(warnings).toEqual(["LiveKit: a joiner's seat could not be read; left as their token says"]);

    const noSeat = new LiveKitGuard(api, livekit, async () => null, log);
    expect(await noSeat.webhook(joined, await signed(joined))).toBe(true);
    await expect.poll(() => calls).toEqual(['remove no-such-room someone']);
  });
});

describe('permission updates to LiveKit', () => {
  it('go one at a time per member, the newest last: a denied microphone is never undone by an older update', async () => {
    const sent: string[][] = [];
    const answers: Array<() => void> = [];
    const api = {
      removeParticipant: async () => undefined,
      updateParticipant: (_room: string, _identity: string, options: { permission: { canPublishSources: number[] } }) => {
        sent.push(options.permission.canPublishSources.map(String));
        return new Promise<void>((resolve) => answers.push(resolve));
      },
      deleteRoom: async () => undefined,
    } as unknown as RoomServiceApi;
    const log = { warn: () => undefined, debug: () => undefined };
    const guard = new LiveKitGuard(api, livekit, async () => null, log);
    const seat = (sources: Array<'camera' | 'microphone'>) => ({ identity: 'ann', name: 'Ann', canPublish: true, sources });
    guard.changed('room', seat(['camera', 'microphone']));
    guard.changed('room', seat(['camera']));
    guard.changed('room', seat([]));
    // The first is in flight; of the two after it only the newest is sent, once the first is answered.
    expect(sent).toHaveLength(1);
    answers.shift()?.();
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]).toEqual([]);
    answers.shift()?.();
  });
});
