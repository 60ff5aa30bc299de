import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeAccount, startServer, type TestServer } from './helpers';

let server: TestServer;
let host: Awaited<ReturnType<typeof activeAccount>>;
let other: Awaited<ReturnType<typeof activeAccount>>;
let alias: string;

beforeAll(async () => {
  server = await startServer();
  host = await activeAccount(server, 'Grace Host');
  other = await activeAccount(server, 'Otto Other');
  for (const topic of ['Board meeting', 'Team sync']) {
    const created = await server.call('POST', '/conference/api/account/qrcode/create', {
      token: host.token,
      body: {
        topic,
        passcode: 'sesame',
        start_time: '2030-03-01T09:00:00.000Z',
        duration_minutes: 30,
        mode: 'meeting',
        call_type: 'scheduled',
      },
    });
    alias = created.body.alias;
  }
  await server.call('POST', '/conference/api/account/qrcode/create', {
    token: other.token,
    body: { topic: 'Not yours', start_time: '2030-03-01T09:00:00.000Z', duration_minutes: 30, mode: 'meeting', call_type: 'scheduled' },
  });
});
afterAll(() => server?.close());

const gql = (query: string, options: { token?: string; variables?: Record<string, unknown> } = {}) =>
  server.call('POST', '/graphql/v1', { token: options.token, body: { query, variables: options.variables } });

describe('POST /graphql/v1', () => {
  it('answers me with the signed-in account, as GET /api/account/details does', async () => {
    const response = await gql('{ me { id display_name email conference_mode wallet_balance has_password } }', { token: host.token });
    expect(response.status).toBe(200);
    const details = await server.call('GET', '/api/account/details', { token: host.token });
    expect(response.body.data.me).toEqual({
      id: details.body.id,
      display_name: 'Grace Host',
      email: details.body.email,
      conference_mode: 'meeting',
      wallet_balance: 0,
      has_password: true,
    });
  });

  it("lists only the signed-in account's events, newest first, paged", async () => {
    const query =
      'query Mine($limit: Int, $after: String) { events(limit: $limit, after: $after) { items { topic alias has_passcode invite_link } next_after } }';
    const first = await gql(query, { token: host.token, variables: { limit: 1 } });
    expect(first.status).toBe(200);
    expect(first.body.data.events.items).toEqual([
      { topic: 'Team sync', alias, has_passcode: true, invite_link: `${server.url}/j/${alias}` },
    ]);
    const second = await gql(query, { token: host.token, variables: { limit: 1, after: first.body.data.events.next_after } });
    expect(second.body.data.events.items.map((e: { topic: string }) => e.topic)).toEqual(['Board meeting']);
  });

  it('refuses me and events without a token, with the REST status and code', async () => {
    for (const query of ['{ me { id } }', '{ events { items { alias } } }']) {
      const response = await gql(query);
      expect(response.status).toBe(401);
      expect(response.body.data).toBeNull();
      expect(response.body.errors[0]).toMatchObject({ message: 'Please sign in to continue.', extensions: { code: 'unauthorized' } });
    }
    const revoked = await gql('{ me { id } }', { token: 'not-a-real-token' });
    expect(revoked.status).toBe(401);
  });

  it('looks up an alias without a token, never showing the passcode; an unknown alias is the invalid link error', async () => {
    const found = await gql('query A($alias: String!) { alias(alias: $alias) { topic has_passcode host_name mode } }', {
      variables: { alias },
    });
    expect(found.status).toBe(200);
    expect(found.body.data.alias).toEqual({ topic: 'Team sync', has_passcode: true, host_name: 'Grace Host', mode: 'meeting' });
    const missing = await gql('{ alias(alias: "nosuchalias1") { topic } }');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].extensions.code).toBe('invalid_conference_link');
    const passcode = await gql('{ alias(alias: "x") { passcode } }');
    expect(passcode.status).toBe(400);
    expect(passcode.body.errors[0].extensions.code).toBe('graphql_invalid');
  });

  it('refuses malformed requests with a clear error and stays up', async () => {
    const noQuery = await server.call('POST', '/graphql/v1', { body: { variables: {} } });
    expect(noQuery.status).toBe(400);
    expect(noQuery.body.code).toBe('field_required');
    const syntax = await gql('{ me { id ');
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors[0].extensions.code).toBe('graphql_invalid');
    // Found by Schemathesis (issue 26): a bare value is no query either, not a server error.
    for (const query of ['0', '"x"', 'query']) {
      const bare = await gql(query);
      expect(bare.status, query).toBe(400);
      expect(bare.body.errors[0].extensions.code, query).toBe('graphql_invalid');
    }
    const tooLong = await gql(`{ ${'me { id } '.repeat(2000)} }`);
    expect(tooLong.status).toBe(400);
    const longSearch = await gql(`{ events(search: "${'x'.repeat(201)}") { items { alias } } }`, { token: host.token });
    expect(longSearch.body.errors[0].extensions).toEqual({ code: 'invalid_input', field: 'search' });
    const alive = await gql('{ me { display_name } }', { token: other.token });
    expect(alive.body.data.me.display_name).toBe('Otto Other');
  });
});
