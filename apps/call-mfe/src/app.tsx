import { createRemoteApp } from '@platform/ui';
import { CallRoutes } from './app/routes';

// Only the language in use is fetched; the other on switch.
const en = () => import('./locales/en.json');
const vi = () => import('./locales/vi.json');

declare const __REMOTE_VERSION__: string;

/** single-spa lifecycles of the call remote. */
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'call',
  namespace: 'call',
  resources: { en, vi },
  version: __REMOTE_VERSION__,
  Root: CallRoutes,
});
