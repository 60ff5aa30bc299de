import { sameSitePath } from '@platform/shared-api';

/** Where a signed-in user goes when there is no (safe) `redirect` query. */
export const DEFAULT_AFTER_LOGIN = '/app';

/** Auth screens never make sense as a destination after signing in (and would loop). */
const AUTH_PATHS = ['/login', '/signup', '/verify-code', '/forgot-password', '/success-forgot', '/domain', '/oauth'];

/** The `redirect` query as a same-site path (shared-api `sameSitePath`) that is not an auth screen, or the fallback. */
export function safeRedirect(raw: string | null | undefined, origin?: string, fallback = DEFAULT_AFTER_LOGIN): string {
  const path = sameSitePath(raw, origin);
  if (!path) return fallback;
  const pathname = path.replace(/[?#].*$/, '');
  if (AUTH_PATHS.some((auth) => pathname === auth || pathname.startsWith(`${auth}/`))) return fallback;
  return path;
}
