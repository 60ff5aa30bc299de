import { useCallback, useEffect, useState } from 'react';
import { getWalletPage, sessionStore, useSessionStore } from '@platform/shared-api';

/** Keeps the session's account balance in step after a movement, so every screen shows the same figure. */
export function rememberBalance(balance: number): void {
  const { account, setAccount } = sessionStore.getState();
  if (account && account.wallet_balance !== balance) setAccount({ ...account, wallet_balance: balance });
}

/** The signed-in user's balance: the profile's figure at once, then a fresh read of the wallet. */
export function useWalletBalance() {
  const account = useSessionStore((s) => s.account);
  const accountId = account?.account_id ?? null;
  const balance = account ? Number(account.wallet_balance ?? 0) : null;
  const [loaded, setLoaded] = useState(false);

  const refresh = useCallback(async () => {
    const page = await getWalletPage({ limit: 1 });
    rememberBalance(page.balance);
    setLoaded(true);
    return page.balance;
  }, []);

  useEffect(() => {
    if (!accountId) return;
    refresh().catch(() => setLoaded(true));
  }, [accountId, refresh]);

  return { balance, loaded, refresh, signedIn: !!account };
}
