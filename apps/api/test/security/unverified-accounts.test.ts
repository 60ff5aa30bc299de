import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, activeAccount, startServer, uniqueEmail, type TestServer } from '../helpers';

// Issue 15 items 15 (1-1 messages) and 17 (events and API keys): only verified accounts.

let server: TestServer;
let unverified: string;
beforeAll(async () => {
  server = await startServer();
  const email = uniqueEmail('unverified');
  await server.call('POST', '/api/v1/user/signup', { body: { email, password: PASSWORD, display_name: 'Not yet' } });
  // signup gives no session; the password does, onto a verifying account
  unverified = (await server.call('POST', '/api/v1/user/session/new', { body: { username: email, password: PASSWORD } })).body
    .authorization;
});
afterAll(() => server.close());

describe('items 15 and 17: an unverified account', () => {
  it('cannot create events or API keys, and says why', async () => {
    const event = await server.call('POST', '/conference/api/account/qrcode/create', {
      token: unverified,
      body: { topic: 'Spam', call_type: 'instant' },
    });
    expect(event.status).toBe(403);
    expect(event.body).toEqual({ code: 'account_unverified', message: 'Please verify your account first.' });
    expect((await server.call('POST', '/api/account/api-key/create', { token: unverified, body: { name: 'bot' } })).body.code).toBe(
      'account_unverified',
    );
  });

  it('cannot send 1-1 messages; a verified one can', async () => {
    const { token } = await activeAccount(server, 'Sender');
    const alias = (
      await server.call('POST', '/conference/api/account/qrcode/create', { token, body: { topic: 'DM', call_type: 'instant' } })
    ).body.alias;
    const member = (await server.call('POST', '/signal/member/v1/auth', { body: { alias, display_name: 'Target' } })).body.member_id;
    const refused = await server.call('POST', '/signal/1-1/send', { token: unverified, body: { to: member, payload: { text: 'hi' } } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('account_unverified');
    // the verified sender gets past the check (the target has no socket open: member_offline)
    expect((await server.call('POST', '/signal/1-1/send', { token, body: { to: member, payload: { text: 'hi' } } })).body.code).toBe(
      'member_offline',
    );
  });
});

describe('item 16: wrong-typed body fields are refused, not coerced', () => {
  it('a gift amount sent as text answers invalid_input; a query string still takes numbers as text', async () => {
    const { token } = await activeAccount(server, 'Giver');
    const gift = await server.call('POST', '/api/gift/send', { token, body: { to: 'someone', amount: '10', idempotency_key: 'k-1' } });
    expect(gift.status).toBe(400);
    expect(gift.body).toMatchObject({ code: 'invalid_input', field: 'amount' });
    const topup = await server.call('POST', '/__dev/wallet/topup', { token, body: { amount: '10' } });
    expect(topup.body).toMatchObject({ code: 'invalid_input', field: 'amount' });
    expect((await server.call('POST', '/__dev/wallet/topup', { token, body: { amount: 10 } })).status).toBe(200);
  });
});
