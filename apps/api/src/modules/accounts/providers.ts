import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AppConfig } from '../../config';
import { AppError, errors } from '../../errors';
import { normaliseEmail } from './credentials';

export interface SocialProfile {
  provider: 'google' | 'facebook';
  providerUserId: string;
  email: string | null;
  name: string;
}

const notConfigured = (name: string) => new AppError(503, 'provider_not_configured', `Sign-in with ${name} is not available.`);

/**
 * Google's signing keys, fetched and cached by jose: one set per service (its configuration object),
 * so two services in one process (the API suites) never verify with the other's keys.
 */
const keySets = new WeakMap<AppConfig, ReturnType<typeof createRemoteJWKSet>>();
function googleKeys(config: AppConfig) {
  let keys = keySets.get(config);
  if (!keys) keySets.set(config, (keys = createRemoteJWKSet(new URL(config.googleJwksUrl), { timeoutDuration: 10_000 })));
  return keys;
}

/**
 * A Google ID token verified here, not by asking Google: signature against Google's JWKS, issuer,
 * audience = our client id (always: a token minted for another app is refused), expiry, and the
 * nonce when the client sent one. The e-mail counts only when Google says it is verified.
 */
export async function googleProfile(config: AppConfig, idToken: string, nonce?: string): Promise<SocialProfile> {
  if (!config.googleClientId) throw notConfigured('Google');
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(idToken, googleKeys(config), {
      issuer: config.googleIssuers,
      audience: config.googleClientId,
      algorithms: ['RS256'],
    }));
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_JOSE_GENERIC' || (error as Error).name === 'TypeError') {
      throw new AppError(502, 'provider_unavailable', 'Google sign-in is not reachable. Please try again.');
    }
    throw errors.credentialsInvalid('Sign-in with Google failed.');
  }
  if (nonce !== undefined && claims.nonce !== nonce) throw errors.credentialsInvalid('Sign-in with Google failed.');
  if (typeof claims.sub !== 'string' || !claims.sub) throw errors.credentialsInvalid('Sign-in with Google failed.');
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return {
    provider: 'google',
    providerUserId: claims.sub,
    email: verified && typeof claims.email === 'string' ? normaliseEmail(claims.email) : null,
    name: typeof claims.name === 'string' ? claims.name : '',
  };
}

/**
 * A Facebook access token: first debug_token (with our app's token) proves it was issued to our app
 * and is valid, then /me gives the profile. A token from another app is refused.
 */
export async function facebookProfile(config: AppConfig, accessToken: string): Promise<SocialProfile> {
  if (!config.facebookAppId || !config.facebookAppSecret) throw notConfigured('Facebook');
  const debug = new URL(config.facebookDebugTokenUrl);
  debug.searchParams.set('input_token', accessToken);
  debug.searchParams.set('access_token', `${config.facebookAppId}|${config.facebookAppSecret}`);
  const data = ((await fetchProvider(debug, 'Facebook')).data ?? {}) as Record<string, unknown>;
  if (data.is_valid !== true || String(data.app_id) !== config.facebookAppId)
    throw errors.credentialsInvalid('Sign-in with Facebook failed.');
  const me = new URL(config.facebookMeUrl);
  me.searchParams.set('fields', 'id,name,email');
  me.searchParams.set('access_token', accessToken);
  const info = await fetchProvider(me, 'Facebook');
  if (typeof info.id !== 'string' || !info.id || (data.user_id !== undefined && String(data.user_id) !== info.id)) {
    throw errors.credentialsInvalid('Sign-in with Facebook failed.');
  }
  return {
    provider: 'facebook',
    providerUserId: info.id,
    email: typeof info.email === 'string' ? normaliseEmail(info.email) : null,
    name: typeof info.name === 'string' ? info.name : '',
  };
}

/** Calls a sign-in provider; a refusal is a 401, an unreachable provider a 502. */
async function fetchProvider(url: URL, name: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new AppError(502, 'provider_unavailable', `${name} sign-in is not reachable. Please try again.`);
  }
  if (!response.ok) throw errors.credentialsInvalid(`Sign-in with ${name} failed.`);
  const body = await response.json().catch(() => null);
  if (!body || typeof body !== 'object') throw errors.credentialsInvalid(`Sign-in with ${name} failed.`);
  return body as Record<string, unknown>;
}
