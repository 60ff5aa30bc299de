import { providerTokenIn, type OAuthProvider } from '@platform/shared-api';

/**
 * Sign-in by redirect: the routes the providers come back to, the attempt kept across the round trip, and the
 * desktop hand-off request. What is asked of each provider is @platform/shared-api's `oauth/providers.ts`.
 */
export type Provider = OAuthProvider;

export const PROVIDER_PATHS: Record<Provider, string> = { google: '/oauth/gg', facebook: '/oauth/fb' };

export function providerOfPath(pathname: string): Provider | null {
  if (pathname.startsWith(PROVIDER_PATHS.google)) return 'google';
  if (pathname.startsWith(PROVIDER_PATHS.facebook)) return 'facebook';
  return null;
}

export type ProviderResult =
  { kind: 'token'; token: string; state: string | null } | { kind: 'error'; error: string; state: string | null };

/** Reads what the provider put in the fragment: Google's id_token, Facebook's access_token, or an error. */
export function readProviderResult(provider: Provider, hash: string, search = ''): ProviderResult | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search.replace(/^\?/, ''));
  const state = fragment.get('state') ?? query.get('state');
  const error = fragment.get('error') ?? query.get('error');
  if (error) return { kind: 'error', error, state };
  const token = providerTokenIn(provider, fragment);
  return token ? { kind: 'token', token, state } : null;
}

/** The desktop app's local port from the `port` query: 1024-65535, or null. */
export function parseDesktopPort(value: string | null | undefined): number | null {
  if (!value || !/^\d{2,5}$/.test(value.trim())) return null;
  const port = Number(value.trim());
  return port >= 1024 && port <= 65535 ? port : null;
}

/** One sign-in attempt, kept in sessionStorage across the provider round trip. */
export interface OAuthAttempt {
  provider: Provider;
  state: string;
  nonce: string;
  /** Set when the desktop app started the sign-in: the result goes to it. */
  port: number | null;
  /** Where a web sign-in continues afterwards (checked again with safeRedirect). */
  redirect: string | null;
  createdAt: number;
}

export const ATTEMPT_KEY = 'auth.oauthAttempt';
/** An attempt older than this is not trusted (the user wandered off). */
export const ATTEMPT_MAX_AGE_MS = 15 * 60 * 1000;

export function randomState(bytes = 16): string {
  const values = new Uint8Array(bytes);
  crypto.getRandomValues(values);
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function saveAttempt(storage: Storage, attempt: OAuthAttempt): void {
  storage.setItem(ATTEMPT_KEY, JSON.stringify(attempt));
}

/**
 * The attempt that matches the state coming back from the provider, used once.
 * A missing, stale or mismatched attempt is null: the result is not ours to use.
 */
export function takeAttempt(storage: Storage, provider: Provider, state: string | null, now = Date.now()): OAuthAttempt | null {
  const raw = storage.getItem(ATTEMPT_KEY);
  storage.removeItem(ATTEMPT_KEY);
  if (!raw || !state) return null;
  try {
    const attempt = JSON.parse(raw) as OAuthAttempt;
    if (attempt.provider !== provider || attempt.state !== state) return null;
    if (!(now - attempt.createdAt >= 0 && now - attempt.createdAt <= ATTEMPT_MAX_AGE_MS)) return null;
    return attempt;
  } catch {
    return null;
  }
}
