import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, SIGNUP_TOKEN, activeAccount, latestCode, startServer, uniqueEmail, uniquePhone, type TestServer } from './helpers';
import { startFakeProvider } from './fake-provider';

let server: TestServer;
let provider: Awaited<ReturnType<typeof startFakeProvider>>;

beforeAll(async () => {
  provider = await startFakeProvider();
  server = await startServer({
    ...provider.config,
    googleClientId: 'test-client',
  });
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

describe('signup and verification', () => {
  it('creates a verifying account, sends a code, and the code activates it and signs in', async () => {
    const email = uniqueEmail('Signup');
    const signup = await server.call('POST', '/api/v1/user/signup', {
      body: { email, password: PASSWORD, display_name: '  Ann Lee ' },
      headers: { 'x-platform-client': 'web-2' },
    });
    expect(signup.status).toBe(200);
    // No session and no account before the code: the answer is the same for an address in use (issue 15 item 11).
    expect(signup.body).toEqual({ ok: true, retry_after: 60, signup_token: expect.stringMatching(SIGNUP_TOKEN) });

    const outbox = await server.call('GET', `/__dev/outbox?to=${encodeURIComponent(email)}`);
    expect(outbox.status).toBe(200);
    expect(outbox.body).toHaveLength(1);
    expect(outbox.body[0]).toMatchObject({ to: email.toLowerCase(), channel: 'email', subject: 'Verify your account' });
    expect(outbox.body[0].code).toMatch(/^\d{6}$/);
    expect(outbox.body[0].body).toContain(outbox.body[0].code);

    // The password works before verifying, onto a verifying account (spec: held on verify-code).
    const login = await server.call('POST', '/api/v1/user/session/new', { body: { username: email, password: PASSWORD } });
    expect(login.status).toBe(200);
    const token = login.body.authorization;
    const details = await server.call('GET', '/api/account/details', { token });
    expect(details.body.account_status).toBe('verifying');

    const empty = await server.call('POST', '/api/v1/user/confirm-email', { body: { code: '', username: email } });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ code: 'verify_code_empty', message: 'Please input verify code.', field: 'code' });

    const code = outbox.body[0].code as string;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await server.call('POST', '/api/v1/user/confirm-email', { body: { code: wrongCode, username: email } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'verify_code_wrong', message: 'Wrong or expired verify code. Please try again.' });

    const confirm = await server.call('POST', '/api/v1/user/confirm-email', {
      body: { code, username: email, signup_token: signup.body.signup_token },
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.authorization).toMatch(/^[\w-]{40,}$/);
    const account = confirm.body.account;
    expect(account).toMatchObject({
      username: email.toLowerCase(),
      email: email.toLowerCase(),
      phone_number: null,
      display_name: 'Ann Lee',
      account_status: 'active',
      account_setting: { conference_mode: 'meeting' },
      wallet_balance: 0,
      has_password: true,
      linked_accounts: [],
    });
    expect(account.account_id).toMatch(/^[0-9a-f]{16}$/);
    expect(account.password_hash).toBeUndefined();
    expect((await server.call('GET', '/api/account/details', { token: confirm.body.authorization })).body.account_status).toBe('active');

    // A used code does nothing more, and an active account's details never answer a code guess.
    const reused = await server.call('POST', '/api/v1/user/confirm-email', { body: { code, username: email } });
    expect(reused.status).toBe(400);
    expect(reused.body.account).toBeUndefined();
  });

  it('a signed-in verifying account confirms with its token and keeps that session', async () => {
    const email = uniqueEmail('token');
    await server.call('POST', '/api/v1/user/signup', { body: { email, password: PASSWORD, display_name: 'Tok' } });
    const token = (await server.call('POST', '/api/v1/user/session/new', { body: { username: email, password: PASSWORD } })).body
      .authorization;
    const confirm = await server.call('POST', '/api/v1/user/confirm-email', { token, body: { code: await latestCode(server, email) } });
    expect(confirm.status).toBe(200);
    expect(confirm.body.account.account_status).toBe('active');
    expect((await server.call('GET', '/api/account/details', { token })).status).toBe(200);
  });

  it('signs up with a phone number and sends the code by SMS', async () => {
    const phone = uniquePhone();
    const signup = await server.call('POST', '/api/v1/user/signup', {
      body: { phone_number: phone, password: PASSWORD, display_name: 'Phone User' },
    });
    expect(signup.status).toBe(200);
    expect(signup.body).toEqual({ ok: true, retry_after: 60, signup_token: expect.stringMatching(SIGNUP_TOKEN) });
    const outbox = await server.call('GET', `/__dev/outbox?to=${encodeURIComponent(phone)}`);
    expect(outbox.body[0].channel).toBe('sms');
    const verify = await server.call('POST', '/api/account/phone/verify', {
      body: { phone_number: phone, code: outbox.body[0].code, signup_token: signup.body.signup_token },
    });
    expect(verify.status).toBe(200);
    expect(verify.body.account).toMatchObject({ phone_number: phone, account_status: 'active' });
  });

  it('rejects bad signups with the product messages', async () => {
    const noName = await server.call('POST', '/api/v1/user/signup', {
      body: { email: uniqueEmail(), password: PASSWORD, display_name: '' },
    });
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({ code: 'field_required', message: 'Display name is required.', field: 'display_name' });

    const missing = await server.call('POST', '/api/v1/user/signup', { body: { email: uniqueEmail(), password: PASSWORD } });
    expect(missing.body).toEqual({ code: 'field_required', message: 'Display name is required.', field: 'display_name' });

    const badEmail = await server.call('POST', '/api/v1/user/signup', {
      body: { email: 'not-an-email', password: PASSWORD, display_name: 'A' },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toEqual({ code: 'email_invalid', message: 'Please enter a valid email address.', field: 'email' });

    const weak = await server.call('POST', '/api/v1/user/signup', { body: { email: uniqueEmail(), password: 'short', display_name: 'A' } });
    expect(weak.body).toMatchObject({ code: 'password_weak', field: 'password' });

    const neither = await server.call('POST', '/api/v1/user/signup', { body: { password: PASSWORD, display_name: 'A' } });
    expect(neither.body).toMatchObject({ code: 'field_required', field: 'email' });

    const badPhone = await server.call('POST', '/api/v1/user/signup', {
      body: { phone_number: 'abc', password: PASSWORD, display_name: 'A' },
    });
    expect(badPhone.body).toMatchObject({ code: 'invalid_input', field: 'phone_number' });

    const notJson = await server.call('POST', '/api/v1/user/signup', { raw: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe('invalid_input');
  });

  it('a second signup with an address in use creates nothing and mails its owner instead of a code', async () => {
    const { email } = await activeAccount(server);
    const again = await server.call('POST', '/api/v1/user/signup', {
      body: { email: email.toUpperCase(), password: 'another pass 2', display_name: 'B' },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ok: true, retry_after: 60, signup_token: expect.stringMatching(SIGNUP_TOKEN) });
    const [notice] = (await server.call('GET', `/__dev/outbox?to=${encodeURIComponent(email)}`)).body;
    expect(notice).toMatchObject({ subject: 'Someone tried to sign up with your address', code: null });
    expect(notice.body).toContain('sign in, or reset your password');
    expect((await server.call('POST', '/api/v1/user/session/new', { body: { username: email, password: 'another pass 2' } })).status).toBe(
      401,
    );

    const phone = uniquePhone();
    await server.call('POST', '/api/v1/user/signup', { body: { phone_number: phone, password: PASSWORD, display_name: 'P' } });
    const phoneAgain = await server.call('POST', '/api/v1/user/signup', {
      body: { phone_number: phone, password: PASSWORD, display_name: 'P' },
    });
    expect(phoneAgain.status).toBe(200);
    expect(await server.app.ctx.db.query('SELECT id FROM accounts WHERE phone_number = $1', [phone])).toHaveLength(1);
  });

  it('burns a code after too many wrong guesses and answers 429 with Retry-After', async () => {
    const email = uniqueEmail();
    await server.call('POST', '/api/v1/user/signup', { body: { email, password: PASSWORD, display_name: 'Guess' } });
    const code = await latestCode(server, email);
    const wrongCode = code === '999999' ? '888888' : '999999';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await server.call('POST', '/api/v1/user/confirm-email', { body: { code: wrongCode, username: email } })).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    const limited = await server.call('POST', '/api/v1/user/confirm-email', { body: { code, username: email } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.code).toBe('rate_limited');
  });

  it('resends a verify code once per cooldown', async () => {
    const email = uniqueEmail();
    const { signup_token } = (
      await server.call('POST', '/api/v1/user/signup', { body: { email, password: PASSWORD, display_name: 'Resend' } })
    ).body;
    const first = await latestCode(server, email);
    const resend = await server.call('POST', '/api/v1/user/resend-email', { body: { username: email, purpose: 'verify', signup_token } });
    expect(resend.status).toBe(200);
    expect(resend.body).toMatchObject({ ok: true, retry_after: 60 });
    const outbox = await server.call('GET', `/__dev/outbox?to=${encodeURIComponent(email)}`);
    expect(outbox.body).toHaveLength(2);
    expect(outbox.body[1].code).toBe(first); // newest first

    const tooSoon = await server.call('POST', '/api/v1/user/resend-email', { body: { username: email } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('retry-after')).toMatch(/^\d+$/);

    // The signup's own code still works after a resend: a stranger asking for codes cannot void the owner's.
    const old = await server.call('POST', '/api/v1/user/confirm-email', { body: { code: first, username: email, signup_token } });
    expect(old.status).toBe(200);

    // An unknown address gets the same answer (no enumeration, issue 15 item 11), and no message goes out.
    const nobody = uniqueEmail();
    const unknown = await server.call('POST', '/api/v1/user/resend-email', { body: { username: nobody, purpose: 'verify' } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(resend.body);
    expect((await server.call('GET', `/__dev/outbox?to=${encodeURIComponent(nobody)}`)).body).toHaveLength(0);
  });
});

describe('sessions', () => {
  it('logs in, reads details, logs out and then refuses the revoked token', async () => {
    const { email } = await activeAccount(server, 'Login User');
    const login = await server.call('POST', '/api/v1/user/session/new', {
      body: { username: email, password: PASSWORD, device_id: 'web' },
    });
    expect(login.status).toBe(200);
    expect(login.body.account.display_name).toBe('Login User');
    const token = login.body.authorization;

    const raw = await server.call('GET', '/api/account/details', { headers: { authorization: token } });
    expect(raw.status).toBe(200);
    expect(raw.body.email).toBe(email.toLowerCase());

    const logout = await server.call('DELETE', '/api/v1/user/session', { token, body: { device_id: '' } });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ ok: true });
    const after = await server.call('GET', '/api/account/details', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('unauthorized');
    expect((await server.call('DELETE', '/api/v1/user/session', { token })).status).toBe(401);
  });

  it('refuses a revoked token at once on the cached hot reads too', async () => {
    const { email, token } = await activeAccount(server);
    const other = (await server.call('POST', '/api/v1/user/session/new', { body: { username: email, password: PASSWORD } })).body
      .authorization;
    const hotReads = async (t: string) => [
      (await server.call('GET', '/notification/message/count', { token: t })).status,
      (await server.call('GET', '/notification/message/get', { token: t })).status,
      (await server.call('POST', '/conference/api/account/qrcode/list/conference', { token: t, body: {} })).status,
    ];
    expect(await hotReads(token)).toEqual([200, 200, 200]);
    expect(await hotReads(other)).toEqual([200, 200, 200]);
    await server.call('POST', '/api/v1/user/change-password', {
      token,
      body: { current_password: PASSWORD, new_password: 'rotated password' },
    });
    expect(await hotReads(other)).toEqual([401, 401, 401]);
    expect(await hotReads(token)).toEqual([200, 200, 200]);
    await server.call('DELETE', '/api/v1/user/session', { token, body: {} });
    expect(await hotReads(token)).toEqual([401, 401, 401]);
    expect(await hotReads('unknown-token')).toEqual([401, 401, 401]);
  });

  it('answers 401 for wrong credentials, unknown tokens and missing tokens', async () => {
    const { email } = await activeAccount(server);
    const wrong = await server.call('POST', '/api/v1/user/session/new', { body: { username: email, password: 'wrong password' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('credentials_invalid');
    const nobody = await server.call('POST', '/api/v1/user/session/new', { body: { username: uniqueEmail(), password: PASSWORD } });
    expect(nobody.status).toBe(401);
    expect((await server.call('GET', '/api/account/details')).status).toBe(401);
    expect((await server.call('GET', '/api/account/details', { token: 'not-a-token' })).status).toBe(401);
    const missing = await server.call('POST', '/api/v1/user/session/new', { body: { username: email } });
    expect(missing.body).toMatchObject({ code: 'field_required', field: 'password', message: 'Password is required.' });
  });

  it('limits failed logins with 429 and Retry-After', async () => {
    const { email } = await activeAccount(server);
    for (let i = 0; i < 10; i++) {
      expect((await server.call('POST', '/api/v1/user/session/new', { body: { username: email, password: `wrong ${i}` } })).status).toBe(
        401,
      );
    }
    const limited = await server.call('POST', '/api/v1/user/session/new', { body: { username: email, password: PASSWORD } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('passwords', () => {
  it('changes the password only with the current one and revokes other sessions', async () => {
    const { email, token } = await activeAccount(server);
    const other = (await server.call('POST', '/api/v1/user/session/new', { body: { username: email, password: PASSWORD } })).body
      .authorization;
    const wrong = await server.call('POST', '/api/v1/user/change-password', {
      token,
      body: { current_password: 'nope nope', new_password: 'new password 1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('password_wrong');
    const weak = await server.call('POST', '/api/v1/user/change-password', {
      token,
      body: { current_password: PASSWORD, new_password: 'x' },
    });
    expect(weak.body.code).toBe('password_weak');
    expect(
      (await server.call('POST', '/api/v1/user/change-password', { body: { current_password: PASSWORD, new_password: 'new password 1' } }))
        .status,
    ).toBe(401);

    const ok = await server.call('POST', '/api/v1/user/change-password', {
      token,
      body: { current_password: PASSWORD, new_password: 'new password 1' },
    });
    expect(ok.status).toBe(200);
    expect((await server.call('GET', '/api/account/details', { token })).status).toBe(200);
    expect((await server.call('GET', '/api/account/details', { token: other })).status).toBe(401);
    expect((await server.call('POST', '/api/v1/user/session/new', { body: { username: email, password: 'new password 1' } })).status).toBe(
      200,
    );
  });

  it('resets a forgotten password without revealing whether the account exists', async () => {
    const { email, token } = await activeAccount(server);
    const unknown = await server.call('POST', '/api/account/forgot-pwd/reset', { body: { username: uniqueEmail() } });
    const known = await server.call('POST', '/api/account/forgot-pwd/reset', { body: { username: email } });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const again = await server.call('POST', '/api/account/forgot-pwd/reset', { body: { username: email } });
    expect(again.status).toBe(200); // within the cooldown: same answer, no second message

    const outbox = await server.call('GET', `/__dev/outbox?to=${encodeURIComponent(email)}`);
    const reset = outbox.body.filter((message: { subject: string }) => message.subject === 'Reset your password');
    expect(reset).toHaveLength(1);

    const bad = await server.call('POST', '/api/v1/user/reset-password', {
      body: { username: email, code: '12345x', new_password: 'brand new pass' },
    });
    expect(bad.body.code).toBe('verify_code_wrong');
    const empty = await server.call('POST', '/api/v1/user/reset-password', {
      body: { username: email, code: '', new_password: 'brand new pass' },
    });
    expect(empty.body.code).toBe('verify_code_empty');
    const ok = await server.call('POST', '/api/v1/user/reset-password', {
      body: { username: email, code: reset[0].code, new_password: 'brand new pass' },
    });
    expect(ok.status).toBe(200);
    expect((await server.call('GET', '/api/account/details', { token })).status).toBe(401);
    expect((await server.call('POST', '/api/v1/user/session/new', { body: { username: email, password: 'brand new pass' } })).status).toBe(
      200,
    );
    const reuse = await server.call('POST', '/api/v1/user/reset-password', {
      body: { username: email, code: reset[0].code, new_password: 'another pass 1' },
    });
    expect(reuse.status).toBe(400);
  });
});

describe('profile and settings', () => {
  it('updates the profile and stores the conference mode (anything else as meeting)', async () => {
    const { token } = await activeAccount(server);
    const profile = await server.call('POST', '/api/account/profile/update', {
      token,
      body: { display_name: 'New Name', company: 'ACME' },
    });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ display_name: 'New Name', company: 'ACME' });
    const empty = await server.call('POST', '/api/account/profile/update', { token, body: { display_name: '   ' } });
    expect(empty.body).toEqual({ code: 'field_required', message: 'Display name is required.', field: 'display_name' });

    const e2e = await server.call('POST', '/api/account/setting/conference/update', { token, body: { conference_mode: 'endtoend' } });
    expect(e2e.body.account_setting.conference_mode).toBe('endtoend');
    const other = await server.call('POST', '/api/account/setting/conference/update', { token, body: { conference_mode: 'webinar' } });
    expect(other.status).toBe(200);
    expect(other.body.account_setting.conference_mode).toBe('meeting');
    expect((await server.call('POST', '/api/account/setting/conference/update', { body: { conference_mode: 'meeting' } })).status).toBe(
      401,
    );
  });

  it('adds a phone number to an account with an SMS code', async () => {
    const { token } = await activeAccount(server);
    const phone = uniquePhone();
    const resend = await server.call('POST', '/api/account/phone/resend', { token, body: { phone_number: phone } });
    expect(resend.status).toBe(200);
    const tooSoon = await server.call('POST', '/api/account/phone/resend', { token, body: { phone_number: phone } });
    expect(tooSoon.status).toBe(429);
    const wrong = await server.call('POST', '/api/account/phone/verify', { token, body: { phone_number: phone, code: '' } });
    expect(wrong.body.code).toBe('verify_code_empty');
    const code = await latestCode(server, phone);
    const verify = await server.call('POST', '/api/account/phone/verify', { token, body: { phone_number: phone, code } });
    expect(verify.status).toBe(200);
    expect(verify.body.account.phone_number).toBe(phone);

    const { token: otherToken } = await activeAccount(server);
    const taken = await server.call('POST', '/api/account/phone/resend', { token: otherToken, body: { phone_number: phone } });
    expect(taken.status).toBe(409);
    const anonymous = await server.call('POST', '/api/account/phone/resend', { body: { phone_number: uniquePhone() } });
    expect(anonymous.body.code).toBe('resend_failed');
  });

  it('serves general info, push settings, sync and the enterprise calls', async () => {
    const { token, account } = await activeAccount(server);
    const info = await server.call('POST', '/api/account/general-info', { body: {} });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      languages: ['en', 'vi'],
      media_transport: 'mesh',
      limits: { image_mb: 1, file_mb: 5, video_mb: 100 },
    });

    expect((await server.call('POST', '/api/account/push/general', { token, body: { device_token: 'abc', enabled: true } })).body).toEqual({
      ok: true,
    });
    expect((await server.call('POST', '/api/account/push/general', { body: {} })).status).toBe(401);

    const sync = await server.call('GET', '/api/account/sync', { token });
    expect(sync.status).toBe(200);
    expect(sync.body).toMatchObject({ account: { id: account.id }, unread_notifications: 0, wallet_balance: 0 });

    const status = await server.call('POST', '/apiv1/enterprise/status/update', { token, body: { status: 'busy' } });
    expect(status.body).toEqual({ ok: true, status: 'busy' });
    const badStatus = await server.call('POST', '/apiv1/enterprise/status/update', { token, body: { status: 'asleep' } });
    expect(badStatus.body).toMatchObject({ code: 'invalid_input', field: 'status' });
    const noStatus = await server.call('POST', '/apiv1/enterprise/status/update', { token, body: {} });
    expect(noStatus.body).toMatchObject({ code: 'field_required', field: 'status', message: 'Status is required.' });

    const tts = await server.call('POST', '/apiv1/enterprise/login-tts', { token, body: {} });
    expect(tts.body).toMatchObject({ ok: true, account_id: account.account_id });
    expect((await server.call('POST', '/apiv1/enterprise/login-tts', { body: {} })).status).toBe(401);
  });
});

describe('Google and Facebook sign-in', () => {
  it('creates an account from Google, returns the token in the authorization header and links by e-mail', async () => {
    const email = uniqueEmail('google');
    const login = await server.call('POST', '/api/account/login/gg', {
      body: { id_token: await provider.google(`good:g-${email}:${email}:Gina G`) },
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('authorization')).toBe(login.body.authorization);
    expect(login.body.account).toMatchObject({ email, display_name: 'Gina G', account_status: 'active', has_password: false });
    expect(login.body.account.linked_accounts[0]).toMatchObject({ provider: 'google', email });

    const again = await server.call('POST', '/api/account/login/gg', {
      body: { id_token: await provider.google(`good:g-${email}:${email}:Gina G`) },
    });
    expect(again.body.account.id).toBe(login.body.account.id);

    const token = login.body.authorization;
    const set = await server.call('POST', '/api/account/set-pwd', { token, body: { new_password: 'first password' } });
    expect(set.status).toBe(200);
    const setAgain = await server.call('POST', '/api/account/set-pwd', { token, body: { new_password: 'second password' } });
    expect(setAgain.body.code).toBe('password_already_set');
    expect((await server.call('POST', '/api/v1/user/session/new', { body: { username: email, password: 'first password' } })).status).toBe(
      200,
    );

    const refused = await server.call('POST', '/api/account/login/gg', { body: { id_token: 'forged' } });
    expect(refused.status).toBe(401);
    expect((await server.call('POST', '/api/account/login/gg', { body: {} })).body).toMatchObject({
      code: 'field_required',
      field: 'id_token',
    });
  });

  it('signs in with Facebook and links an existing password account with the same e-mail', async () => {
    const { email, account } = await activeAccount(server);
    const login = await server.call('POST', '/api/account/login/fb', { body: { access_token: `good:fb-${email}:${email}:Fay` } });
    expect(login.status).toBe(200);
    expect(login.body.account.id).toBe(account.id);
    expect(login.body.account.linked_accounts.map((link: { provider: string }) => link.provider)).toEqual(['facebook']);
    expect((await server.call('POST', '/api/account/login/fb', { body: { access_token: 'bad' } })).status).toBe(401);
  });
});
