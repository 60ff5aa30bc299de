import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, accountSocket, activeAccount, changePassword, openSocket, startServer, type TestServer } from '../helpers';

// Issue 15 item 12: an account socket opened before logout kept receiving notifications.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('item 12: ending a session closes its sockets', () => {
  it('logout closes the account socket of that session, and notifications stop', async () => {
    const { token } = await activeAccount(server, 'Leaver');
    const id = await accountId(token);
    const socket = await openSocket(server, `/signal/socket/member/v1?token=${token}`);
    await socket.next((m) => m.type === 'welcome');
    expect((await server.call('DELETE', '/api/v1/user/session', { token, body: {} })).status).toBe(200);
    expect(await socket.closed).toBe(4001);
    expect(server.app.ctx.signal.publishToAccount(id, { type: 'notification' })).toBe(0);
  });

  it('a password change closes the sockets of the other sessions and keeps its own', async () => {
    const { email, token } = await activeAccount(server, 'Changer');
    const other = (await server.call('POST', '/api/v1/user/session/new', { body: { username: email, password: PASSWORD } })).body
      .authorization;
    const [mine, theirs] = [await accountSocket(server, token), await accountSocket(server, other)];
    await changePassword(server, token);
    expect(await theirs.closed).toBe(4001);
    mine.send({ type: 'ping' });
    await mine.next((m) => m.type === 'pong');
    await mine.close();
  });
});

async function accountId(token: string): Promise<number> {
  return (await server.app.ctx.auth.byToken(token))?.account.id ?? -1;
}
