import type { ReactNode } from 'react';
import { RouteTable } from '@platform/ui';
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
import routes from '../routes.json';

/** The settings remote's pages (src/routes.json holds their layout, title and login flag). */

/** The settings remote's pages keyed by src/routes.json's `page`, which points straight at the screen: its file under src/ and its export (routes.json holds every path, with layout, title and login flag, once). */
export const PAGES: Record<string, ReactNode> = {
  'features/home/SettingsHomePage#SettingsHomePage': <SettingsHomePage />,
  'features/profile/ChangeNamePage#ChangeNamePage': <ChangeNamePage />,
  'features/password/ChangePasswordPage#ChangePasswordPage': <ChangePasswordPage />,
  'features/password/ChangePasswordPage#SetPasswordPage': <SetPasswordPage />,
  'features/mode/ChangeModePage#ChangeModePage': <ChangeModePage />,
  'features/security/AdvancedSecurityPage#AdvancedSecurityPage': <AdvancedSecurityPage />,
  'features/devices/DevicesPage#DevicesPage': <DevicesPage />,
  'features/recordings/RecordingsPage#RecordingsPage': <RecordingsPage />,
  'features/privacy/PrivacyPage#PrivacyPage': <PrivacyPage />,
  'features/customise/CustomisePage#CustomisePage': <CustomisePage />,
  'features/help/HelpPage#HelpPage': <HelpPage />,
  'features/update/UpdatePage#UpdatePage': <UpdatePage />,
  'features/language/LanguagePage#LanguagePage': <LanguagePage />,
};

export function SettingsRoutes() {
  return <RouteTable routes={routes} pages={PAGES} />;
}
