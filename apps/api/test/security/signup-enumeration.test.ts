import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, SIGNUP_TOKEN, activeAccount, latestCode, startServer, uniqueEmail, type TestServer } from '../helpers';

// Issue 15 item 11: signup said email_taken (409) for an address in use and signed the caller in before the code.
// Now it answers the same for a new, a waiting and a verified address, and only the code gives a session.
// (The per-address request limits are measured in guessing.test.ts; here they stay out of the way.)

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const login = (username: string, password: string) => server.call('POST', '/api/v1/user/session/new', { body: { username, password } });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('item 11: signup tells nothing about the address', () => {
  it('signup answers the same for a new, a waiting and a verified address, in about the same time, with no session', async () => {
    const { email: verified } = await activeAccount(server, 'Owner');
    const waiting = uniqueEmail('waiting2');
    await server.call('POST', '/api/v1/user/signup', { body: { email: waiting, password: PASSWORD, display_name: 'Waiting' } });
    const signup = async (email: string) => {
      const started = performance.now();
      const answer = await server.call('POST', '/api/v1/user/signup', {
        body: { email, password: 'stranger pass 9', display_name: 'Stranger' },
      });
      return { answer, ms: performance.now() - started };
    };
    const known: number[] = [];
    const fresh: number[] = [];
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const a = await signup(verified);
      const b = await signup(uniqueEmail('fresh'));
      const c = await signup(waiting);
      for (const { answer } of [a, b, c]) {
        expect(answer.status).toBe(200);
        expect(answer.body.authorization).toBeUndefined();
        expect(answer.body.signup_token).toMatch(SIGNUP_TOKEN);
        // every answer has its own random secret, the same shape for every address; the rest is identical
        answers.push(JSON.stringify({ ...answer.body, signup_token: answer.body.signup_token.length }));
      }
      known.push(a.ms);
      fresh.push(b.ms);
    }
    expect(new Set(answers).size).toBe(1);
    // argon2 runs for the address in use too. Without it that answer is about ten times faster than a new
    // address's; with it the two are alike, so only a gap of 4x or more fails (interleaved samples and
    // medians, so a busy machine slowing one request does not decide it).
    expect(median(known)).toBeGreaterThan(median(fresh) * 0.25);
    // the owner got a note, not a code, and the stranger's password does not open the account
    const owner = (await server.call('GET', `/__dev/outbox?to=${encodeURIComponent(verified)}`)).body;
    expect(owner[0]).toMatchObject({ subject: 'Someone tried to sign up with your address', code: null });
    expect((await login(verified, 'stranger pass 9')).status).toBe(401);
  });

  it("a stranger's earlier signup with the owner's address loses its password and sessions when the owner verifies", async () => {
    const address = uniqueEmail('prehijack');
    await server.call('POST', '/api/v1/user/signup', { body: { email: address, password: 'attacker pass 1', display_name: 'Not you' } });
    const attacker = (await login(address, 'attacker pass 1')).body.authorization;
    expect(attacker).toBeTruthy();
    const owner = await server.call('POST', '/api/v1/user/signup', {
      body: { email: address, password: 'owner pass 22', display_name: 'Real Owner' },
    });
    const ownerCode = await latestCode(server, address);
    // the stranger signs up once more afterwards: the owner's own code still works, with the owner's password
    await server.call('POST', '/api/v1/user/signup', { body: { email: address, password: 'attacker pass 1', display_name: 'Not you' } });
    const confirmed = await server.call('POST', '/api/v1/user/confirm-email', {
      body: { username: address, code: ownerCode, signup_token: owner.body.signup_token },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.account).toMatchObject({ display_name: 'Real Owner', account_status: 'active' });
    expect((await server.call('GET', '/api/account/details', { token: attacker })).status).toBe(401);
    expect((await login(address, 'attacker pass 1')).status).toBe(401);
    expect((await login(address, 'owner pass 22')).status).toBe(200);
  });
});
