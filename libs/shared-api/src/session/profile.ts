import { getAccountDetails } from '../endpoints/account';
import { isApiError } from '../http/api-error';
import type { Account } from './types';
import { sessionStore } from './session-store';

let inFlight: Promise<Account | null> | null = null;

/**
 * Loads the profile once at a time (spec §4). With no token there is no account.
 * If loading fails the stored token is removed.
 */
export function loadProfile(): Promise<Account | null> {
  if (inFlight) return inFlight;
  const { token } = sessionStore.getState();
  if (!token) return Promise.resolve(null);
  inFlight = getAccountDetails()
    .then((account) => {
      sessionStore.getState().setAccount(account);
      return account;
    })
    .catch((error: unknown) => {
      // Spec §4: a failed profile load removes the stored token. A network
      // failure or a server error is not a verdict on the token, so it stays
      // and the shell shows the connection banner instead of logging out.
      const status = isApiError(error) ? error.status : 0;
      if (status > 0 && status < 500) sessionStore.getState().forgetToken();
      return null;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

let initialised: Promise<Account | null> | null = null;

/** Initialises the app before the first navigation: the profile is loaded once per page. */
export function initApp(): Promise<Account | null> {
  const { token, account } = sessionStore.getState();
  if (account || !token) return Promise.resolve(account);
  if (!initialised) initialised = loadProfile().finally(() => (initialised = null));
  return initialised;
}
