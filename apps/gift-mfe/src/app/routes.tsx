import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

function Page({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('gift');
  return <h1>{t(titleKey)}</h1>;
}

export function GiftRoutes() {
  return (
    <Routes>
      <Route path="/gift" element={<Page titleKey="title.gift" />} />
      <Route path="/gift/donation" element={<Page titleKey="title.donation" />} />
    </Routes>
  );
}
