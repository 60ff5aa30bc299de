/** Social sign-in: the entry the credentials screens use. */
export { startProviderSignIn } from './components/start-provider-sign-in';
export type { Provider } from './utils/provider';
