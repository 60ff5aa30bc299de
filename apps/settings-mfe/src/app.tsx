import { createRemoteApp } from '@platform/ui';
import en from './locales/en.json';
import vi from './locales/vi.json';
import { SettingsRoutes } from './app/routes';

declare const __REMOTE_VERSION__: string;

/** single-spa lifecycles of the settings remote. */
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'settings',
  namespace: 'settings',
  resources: { en, vi },
  version: __REMOTE_VERSION__,
  Root: SettingsRoutes,
});
