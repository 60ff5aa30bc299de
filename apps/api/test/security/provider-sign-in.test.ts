import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, uniqueEmail, type TestServer } from '../helpers';
import { startFakeProvider } from '../fake-provider';

// Issue 15 item 4: account pre-hijack through Google/Facebook sign-in, and provider tokens checked for real.

let server: TestServer;
let provider: Awaited<ReturnType<typeof startFakeProvider>>;
beforeAll(async () => {
  provider = await startFakeProvider();
  server = await startServer(provider.config);
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

describe('item 4: provider sign-in', () => {
  it("the attacker's password and token stop working when the owner signs in with Google", async () => {
    const victim = uniqueEmail('victim');
    // the attacker signs up with the victim's address and never verifies
    await server.call('POST', '/api/v1/user/signup', { body: { email: victim, password: 'attacker pass 1', display_name: 'Not you' } });
    const attackerToken = (
      await server.call('POST', '/api/v1/user/session/new', { body: { username: victim, password: 'attacker pass 1' } })
    ).body.authorization;
    expect(attackerToken).toBeTruthy();
    const owner = await server.call('POST', '/api/account/login/gg', {
      body: { id_token: await provider.google(`good:g-victim:${victim}:Real Owner`) },
    });
    expect(owner.status).toBe(200);
    expect(owner.body.account).toMatchObject({ email: victim, account_status: 'active', has_password: false });
    expect((await server.call('GET', '/api/account/details', { token: attackerToken })).status).toBe(401);
    expect(
      (await server.call('POST', '/api/v1/user/session/new', { body: { username: victim, password: 'attacker pass 1' } })).status,
    ).toBe(401);
    expect((await server.call('GET', '/api/account/details', { token: owner.body.authorization })).status).toBe(200);
  });

  it('Google ID tokens are verified locally: wrong audience, issuer, signature or nonce are refused', async () => {
    const email = uniqueEmail('g');
    const login = (idToken: string, nonce?: string) =>
      server.call('POST', '/api/account/login/gg', { body: { id_token: idToken, ...(nonce ? { nonce } : {}) } });
    expect((await login(await provider.google(`good:g-aud:${email}:G`, { aud: 'another-app' }))).status).toBe(401);
    expect((await login(await provider.google(`good:g-iss:${email}:G`, { iss: 'https://evil.example' }))).status).toBe(401);
    const other = await startFakeProvider(); // same claims, someone else's key
    try {
      expect((await login(await other.google(`good:g-key:${email}:G`))).status).toBe(401);
    } finally {
      await other.close();
    }
    expect((await login(await provider.google(`good:g-nonce:${email}:G`, { nonce: 'abc' }), 'xyz')).status).toBe(401);
    expect((await login(await provider.google(`good:g-nonce:${email}:G`, { nonce: 'abc' }), 'abc')).status).toBe(200);
  });

  it('a Facebook token issued to another app is refused', async () => {
    const email = uniqueEmail('fb');
    expect((await server.call('POST', '/api/account/login/fb', { body: { access_token: `otherapp:fb-x:${email}:F` } })).status).toBe(401);
    expect((await server.call('POST', '/api/account/login/fb', { body: { access_token: `good:fb-x:${email}:F` } })).status).toBe(200);
  });
});
