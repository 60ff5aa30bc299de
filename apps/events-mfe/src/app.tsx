import { createRemoteApp } from '@platform/ui';
import en from './locales/en.json';
import vi from './locales/vi.json';
import { EventsRoutes } from './app/routes';

declare const __REMOTE_VERSION__: string;

/** single-spa lifecycles of the events remote. */
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'events',
  namespace: 'events',
  resources: { en, vi },
  version: __REMOTE_VERSION__,
  Root: EventsRoutes,
});
