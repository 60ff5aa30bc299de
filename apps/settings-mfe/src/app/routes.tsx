import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

function Page({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('settings');
  return <h1>{t(titleKey)}</h1>;
}

export function SettingsRoutes() {
  return (
    <Routes>
      <Route path="/app/settings" element={<Page titleKey="title.settings" />} />
      <Route path="/app/change_name" element={<Page titleKey="title.changeName" />} />
      <Route path="/app/change_password" element={<Page titleKey="title.changePassword" />} />
      <Route path="/app/set_password" element={<Page titleKey="title.setPassword" />} />
      <Route path="/app/change_mode" element={<Page titleKey="title.changeMode" />} />
      <Route path="/app/advanced_security" element={<Page titleKey="title.advancedSecurity" />} />
      <Route path="/app/change_media_devices" element={<Page titleKey="title.devices" />} />
      <Route path="/app/recording" element={<Page titleKey="title.recording" />} />
      <Route path="/app/privacy" element={<Page titleKey="title.privacy" />} />
      <Route path="/app/customize_conference" element={<Page titleKey="title.customize" />} />
      <Route path="/app/help_setting" element={<Page titleKey="title.help" />} />
      <Route path="/app/update" element={<Page titleKey="title.update" />} />
      <Route path="/app/language" element={<Page titleKey="title.language" />} />
    </Routes>
  );
}
