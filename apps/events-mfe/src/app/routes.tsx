import type { ReactNode } from 'react';
import { RouteTable } from '@platform/ui';
import { HomePage } from '../features/events/components/HomePage';
import { EventListPage } from '../features/events/components/EventListPage';
import { CreateEventPage, EditEventPage } from '../features/events/components/EventFormPage';
import { EventDetailPage } from '../features/events/components/EventDetailPage';
import routes from '../routes.json';

/** The events remote's routes (src/routes.json lists them for the shell). */

/** The events remote's pages by the `page` names of src/routes.json (which holds every path, once). */
export const PAGES: Record<string, ReactNode> = {
  HomePage: <HomePage />,
  EventListPage: <EventListPage />,
  CreateEventPage: <CreateEventPage />,
  EventDetailPage: <EventDetailPage />,
  EditEventPage: <EditEventPage />,
};

export function EventsRoutes() {
  return <RouteTable routes={routes} pages={PAGES} fallback={null} />;
}
