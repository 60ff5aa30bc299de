import { createServer, type Server } from 'node:http';
import type { AppConfig } from '../src/config';

/**
 * A local sign-in provider with real keys: Google's JWKS (ID tokens signed here, verified by the service
 * with jose) and Facebook's debug_token and /me. Test tokens are written `good:<id>:<email>:<name>`;
 * `google()` turns one into a signed ID token, Facebook takes it as is (`otherapp:...` was issued to
 * another app).
 */
export async function startFakeProvider() {
  const { SignJWT, exportJWK, generateKeyPair } = await import('jose');
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://localhost');
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/certs') return json(200, { keys: [jwk] });
    const token = url.searchParams.get(url.pathname === '/debug_token' ? 'input_token' : 'access_token') ?? '';
    const [kind, id, email, name] = token.split(':');
    if (kind !== 'good' && kind !== 'otherapp') return json(400, { error: 'invalid_token' });
    if (url.pathname === '/debug_token')
      return json(200, { data: { app_id: kind === 'good' ? 'test-app' : 'someone-else', is_valid: true, user_id: id } });
    return json(200, { id, email, name });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url,
    /** The service configuration that trusts this provider. */
    config: {
      googleJwksUrl: `${url}/certs`,
      googleIssuers: ['https://accounts.google.com'],
      googleClientId: 'test-client',
      facebookMeUrl: `${url}/me`,
      facebookDebugTokenUrl: `${url}/debug_token`,
      facebookAppId: 'test-app',
      facebookAppSecret: 'test-secret',
    } satisfies Partial<AppConfig>,
    /** A Google ID token for `good:<id>:<email>:<name>`, signed with the provider's key. */
    google(token: string, claims: Record<string, unknown> = {}) {
      const [, id, email, name] = token.split(':');
      return new SignJWT({ email, email_verified: true, name, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setSubject(id)
        .setIssuer((claims.iss as string) ?? 'https://accounts.google.com')
        .setAudience((claims.aud as string) ?? 'test-client')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
