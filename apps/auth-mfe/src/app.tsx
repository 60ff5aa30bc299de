import { createRemoteApp } from '@platform/ui';
import { AuthRoutes } from './app/routes';

// Only the language in use is fetched; the other on switch.
const en = () => import('./locales/en.json');
const vi = () => import('./locales/vi.json');

declare const __REMOTE_VERSION__: string;

/** single-spa lifecycles of the auth remote. */
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'auth',
  namespace: 'auth',
  resources: { en, vi },
  version: __REMOTE_VERSION__,
  Root: AuthRoutes,
});
