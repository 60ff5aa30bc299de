/** The wallet: what other features may use (the balance, kept current after a payment). */
export { useWalletBalance, rememberBalance } from './hooks/useWalletBalance';
