/**
 * The secret a signup answer gives this browser: the code mailed for that signup works only with it, so a code
 * sent for a stranger's signup with the same address cannot hand them the account. Kept in sessionStorage (this
 * tab, from the signup form to the code page; never in the URL), keyed by the address it was signed up with.
 */
const KEY = 'auth.signupToken';

interface Stored {
  username: string;
  token: string;
}

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: the code page then answers like a wrong code; signing up again is the way out
  }
};

export function rememberSignupToken(username: string, token: string): void {
  storage()?.setItem(KEY, JSON.stringify({ username: username.trim().toLowerCase(), token } satisfies Stored));
}

/** The token of this tab's signup with `username`, if any. */
export function signupTokenFor(username: string): string | undefined {
  try {
    const stored = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Stored | null;
    return stored && stored.username === username.trim().toLowerCase() && typeof stored.token === 'string' ? stored.token : undefined;
  } catch {
    return undefined;
  }
}

export function forgetSignupToken(): void {
  storage()?.removeItem(KEY);
}
