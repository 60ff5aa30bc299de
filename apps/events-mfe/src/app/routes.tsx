import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

function Page({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('events');
  return <h1>{t(titleKey)}</h1>;
}

export function EventsRoutes() {
  return (
    <Routes>
      <Route path="/app" element={<Page titleKey="title.home" />} />
      <Route path="/app/conferences" element={<Page titleKey="title.list" />} />
      <Route path="/app/conferences/add" element={<Page titleKey="title.add" />} />
      <Route path="/app/conferences/:id" element={<Page titleKey="title.detail" />} />
      <Route path="/app/conferences/:id/edit" element={<Page titleKey="title.edit" />} />
    </Routes>
  );
}
