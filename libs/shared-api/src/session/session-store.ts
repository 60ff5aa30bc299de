import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Account } from './types';
import { loginPathFor } from '../navigation/login-path';
import { clearLocalSession, readRequires, readToken, writeRequires, writeToken } from './storage';

export interface SessionState {
  token: string | null;
  account: Account | null;
  requires: Record<string, unknown>;
  /** The user's conference list as last loaded; emptied on logout. */
  conferences: unknown[];
  /** Login saves the token (localStorage + ten-year parent-domain cookie). */
  login(token: string, account?: Account | null): void;
  setAccount(account: Account | null): void;
  setRequires(requires: Record<string, unknown>): void;
  setConferences(conferences: unknown[]): void;
  /** Drops the stored token without navigating (failed profile load). */
  forgetToken(): void;
  /**
   * Clears token, account, conference list and local storage, then goes to login; with `returnTo`
   * (the automatic logout of a refused call) the login page brings the person back there.
   */
  logout(options?: { returnTo?: string }): void;
}

type Navigate = (url: string) => void;
let navigate: Navigate = (url) => globalThis.location?.assign(url);

/** The shell plugs in its router so that logout does not reload the page. */
export function configureSessionNavigation(fn: Navigate): void {
  navigate = fn;
}

/** The one session store of the page (a shared singleton across the shell and remotes). */
export const sessionStore = createStore<SessionState>()((set) => ({
  token: readToken(),
  account: null,
  requires: readRequires(),
  conferences: [],
  login(token, account = null) {
    writeToken(token);
    set({ token, account });
  },
  setAccount(account) {
    set({ account });
  },
  setRequires(requires) {
    writeRequires(requires);
    set({ requires });
  },
  setConferences(conferences) {
    set({ conferences });
  },
  forgetToken() {
    writeToken(null);
    set({ token: null, account: null });
  },
  logout(options) {
    clearLocalSession();
    set({ token: null, account: null, conferences: [], requires: {} });
    navigate(loginPathFor(options?.returnTo));
  },
}));

/** React hook over the session store: `useSessionStore((s) => s.account)`. */
export function useSessionStore<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
useSessionStore.getState = sessionStore.getState;
useSessionStore.setState = sessionStore.setState;
useSessionStore.subscribe = sessionStore.subscribe;
