import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/events/components/HomePage';
import { EventListPage } from '../features/events/components/EventListPage';
import { CreateEventPage, EditEventPage } from '../features/events/components/EventFormPage';
import { EventDetailPage } from '../features/events/components/EventDetailPage';

/** The events remote's routes (src/routes.json lists them for the shell). */
export function EventsRoutes() {
  return (
    <Routes>
      <Route path="/app" element={<HomePage />} />
      <Route path="/app/conferences" element={<EventListPage />} />
      <Route path="/app/conferences/add" element={<CreateEventPage />} />
      <Route path="/app/conferences/:id" element={<EventDetailPage />} />
      <Route path="/app/conferences/:id/edit" element={<EditEventPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
