/** The linked-accounts feature's entry: Google and Facebook sign-in linked to the account. */
export { LinkedAccountsSection } from './components/LinkedAccountsSection';
