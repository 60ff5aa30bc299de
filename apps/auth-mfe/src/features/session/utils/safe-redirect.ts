/** Where a signed-in user goes when there is no (safe) `redirect` query. */
export const DEFAULT_AFTER_LOGIN = '/app';

/** Auth screens never make sense as a destination after signing in (and would loop). */
const AUTH_PATHS = ['/login', '/signup', '/verify-code', '/forgot-password', '/success-forgot', '/domain', '/oauth'];

/**
 * The `redirect` query as a same-origin path, or the fallback. Rejects anything a browser
 * could read as another origin: `//host`, `/\host`, schemes (`https:`, `javascript:`),
 * backslashes and control characters (browsers strip tabs and newlines from URLs).
 * An absolute URL is accepted only on `origin` and comes back as its path.
 */
export function safeRedirect(raw: string | null | undefined, origin?: string, fallback = DEFAULT_AFTER_LOGIN): string {
  if (typeof raw !== 'string') return fallback;
  const value = raw.trim();
  if (!value || value.length > 2048) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let candidate = value;
  if (!value.startsWith('/')) {
    if (!origin) return fallback;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return fallback;
    }
    if (url.origin !== origin) return fallback;
    candidate = url.pathname + url.search + url.hash;
  }
  if (candidate.startsWith('//')) return fallback;
  const base = 'http://same-origin.invalid';
  let resolved: URL;
  try {
    resolved = new URL(candidate, base);
  } catch {
    return fallback;
  }
  if (resolved.origin !== base) return fallback;
  const path = resolved.pathname;
  if (AUTH_PATHS.some((auth) => path === auth || path.startsWith(`${auth}/`))) return fallback;
  return path + resolved.search + resolved.hash;
}
