import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, activeAccount, startServer, type TestServer } from '../helpers';

// Issue 15 item 17: sessions never expired; now a session unused for 30 days is over, and use keeps it alive.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const lastSeen = (token: string, daysAgo: number) =>
  server.app.ctx.db.query(
    `UPDATE sessions SET last_seen_at = now() - ($2::int * interval '1 day') WHERE id = (
     SELECT s.id FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.revoked_at IS NULL AND a.email = $1 ORDER BY s.id DESC LIMIT 1)`,
    [token, daysAgo],
  );

describe('item 17: sliding session expiry', () => {
  it('a session idle for 31 days is refused; one used 29 days ago still works and is renewed', async () => {
    const idle = await activeAccount(server, 'Idle');
    await lastSeen(idle.email, 31);
    expect((await server.call('GET', '/api/account/details', { token: idle.token })).status).toBe(401);

    const busy = await activeAccount(server, 'Busy');
    await lastSeen(busy.email, 29);
    expect((await server.call('GET', '/api/account/details', { token: busy.token })).status).toBe(200);
    const rows = await server.app.ctx.db.query<{ fresh: boolean }>(
      `SELECT s.last_seen_at > now() - interval '1 minute' AS fresh FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE a.email = $1 ORDER BY s.id DESC LIMIT 1`,
      [busy.email],
    );
    expect(rows[0].fresh).toBe(true);
    // a new sign-in gives a fresh session
    expect((await server.call('POST', '/api/v1/user/session/new', { body: { username: idle.email, password: PASSWORD } })).status).toBe(
      200,
    );
  });
});
