import { createRemoteApp } from '@platform/ui';
import en from './locales/en.json';
import vi from './locales/vi.json';
import { GiftRoutes } from './app/routes';

declare const __REMOTE_VERSION__: string;

/** single-spa lifecycles of the gift remote. */
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'gift',
  namespace: 'gift',
  resources: { en, vi },
  version: __REMOTE_VERSION__,
  Root: GiftRoutes,
});
