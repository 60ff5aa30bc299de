/**
 * A `redirect` query as a path of this site, or null. Rejects anything a browser could read as
 * another origin: `//host`, `/\host`, schemes (`https:`, `javascript:`), backslashes and control
 * characters (browsers strip tabs and newlines from URLs). An absolute URL is accepted only on
 * `origin` and comes back as its path. Used by sign-in (after-login) and the call's hand-over page.
 */
export function sameSitePath(raw: string | null | undefined, origin?: string): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value || value.length > 2048) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let candidate = value;
  if (!value.startsWith('/')) {
    if (!origin) return null;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (url.origin !== origin) return null;
    candidate = url.pathname + url.search + url.hash;
  }
  if (candidate.startsWith('//')) return null;
  const base = 'http://same-origin.invalid';
  let resolved: URL;
  try {
    resolved = new URL(candidate, base);
  } catch {
    return null;
  }
  if (resolved.origin !== base) return null;
  return resolved.pathname + resolved.search + resolved.hash;
}
