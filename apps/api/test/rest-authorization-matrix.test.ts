import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedStatus, restMatrixFor, type MediaPath, type RestActor, type RestEnv } from './rest-authorization-matrix';
import { activeAccount, startServer, type TestServer } from './helpers';
import { roomSockets, type Client } from './room-sockets';
import { routeTable } from './route-table';

/**
 * The REST half of the authorization matrix (issue 26), walked against a running API: every route the
 * service answers (its own router, hidden routes too) as anonymous, another account, a participant, a
 * moderator and the host of a live room, each answer checked against rest-authorization-matrix.ts, on
 * the mesh and with LiveKit configured. The room-command half is authorization-matrix.test.ts. The API
 * suites run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
const LIVEKIT = { url: 'wss://livekit.example.org', apiKey: 'devkey', apiSecret: 'a-secret-that-is-long-enough-for-hs256' };

function urlOf(url: string, query?: Record<string, string>) {
  return query ? `${url}?${new URLSearchParams(query)}` : url;
}

describe.each<[MediaPath]>([['mesh'], ['livekit']])('REST authorization matrix (issue 26), media: %s', (media) => {
  let server: TestServer;
  let tokens: Record<Exclude<RestActor, 'anonymous'>, string>;
  const matrix = restMatrixFor(media);

  beforeAll(async () => {
    server = await startServer(media === 'livekit' ? { livekit: LIVEKIT } : {});
    const [host, another, participant, moderator] = await Promise.all(
      ['Rest Host', 'Rest Another', 'Rest Participant', 'Rest Moderator'].map((name) => activeAccount(server, name)),
    );
    tokens = { host: host.token, another: another.token, participant: participant.token, moderator: moderator.token };
  }, 180_000);
  afterAll(() => server.close());

  const sockets = roomSockets(
    () => server,
    () => tokens.host,
  );

  it('has a row for every route the service answers, and none for a route it does not', () => {
    expect(matrix.map(([route]) => route).sort()).toEqual(routeTable(server.app));
  });

  it('walks every route as anonymous, another account, a participant, a moderator and the host', async () => {
    const created = await server.call('POST', '/conference/api/account/qrcode/create', {
      token: tokens.host,
      body: { topic: 'Matrix meeting', call_type: 'instant', mode: 'meeting' },
    });
    const spare = await server.call('POST', '/conference/api/account/qrcode/create', {
      token: tokens.host,
      body: { topic: 'Spare', call_type: 'instant' },
    });
    const { id: eventId, alias } = created.body;
    const speaker = await server.call('POST', '/conference/participant/add', {
      token: tokens.host,
      body: { alias, name: 'Removed Speaker', email: 'removed.speaker@example.com' },
    });
    expect(speaker.status).toBe(200);

    // The room: the host, an admitted participant and a co-host, each with the resume token that proves their seat.
    const owner = await sockets.join(alias, 'Rest Host', { token: tokens.host });
    await sockets.snapshot(owner);
    const participant = await sockets.join(alias, 'Rest Participant', { token: tokens.participant });
    await sockets.snapshot(participant);
    const moderator = await sockets.join(alias, 'Rest Moderator', { token: tokens.moderator });
    await sockets.snapshot(moderator);
    await owner.command('cohost.offer', { to: moderator.id });
    expect(await moderator.command('cohost.respond', { accept: true })).toMatchObject({ type: 'ack' });
    const seats: Partial<Record<RestActor, Client>> = { host: owner, participant, moderator };

    const actors: RestActor[] = ['anonymous', 'another', 'participant', 'moderator', 'host'];
    const wrong: string[] = [];
    let walked = 0;
    for (const [route, row] of matrix) {
      const [method, path] = route.split(' ');
      for (const actor of actors) {
        const seat = seats[actor];
        const env: RestEnv = {
          alias,
          eventId,
          spareEventId: spare.body.id,
          speakerAlias: speaker.body.alias,
          actor,
          self: { token: actor === 'anonymous' ? undefined : tokens[actor], memberId: seat?.id, resumeToken: seat?.resumeToken },
        };
        const probe = row.probe?.(env) ?? {};
        const body = probe.body ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
        const response = await server.call(method, urlOf(probe.url ?? path, probe.query), {
          token: env.self.token,
          body,
          headers: probe.headers,
        });
        walked += 1;
        const expected = expectedStatus(row, actor);
        if (response.status !== expected)
          wrong.push(
            `${route} as ${actor}: ${response.status}, the table says ${expected} (${JSON.stringify(response.body).slice(0, 120)})`,
          );
      }
    }
    expect(wrong).toEqual([]);
    // The record of what was walked: 5 actors x every route.
    expect(walked).toBe(5 * matrix.length);
    for (const client of [owner, participant, moderator]) client.socket.close();
  }, 180_000);
});
