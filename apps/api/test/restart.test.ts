import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { PASSWORD, activeAccount, call, type TestServer } from './helpers';

const dataDir = mkdtempSync(path.join(tmpdir(), 'api-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The service on PGlite files under dataDir, as `npm start` runs it. */
async function start(): Promise<TestServer> {
  const app = await buildApp({ config: { dataDir, databaseUrl: null, siteDir: path.join(dataDir, 'site'), isProduction: false } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return { app, url, dataDir, call: (method, route, options) => call(url, method, route, options), close: () => app.close() };
}

describe('restart', () => {
  it('keeps accounts, sessions, events, notifications, wallet and files across a restart', async () => {
    const first = await start();
    const { email, token, account } = await activeAccount(first, 'Durable');
    const event = (
      await first.call('POST', '/conference/api/account/qrcode/create', {
        token,
        body: { topic: 'Survives', call_type: 'instant', passcode: 'keep' },
      })
    ).body;
    await first.call('POST', '/__dev/notify', { body: { username: email, title: 'Kept', body: 'yes' } });
    await first.call('POST', '/__dev/wallet/topup', { token, body: { amount: 42 } });
    const form = new FormData();
    form.append('kind', 'file');
    form.append('file', new Blob(['hello from before the restart']), 'note.txt');
    const file = await (
      await fetch(`${first.url}/api/storage/upload-file`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })
    ).json();
    await first.close();

    const second = await start();
    try {
      expect((await second.call('GET', '/api/account/details', { token })).body).toMatchObject({
        id: account.id,
        account_status: 'active',
        wallet_balance: 42,
      });
      expect((await second.call('POST', '/api/v1/user/session/new', { body: { username: email, password: PASSWORD } })).status).toBe(200);
      const detail = await second.call('GET', `/conference/api/meet/qrcode/detail?alias=${event.alias}`, { token });
      expect(detail.body).toMatchObject({ topic: 'Survives', passcode: 'keep' });
      expect((await second.call('GET', '/notification/message/count', { token })).body).toEqual({ count: 1 });
      expect(await (await fetch(`${second.url}/api/storage/files/${file.id}`)).text()).toBe('hello from before the restart');
      // Its buffer pool is resident memory in WebAssembly: initdb's 128 MB put the first start over 400 MB.
      expect(await second.app.ctx.db.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '32MB' }]);
    } finally {
      await second.close();
    }
  }, 120_000); // two cold PGlite starts on disk, possibly beside other suites
});
