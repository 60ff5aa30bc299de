import type { ReactNode } from 'react';
import { lazyPage, RouteTable } from '@platform/ui';
import { HomePage } from '../features/events/components/HomePage';
import routes from '../routes.json';

/**
 * The events remote's pages by the `page` names of src/routes.json (which holds every path, once).
 * The home page, where /app lands, is in the first download; the list, the form and the detail load on their paths.
 */
export const PAGES: Record<string, ReactNode> = {
  HomePage: <HomePage />,
  EventListPage: lazyPage(() => import('../features/events/components/EventListPage').then((m) => m.EventListPage)),
  CreateEventPage: lazyPage(() => import('../features/events/components/EventFormPage').then((m) => m.CreateEventPage)),
  EventDetailPage: lazyPage(() => import('../features/events/components/EventDetailPage').then((m) => m.EventDetailPage)),
  EditEventPage: lazyPage(() => import('../features/events/components/EventFormPage').then((m) => m.EditEventPage)),
};

export function EventsRoutes() {
  return <RouteTable routes={routes} pages={PAGES} fallback={null} />;
}
