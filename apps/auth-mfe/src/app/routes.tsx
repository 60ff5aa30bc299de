import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

function Page({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('auth');
  return <h1>{t(titleKey)}</h1>;
}

export function AuthRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<Page titleKey="title.login" />} />
      <Route path="/signup" element={<Page titleKey="title.signup" />} />
      <Route path="/join" element={<Page titleKey="title.join" />} />
      <Route path="/verify-code" element={<Page titleKey="title.verify" />} />
      <Route path="/forgot-password" element={<Page titleKey="title.forgot" />} />
      <Route path="/success-forgot" element={<Page titleKey="title.successForgot" />} />
      <Route path="/domain" element={<Page titleKey="title.domain" />} />
      <Route path="/oauth/gg" element={<Page titleKey="title.oauth" />} />
      <Route path="/oauth/fb" element={<Page titleKey="title.oauth" />} />
    </Routes>
  );
}
