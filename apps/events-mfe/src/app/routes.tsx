import type { ReactNode } from 'react';
import { lazyPage, RouteTable } from '@platform/ui';
import { HomePage } from '../features/events/components/HomePage';
import routes from '../routes.json';

/**
 * The events remote's pages keyed by src/routes.json's `page`, which points straight at the screen: its file under src/ and its export (routes.json holds every path, once).
 * The home page, where /app lands, is in the first download; the list, the form and the detail load on their paths.
 */
export const PAGES: Record<string, ReactNode> = {
  'features/events/components/HomePage#HomePage': <HomePage />,
  'features/events/components/EventListPage#EventListPage': lazyPage(() =>
    import('../features/events/components/EventListPage').then((m) => m.EventListPage),
  ),
  'features/events/components/EventFormPage#CreateEventPage': lazyPage(() =>
    import('../features/events/components/EventFormPage').then((m) => m.CreateEventPage),
  ),
  'features/events/components/EventDetailPage#EventDetailPage': lazyPage(() =>
    import('../features/events/components/EventDetailPage').then((m) => m.EventDetailPage),
  ),
  'features/events/components/EventFormPage#EditEventPage': lazyPage(() =>
    import('../features/events/components/EventFormPage').then((m) => m.EditEventPage),
  ),
};

export function EventsRoutes() {
  return <RouteTable routes={routes} pages={PAGES} fallback={null} />;
}
