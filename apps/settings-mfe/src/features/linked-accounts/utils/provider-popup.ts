import { providerAuthorizeUrl, providerTokenIn, type OAuthProvider } from '@platform/shared-api';

/** Linking Google or Facebook to the signed-in account from Settings: the provider in a popup. */
export type Provider = OAuthProvider;

/** Google's id_token or Facebook's access_token from the fragment, when the state is ours. */
export function tokenFromFragment(provider: Provider, hash: string, state: string): string | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  if (fragment.get('state') !== state) return null;
  return providerTokenIn(provider, fragment);
}

/**
 * Opens the provider in a popup and waits until it comes back to our origin;
 * resolves with the token, or null when the user closed it or refused.
 */
export function signInInPopup(provider: Provider, clientId: string): Promise<string | null> {
  const state = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
  const redirectUri = `${location.origin}/app/settings`;
  // The state doubles as Google's nonce: the popup's one attempt.
  const url = providerAuthorizeUrl(provider, { clientId, redirectUri, state, nonce: state });
  const popup = window.open(url, 'link-account', 'width=520,height=640');
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
