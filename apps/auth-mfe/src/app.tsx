import { createRemoteApp } from '@platform/ui';
import en from './locales/en.json';
import vi from './locales/vi.json';
import { AuthRoutes } from './app/routes';

declare const __REMOTE_VERSION__: string;

/** single-spa lifecycles of the auth remote. */
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'auth',
  namespace: 'auth',
  resources: { en, vi },
  version: __REMOTE_VERSION__,
  Root: AuthRoutes,
});
