import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

function Page({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('call');
  return <h1>{t(titleKey)}</h1>;
}

export function CallRoutes() {
  return (
    <Routes>
      <Route path="/j/:alias" element={<Page titleKey="title.join" />} />
      <Route path="/c/:alias" element={<Page titleKey="title.call" />} />
      <Route path="/c/:alias/ended" element={<Page titleKey="title.ended" />} />
      <Route path="/loading" element={<Page titleKey="title.loading" />} />
      <Route path="/draw" element={<Page titleKey="title.draw" />} />
      <Route path="/review/qr-code" element={<Page titleKey="title.qr" />} />
    </Routes>
  );
}
