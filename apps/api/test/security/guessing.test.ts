import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, activeAccount, startServer, uniqueEmail, type TestServer } from '../helpers';

// Issue 15 items 11 and 13: no enumeration, per-IP limits, slow-down instead of lock-out.

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ rateLimitMultiplier: 1, resendCooldownSeconds: 1 });
});
afterAll(() => server.close());

const login = (username: string, password: string) => server.call('POST', '/api/v1/user/session/new', { body: { username, password } });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// The backoff cases run first: the spraying case below uses up this address's login budget.
describe('item 13: backoff, not lock-out', () => {
  it('after ten wrong logins the right password works again within seconds', async () => {
    const { email } = await activeAccount(server, 'Fumbler');
    for (let i = 0; i < 10; i++)
      expect((await server.call('POST', '/api/v1/user/session/new', { body: { username: email, password: `wrong ${i}` } })).status).toBe(
        401,
      );
    const waiting = await server.call('POST', '/api/v1/user/session/new', { body: { username: email, password: PASSWORD } });
    expect(waiting.status).toBe(429);
    const wait = Number(waiting.headers.get('retry-after'));
    expect(wait).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
    expect((await server.call('POST', '/api/v1/user/session/new', { body: { username: email, password: PASSWORD } })).status).toBe(200);
  });

  it('the same for passcodes', async () => {
    const { token } = await activeAccount(server, 'Passcode Host');
    const event = (
      await server.call('POST', '/conference/api/account/qrcode/create', {
        token,
        body: { topic: 'Locked', call_type: 'instant', passcode: 'open up' },
      })
    ).body;
    const verify = (passcode: string) =>
      server.call('POST', '/conference/api/meet/qrcode/verify-call', { body: { alias: event.alias, passcode } });
    for (let i = 0; i < 5; i++) expect((await verify(`wrong ${i}`)).status).toBe(400);
    const waiting = await verify('open up');
    expect(waiting.status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, Number(waiting.headers.get('retry-after')) * 1000 + 100));
    expect((await verify('open up')).status).toBe(200);
  });
});

describe('item 11: enumeration and spraying', () => {
  it('login takes about as long for an unknown user as for a known one', async () => {
    const { email } = await activeAccount(server, 'Timed');
    const timed = async (username: string) => {
      const started = performance.now();
      expect((await login(username, 'wrong password 1')).status).toBe(401);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // three each: with the backoff cases above this stays inside the per-address login budget (20 a minute)
    for (let i = 0; i < 3; i++) {
      known.push(await timed(email));
      unknown.push(await timed(uniqueEmail('ghost')));
    }
    // argon2 runs either way: the unknown user is no longer several times faster
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('resend-email answers the same for unknown, waiting and verified addresses', async () => {
    const { email: verified } = await activeAccount(server, 'Verified');
    const waiting = uniqueEmail('waiting');
    await server.call('POST', '/api/v1/user/signup', { body: { email: waiting, password: PASSWORD, display_name: 'Waiting' } });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the signup's own code started the cooldown
    const answers = await Promise.all(
      [verified, waiting, uniqueEmail('nobody')].map((username) =>
        server.call('POST', '/api/v1/user/resend-email', { body: { username, purpose: 'verify' } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
  });

  it('40 wrong logins on 40 usernames from one address are limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await login(uniqueEmail(`spray${i}`), 'Summer2024!')).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const limited = await login(uniqueEmail('spray'), 'Summer2024!');
    expect(limited.body).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
