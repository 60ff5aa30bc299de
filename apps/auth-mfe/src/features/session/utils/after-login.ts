import { verifyUsernameOf, type Account } from '@platform/shared-api';
import { safeRedirect } from './safe-redirect';

/**
 * Where a freshly signed-in account goes: a verifying account to verify-code (keeping the
 * destination for afterwards), anyone else to the safe `redirect`, else /app.
 */
export function destinationAfterLogin(
  account: Pick<Account, 'account_status' | 'email' | 'phone_number'> | null,
  redirect: string | null,
  origin?: string,
): string {
  const target = safeRedirect(redirect, origin);
  if (account?.account_status === 'verifying') {
    const params = new URLSearchParams({ username: verifyUsernameOf(account) });
    if (target !== '/app') params.set('redirect', target);
    return `/verify-code?${params.toString()}`;
  }
  return target;
}
