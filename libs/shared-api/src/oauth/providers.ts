import { getEnvironment } from '../config/environment';

/**
 * Google and Facebook by redirect (OAuth 2 implicit flow), the one owner of what we ask each provider and read
 * back: the auth remote's sign-in (a full-page redirect) and Settings' account linking (a popup) both use it.
 */
export type OAuthProvider = 'google' | 'facebook';

/** Environment manifest keys (`config` block) holding each provider's public client id. */
const CLIENT_ID_KEYS: Record<OAuthProvider, string> = { google: 'googleClientId', facebook: 'facebookAppId' };

const AUTHORIZE_URLS: Record<OAuthProvider, string> = {
  google: 'https://accounts.google.com/o/oauth2/v2/auth',
  facebook: 'https://www.facebook.com/v19.0/dialog/oauth',
};

/** The provider's public client id from the environment manifest, or null when it is not set up here. */
export function providerClientId(
  provider: OAuthProvider,
  environment: Record<string, unknown> = getEnvironment() as unknown as Record<string, unknown>,
): string | null {
  const value = environment[CLIENT_ID_KEYS[provider]];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export interface ProviderAuthorizeInput {
  clientId: string;
  redirectUri: string;
  state: string;
  /** Google puts it in the ID token, so the API can tell the token was asked for by this attempt. */
  nonce: string;
}

/** The provider's sign-in page; it comes back to redirectUri with the result in the fragment. */
export function providerAuthorizeUrl(provider: OAuthProvider, { clientId, redirectUri, state, nonce }: ProviderAuthorizeInput): string {
  const url = new URL(AUTHORIZE_URLS[provider]);
  const params: Record<string, string> =
    provider === 'google'
      ? {
          client_id: clientId,
          redirect_uri: redirectUri,
          response_type: 'id_token',
          scope: 'openid email profile',
          nonce,
          state,
          prompt: 'select_account',
        }
      : { client_id: clientId, redirect_uri: redirectUri, response_type: 'token', scope: 'email,public_profile', state };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** What the provider came back with in the fragment: Google's ID token, Facebook's access token, or null. */
export function providerTokenIn(provider: OAuthProvider, fragment: URLSearchParams): string | null {
  return fragment.get(provider === 'google' ? 'id_token' : 'access_token');
}
