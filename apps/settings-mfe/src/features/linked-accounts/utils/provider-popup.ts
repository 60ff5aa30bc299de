import { getEnvironment } from '@platform/shared-api';

export type Provider = 'google' | 'facebook';

const CLIENT_ID_KEYS: Record<Provider, string> = { google: 'googleClientId', facebook: 'facebookAppId' };
const AUTHORIZE_URLS: Record<Provider, string> = {
  google: 'https://accounts.google.com/o/oauth2/v2/auth',
  facebook: 'https://www.facebook.com/v19.0/dialog/oauth',
};

/** The provider's public client id from the environment manifest, or null when it is not set up here. */
export function providerClientId(
  provider: Provider,
  environment: Record<string, unknown> = getEnvironment() as unknown as Record<string, unknown>,
): string | null {
  const value = environment[CLIENT_ID_KEYS[provider]];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Provider sign-in page that comes back to redirectUri with the token in the fragment. */
export function linkAuthorizeUrl(provider: Provider, clientId: string, redirectUri: string, state: string): string {
  const url = new URL(AUTHORIZE_URLS[provider]);
  const params: Record<string, string> =
    provider === 'google'
      ? {
          client_id: clientId,
          redirect_uri: redirectUri,
          response_type: 'id_token',
          scope: 'openid email profile',
          nonce: state,
          state,
          prompt: 'select_account',
        }
      : { client_id: clientId, redirect_uri: redirectUri, response_type: 'token', scope: 'email,public_profile', state };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** Google's id_token or Facebook's access_token from the fragment, when the state is ours. */
export function tokenFromFragment(provider: Provider, hash: string, state: string): string | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  if (fragment.get('state') !== state) return null;
  return fragment.get(provider === 'google' ? 'id_token' : 'access_token');
}

/**
 * Opens the provider in a popup and waits until it comes back to our origin;
 * resolves with the token, or null when the user closed it or refused.
 */
export function signInInPopup(provider: Provider, clientId: string): Promise<string | null> {
  const state = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
  const redirectUri = `${location.origin}/app/settings`;
  const popup = window.open(linkAuthorizeUrl(provider, clientId, redirectUri, state), 'link-account', 'width=520,height=640');
  if (!popup) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (popup.closed) {
        clearInterval(timer);
        resolve(null);
        return;
      }
      let hash = '';
      try {
        if (popup.location.origin !== location.origin) return;
        hash = popup.location.hash;
      } catch {
        return; // still on the provider's origin
      }
      clearInterval(timer);
      popup.close();
      resolve(tokenFromFragment(provider, hash, state));
    }, 400);
  });
}
