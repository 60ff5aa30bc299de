import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageLanguage } from '../src/modules/accounts/code-messages';
import { startServer, uniqueEmail, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ resendCooldownSeconds: 1 });
});
afterAll(() => server.close());

const outbox = async (address: string) =>
  (await server.call('GET', `/__dev/outbox?to=${encodeURIComponent(address)}`)).body as Array<{
    subject: string;
    body: string;
    code: string;
  }>;

/** Issue 29: the codes people are sent speak their language (the web client sends it as Accept-Language). */
describe("e-mails and SMS in the person's language", () => {
  it('a sign-up made in Vietnamese gets its code in Vietnamese, and so do its resend and a password reset', async () => {
    const email = uniqueEmail('vi');
    const vi = { 'accept-language': 'vi' };
    const signup = await server.call('POST', '/api/v1/user/signup', {
      headers: vi,
      body: { email, password: 'correct-horse-9', display_name: 'Lan' },
    });
    expect(signup.status).toBe(200);
    const [first] = await outbox(email);
    expect(first.subject).toBe('Xác minh tài khoản của bạn');
    expect(first.body).toBe(`Mã xác minh của bạn là ${first.code}. Mã hết hạn sau 15 phút.`);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const resend = await server.call('POST', '/api/v1/user/resend-email', {
      headers: { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.8' },
      body: { username: email, signup_token: signup.body.signup_token },
    });
    expect(resend.status).toBe(200);
    const sent = await outbox(email);
    expect(sent).toHaveLength(2);
    expect(sent[0].subject).toBe('Xác minh tài khoản của bạn');

    const confirm = await server.call('POST', '/api/v1/user/confirm-email', {
      body: { code: sent[0].code, username: email, signup_token: signup.body.signup_token },
    });
    expect(confirm.status).toBe(200);
    expect((await server.call('POST', '/api/account/forgot-pwd/reset', { headers: vi, body: { username: email } })).status).toBe(200);
    const reset = (await outbox(email))[0];
    expect(reset.subject).toBe('Đặt lại mật khẩu');
    expect(reset.body).toContain(`Mã đặt lại mật khẩu của bạn là ${reset.code}.`);
  });

  it('English without a header, or with a language we do not write in', async () => {
    const email = uniqueEmail('en');
    await server.call('POST', '/api/v1/user/signup', {
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      body: { email, password: 'correct-horse-9', display_name: 'Jean' },
    });
    expect((await outbox(email))[0].subject).toBe('Verify your account');
  });

  it('reads Accept-Language by quality', () => {
    expect(messageLanguage('fr;q=0.9, vi;q=0.8, en;q=0.5')).toBe('vi');
    expect(messageLanguage('en-GB, vi;q=0.9')).toBe('en');
    expect(messageLanguage('vi;q=0')).toBe('en');
    expect(messageLanguage(undefined)).toBe('en');
  });
});
