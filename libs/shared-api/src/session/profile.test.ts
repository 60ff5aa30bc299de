// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureEnvironment } from '../config/environment';
import { sessionStore } from './session-store';
import { loadProfile } from './profile';

let server: Server;
let base = '';
let answer = 200;
let calls = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    calls++;
    setTimeout(() => {
      res.writeHead(answer, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          answer === 200
            ? { id: '1', display_name: 'Host', account_status: 'active', account_setting: { conference_mode: 'meeting' } }
            : { code: 'unauthorized', message: 'no' },
        ),
      );
    }, 20);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('profile loading', () => {
  it('runs one request at a time and stores the account', async () => {
    configureEnvironment({ accountApi: base });
    answer = 200;
    calls = 0;
    sessionStore.setState({ token: 'tok', account: null });
    const [a, b] = await Promise.all([loadProfile(), loadProfile()]);
    expect(calls).toBe(1);
    expect(a).toBe(b);
    expect(sessionStore.getState().account?.display_name).toBe('Host');
  });

  it('removes the stored token when the server rejects it', async () => {
    configureEnvironment({ accountApi: base });
    answer = 401;
    sessionStore.setState({ token: 'stale', account: null });
    expect(await loadProfile()).toBeNull();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('keeps the token when the service cannot be reached', async () => {
    configureEnvironment({ accountApi: 'http://127.0.0.1:1' });
    sessionStore.setState({ token: 'keep-me', account: null });
    expect(await loadProfile()).toBeNull();
    expect(sessionStore.getState().token).toBe('keep-me');
  });
});
