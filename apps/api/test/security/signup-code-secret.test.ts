import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, startServer, uniqueEmail, uniquePhone, type TestServer } from '../helpers';

// Issue 15 item 11, follow-up: a stranger signing up with the owner's address had the owner's inbox receive a
// code bound to the STRANGER's password; the owner entering it (say from the older mail) gave the stranger the
// account. Each signup code now works only with the secret that signup's answer gave its browser.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const OWNER = 'owner pass 22';
const ATTACKER = 'attacker pass 1';
const signup = async (email: string, password: string, display_name: string) =>
  (await server.call('POST', '/api/v1/user/signup', { body: { email, password, display_name } })).body.signup_token as string;
const confirm = (username: string, code: string, signup_token?: string) =>
  server.call('POST', '/api/v1/user/confirm-email', { body: { username, code, ...(signup_token ? { signup_token } : {}) } });
const login = (username: string, password: string) => server.call('POST', '/api/v1/user/session/new', { body: { username, password } });

/** The owner signs up, then a stranger signs up with the owner's address: the newest mail holds the stranger's code. */
async function strangerAfterOwner() {
  const address = uniqueEmail('victim');
  const ownerToken = await signup(address, OWNER, 'Real Owner');
  const ownerCode = await latestCode(server, address);
  const attackerToken = await signup(address, ATTACKER, 'Not you');
  const attackerCode = await latestCode(server, address);
  return { address, ownerToken, ownerCode, attackerToken, attackerCode };
}

describe('item 11: a signup code works only in the browser of the signup that asked for it', () => {
  it("the owner entering the stranger's code (with the owner's secret, or none) is refused like a wrong code; the owner's own code works", async () => {
    const { address, ownerToken, ownerCode, attackerCode } = await strangerAfterOwner();
    for (const token of [ownerToken, undefined]) {
      const refused = await confirm(address, attackerCode, token);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'verify_code_wrong', message: 'Wrong or expired verify code. Please try again.' });
    }
    expect((await login(address, ATTACKER)).status).toBe(401);

    const confirmed = await confirm(address, ownerCode, ownerToken);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.account).toMatchObject({ display_name: 'Real Owner', account_status: 'active' });
    expect((await login(address, ATTACKER)).status).toBe(401);
    expect((await login(address, OWNER)).status).toBe(200);
  });

  it("signed in with the owner's password, the stranger's code activates the account but keeps the owner's password", async () => {
    const { address, attackerCode } = await strangerAfterOwner();
    const session = (await login(address, OWNER)).body.authorization as string;
    const confirmed = await server.call('POST', '/api/v1/user/confirm-email', { token: session, body: { code: attackerCode } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.account).toMatchObject({ display_name: 'Real Owner', account_status: 'active' });
    expect((await login(address, ATTACKER)).status).toBe(401);
    expect((await login(address, OWNER)).status).toBe(200);
  });

  it('a right code with a wrong secret counts as a guess: five of them burn the code', async () => {
    const address = uniqueEmail('burn');
    const token = await signup(address, OWNER, 'Owner');
    const code = await latestCode(server, address);
    const stranger = await signup(uniqueEmail('other'), OWNER, 'Other');
    for (let i = 0; i < 5; i++) expect((await confirm(address, code, stranger)).status).toBe(400);
    expect((await confirm(address, code, token)).body).toMatchObject({ code: 'verify_code_wrong' });
  });

  it("a resend with the owner's secret renews the owner's signup, even after a stranger's", async () => {
    const { address, ownerToken, attackerToken } = await strangerAfterOwner();
    const resend = await server.call('POST', '/api/v1/user/resend-email', {
      body: { username: address, purpose: 'verify', signup_token: ownerToken },
    });
    expect(resend.status).toBe(200);
    const resent = await latestCode(server, address);
    expect((await confirm(address, resent, attackerToken)).status).toBe(400);
    const confirmed = await confirm(address, resent, ownerToken);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.account).toMatchObject({ display_name: 'Real Owner' });
    expect((await login(address, OWNER)).status).toBe(200);
    expect((await login(address, ATTACKER)).status).toBe(401);
  });

  it('a phone signup code needs its secret too when no session proves the caller', async () => {
    const phone = uniquePhone();
    const first = await server.call('POST', '/api/v1/user/signup', {
      body: { phone_number: phone, password: OWNER, display_name: 'Phone Owner' },
    });
    await server.call('POST', '/api/v1/user/signup', { body: { phone_number: phone, password: ATTACKER, display_name: 'Not you' } });
    const attackerCode = await latestCode(server, phone);
    const refused = await server.call('POST', '/api/account/phone/verify', {
      body: { phone_number: phone, code: attackerCode, signup_token: first.body.signup_token },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'verify_code_wrong' });
    expect((await login(phone, ATTACKER)).status).toBe(401);
  });
});
