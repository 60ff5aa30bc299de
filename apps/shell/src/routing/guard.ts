import { loginPathFor, verifyUsernameOf, type Account } from '@platform/shared-api';
import type { RouteEntry } from '../manifest/types';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const VERIFY_PATH = '/verify-code';

/**
 * The navigation guard of spec §2, as a pure decision:
 * - a login-required route with no account goes to login with the full target as `redirect`;
 * - an account still verifying is held on verify-code on protected routes.
 */
export function decideNavigation(
  route: RouteEntry | null,
  account: Account | null,
  target: { pathname: string; search: string; hash?: string },
  session: { tokenButUnreachable?: boolean } = {},
): GuardDecision {
  if (!route || !route.login) return { kind: 'allow' };
  // A signed-in user whose profile could not be fetched because the service is
  // unreachable stays where they are; the connection banner offers the retry.
  if (!account && session.tokenButUnreachable) return { kind: 'allow' };
  if (!account) {
    return { kind: 'redirect', to: loginPathFor(target.pathname + target.search + (target.hash ?? '')) };
  }
  if (account.account_status === 'verifying' && target.pathname !== VERIFY_PATH) {
    return { kind: 'redirect', to: `${VERIFY_PATH}?username=${encodeURIComponent(verifyUsernameOf(account))}` };
  }
  return { kind: 'allow' };
}

/** The page title: the route's title, or the default title, with the brand. */
export function pageTitle(t: (key: string, options?: Record<string, unknown>) => string, route: RouteEntry | null): string {
  const title = route?.title ? t(route.title) : t('common:defaultTitle');
  return t('common:titleWithBrand', { title, brand: t('common:brand') });
}
