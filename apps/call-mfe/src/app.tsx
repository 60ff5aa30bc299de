import { createRemoteApp } from '@platform/ui';
import en from './locales/en.json';
import vi from './locales/vi.json';
import { CallRoutes } from './app/routes';

declare const __REMOTE_VERSION__: string;

/** single-spa lifecycles of the call remote. */
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'call',
  namespace: 'call',
  resources: { en, vi },
  version: __REMOTE_VERSION__,
  Root: CallRoutes,
});
