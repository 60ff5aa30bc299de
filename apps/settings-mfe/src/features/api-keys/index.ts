/** The api-keys feature's entry: the account's API keys (settings home). */
export { ApiKeysSection } from './components/ApiKeysSection';
