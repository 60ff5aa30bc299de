import { providerAuthorizeUrl, providerClientId } from '@platform/shared-api';
import { PROVIDER_PATHS, randomState, saveAttempt, type Provider } from '../utils/provider';

/**
 * Leaves for the provider's sign-in page; it comes back to /oauth/gg or /oauth/fb.
 * Returns false (and goes nowhere) when the site has no client id for that provider.
 */
export function startProviderSignIn(provider: Provider, options: { port: number | null; redirect: string | null }): boolean {
  const clientId = providerClientId(provider);
  if (!clientId) return false;
  const state = randomState();
  const nonce = randomState();
  saveAttempt(sessionStorage, { provider, state, nonce, port: options.port, redirect: options.redirect, createdAt: Date.now() });
  window.location.assign(
    providerAuthorizeUrl(provider, { clientId, redirectUri: window.location.origin + PROVIDER_PATHS[provider], state, nonce }),
  );
  return true;
}
