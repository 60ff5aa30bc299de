import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrations';
import { PASSWORD, SIGNUP_TOKEN, latestCode, startServer, uniquePhone, type TestServer } from '../helpers';

// Issue 15 item 18: `0912345678` and `+84912345678` were two accounts. Phones are now stored in E.164.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** The national (VN) form of a +84 number, written the way people type it. */
const national = (e164: string) => `0${e164.slice(3, 5)} ${e164.slice(5, 8)} ${e164.slice(8)}`;
const signup = (phone_number: string) =>
  server.call('POST', '/api/v1/user/signup', { body: { phone_number, password: PASSWORD, display_name: 'Phone' } });
const login = (username: string) => server.call('POST', '/api/v1/user/session/new', { body: { username, password: PASSWORD } });

describe('item 18: phone numbers in E.164', () => {
  it('a national number is stored in E.164, the international form is the same account, and either signs in', async () => {
    const phone = uniquePhone();
    const first = await signup(national(phone));
    expect(first.status).toBe(200);
    expect(await server.app.ctx.db.query('SELECT phone_number FROM accounts WHERE phone_number = $1', [phone])).toHaveLength(1);

    // The international form reaches the same (waiting) account: no second account, the same answer (item 11).
    const again = await signup(phone);
    expect(again.status).toBe(200);
    // the same answer, but for its own random secret (each signup's code works only with its own)
    expect(again.body).toEqual({ ...first.body, signup_token: expect.stringMatching(SIGNUP_TOKEN) });
    expect(again.body.signup_token).not.toBe(first.body.signup_token);
    expect(await server.app.ctx.db.query('SELECT id FROM accounts WHERE phone_number = $1', [phone])).toHaveLength(1);

    const code = await latestCode(server, phone);
    const verify = await server.call('POST', '/api/account/phone/verify', {
      body: { phone_number: national(phone).replace(/ /g, ''), code, signup_token: again.body.signup_token },
    });
    expect(verify.status).toBe(200);
    expect(verify.body.account).toMatchObject({ account_status: 'active' });

    for (const form of [phone, national(phone), national(phone).replace(/ /g, '-')]) {
      const session = await login(form);
      expect(session.status).toBe(200);
      expect(session.body.account.phone_number).toBe(phone);
    }
  });

  it('forgot-password reaches the same account whichever form is typed', async () => {
    const phone = uniquePhone();
    expect((await signup(phone)).status).toBe(200);
    const forgot = await server.call('POST', '/api/account/forgot-pwd/reset', { body: { username: national(phone) } });
    expect(forgot.status).toBe(200);
    const outbox = await server.call('GET', `/__dev/outbox?to=${encodeURIComponent(phone)}`);
    expect(outbox.body.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses what is not a phone number with the field named', async () => {
    const bad = await signup('0912');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid_input', field: 'phone_number' });
  });

  it('the migration rewrites stored numbers to E.164 and keeps both rows when two collide', async () => {
    const db = server.app.ctx.db;
    const [a, b, c] = [uniquePhone(), uniquePhone(), uniquePhone()];
    const tag = Math.random().toString(36).slice(2, 10);
    const insert = (suffix: string, phone: string, minutesAgo: number) =>
      db.query<{ id: string }>(
        `INSERT INTO accounts (account_id, phone_number, display_name, referral_code, created_at)
       VALUES ($1, $2, 'Old', $1, now() - ($3::int * interval '1 minute')) RETURNING id`,
        [`mig-${tag}-${suffix}`, phone, minutesAgo],
      );
    await insert('a', national(a), 10); // national with spaces
    await insert('b', `0084${b.slice(3)}`, 10); // international with 00
    await insert('c1', national(c).replace(/ /g, ''), 10); // two accounts of one number: the earlier wins
    await insert('c2', `(0${c.slice(3, 5)}) ${c.slice(5)}`, 5);
    await db.query('DELETE FROM schema_migrations WHERE version = 520');
    await migrate(db);

    const rows = await db.query<{ account_id: string; phone_number: string }>(
      'SELECT account_id, phone_number FROM accounts WHERE account_id LIKE $1 ORDER BY account_id',
      [`mig-${tag}-%`],
    );
    expect(rows).toEqual([
      { account_id: `mig-${tag}-a`, phone_number: a },
      { account_id: `mig-${tag}-b`, phone_number: b },
      { account_id: `mig-${tag}-c1`, phone_number: c },
      { account_id: `mig-${tag}-c2`, phone_number: `(0${c.slice(3, 5)}) ${c.slice(5)}` },
    ]);
  });
});
