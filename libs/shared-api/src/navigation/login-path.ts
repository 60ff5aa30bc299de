/** The sign-in page. */
export const LOGIN_PATH = '/login';

/**
 * The sign-in page that brings the person back to `returnTo` (path, query and hash) afterwards:
 * the one form of that address, for the shell's guard and for the automatic logout on 401/403.
 * Without a place to return to, or from the sign-in page itself, it is the plain sign-in page.
 */
export function loginPathFor(returnTo?: string | null): string {
  if (!returnTo || returnTo === LOGIN_PATH || returnTo.startsWith(`${LOGIN_PATH}?`) || returnTo.startsWith(`${LOGIN_PATH}#`))
    return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo)}`;
}
