import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startServer, uniqueEmail, type TestServer } from '../helpers';

// Issue 15 item 17: verify codes were stored in plaintext in the outbox in production builds.

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ isProduction: true });
});
afterAll(() => server.close());

describe('item 17: no codes at rest in production', () => {
  it('the stored copy of a verification e-mail holds no code', async () => {
    const email = uniqueEmail('prod');
    expect((await server.call('POST', '/api/v1/user/signup', { body: { email, password: PASSWORD, display_name: 'Prod' } })).status).toBe(
      200,
    );
    const rows = await server.app.ctx.db.query<{ body: string; code: string | null }>(
      'SELECT body, code FROM outbox WHERE to_address = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].code).toBeNull();
    expect(rows[0].body).toContain('••••••');
    expect(rows[0].body).not.toMatch(/\d{6}/);
  });
});
