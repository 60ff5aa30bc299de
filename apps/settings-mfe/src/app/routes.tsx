import { Route, Routes } from 'react-router-dom';
import { AdvancedSecurityPage } from '../features/security/AdvancedSecurityPage';
import { ChangeModePage } from '../features/mode/ChangeModePage';
import { ChangeNamePage } from '../features/profile/ChangeNamePage';
import { ChangePasswordPage, SetPasswordPage } from '../features/password/ChangePasswordPage';
import { CustomisePage } from '../features/customise/CustomisePage';
import { DevicesPage } from '../features/devices/DevicesPage';
import { HelpPage } from '../features/help/HelpPage';
import { LanguagePage } from '../features/language/LanguagePage';
import { PrivacyPage } from '../features/privacy/PrivacyPage';
import { RecordingsPage } from '../features/recordings/RecordingsPage';
import { SettingsHomePage } from '../features/home/SettingsHomePage';
import { UpdatePage } from '../features/update/UpdatePage';

/** The settings remote's pages (src/routes.json holds their layout, title and login flag). */
export function SettingsRoutes() {
  return (
    <Routes>
      <Route path="/app/settings" element={<SettingsHomePage />} />
      <Route path="/app/change_name" element={<ChangeNamePage />} />
      <Route path="/app/change_password" element={<ChangePasswordPage />} />
      <Route path="/app/set_password" element={<SetPasswordPage />} />
      <Route path="/app/change_mode" element={<ChangeModePage />} />
      <Route path="/app/advanced_security" element={<AdvancedSecurityPage />} />
      <Route path="/app/change_media_devices" element={<DevicesPage />} />
      <Route path="/app/recording" element={<RecordingsPage />} />
      <Route path="/app/privacy" element={<PrivacyPage />} />
      <Route path="/app/customize_conference" element={<CustomisePage />} />
      <Route path="/app/help_setting" element={<HelpPage />} />
      <Route path="/app/update" element={<UpdatePage />} />
      <Route path="/app/language" element={<LanguagePage />} />
    </Routes>
  );
}
