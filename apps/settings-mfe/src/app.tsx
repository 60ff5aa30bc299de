import { createRemoteApp } from '@platform/ui';
import { SettingsRoutes } from './app/routes';

// Only the language in use is fetched; the other on switch.
const en = () => import('./locales/en.json');
const vi = () => import('./locales/vi.json');

declare const __REMOTE_VERSION__: string;

/** single-spa lifecycles of the settings remote. */
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'settings',
  namespace: 'settings',
  resources: { en, vi },
  version: __REMOTE_VERSION__,
  Root: SettingsRoutes,
});
