// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureEnvironment } from '../config/environment';
import { sessionStore } from '../session/session-store';
import { ApiError } from '../http/api-error';
import { graphqlAlias, graphqlMe } from './graphql';
import { getPumpFunCoin } from './pump-fun';

/** Answers as the API does (apps/api test/graphql.test.ts and pump-fun.test.ts check the real one). */
let server: Server;
const seen: Array<{ url: string; body: string; auth?: string }> = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ url: req.url!, body, auth: req.headers.authorization });
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.url!.startsWith('/api/v1/pump-fun/coin/'))
        return json(503, { code: 'pump_fun_not_configured', message: 'set PUMP_FUN_API_URL' });
      const { query } = JSON.parse(body);
      if (query.includes('me {'))
        return json(401, { data: null, errors: [{ message: 'Please sign in to continue.', extensions: { code: 'unauthorized' } }] });
      return json(200, {
        data: {
          alias: {
            alias: 'abc',
            topic: 'Sync',
            mode: 'meeting',
            call_type: 'instant',
            has_passcode: false,
            start_time: 's',
            end_time: 'e',
            host_name: 'Ann',
          },
        },
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  configureEnvironment({ accountApi: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  sessionStore.setState({ token: null, account: null });
});
afterAll(() => server.close());

describe('GraphQL and pump.fun client functions', () => {
  it('sends the query with its variables and returns the typed field', async () => {
    const found = await graphqlAlias('abc');
    expect(found.host_name).toBe('Ann');
    const sent = JSON.parse(seen[seen.length - 1].body);
    expect(sent.variables).toEqual({ alias: 'abc' });
    expect(sent.query).toContain('alias(alias: $alias)');
  });

  it('rejects a GraphQL error as an ApiError with the REST code and status', async () => {
    const error = await graphqlMe().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', message: 'Please sign in to continue.' });
  });

  it('fills the coin address into the path and surfaces the 503', async () => {
    const error = await getPumpFunCoin({ address: 'So11111111111111111111111111111111111111112' }).catch((e: unknown) => e);
    expect(seen[seen.length - 1].url).toBe('/api/v1/pump-fun/coin/So11111111111111111111111111111111111111112');
    expect(error).toMatchObject({ status: 503, code: 'pump_fun_not_configured' });
  });
});
