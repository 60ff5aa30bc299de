import type { ReactNode } from 'react';
import { RouteTable } from '@platform/ui';
import { AdvancedSecurityPage } from '../features/security/components/AdvancedSecurityPage';
import { ChangeModePage } from '../features/mode/components/ChangeModePage';
import { ChangeNamePage } from '../features/profile/components/ChangeNamePage';
import { ChangePasswordPage, SetPasswordPage } from '../features/password/components/ChangePasswordPage';
import { CustomisePage } from '../features/customise/components/CustomisePage';
import { DevicesPage } from '../features/devices/components/DevicesPage';
import { GetAppPage } from '../features/get-app/components/GetAppPage';
import { HelpPage } from '../features/help/components/HelpPage';
import { LanguagePage } from '../features/language/components/LanguagePage';
import { PrivacyPage } from '../features/privacy/components/PrivacyPage';
import { RecordingsPage } from '../features/recordings/components/RecordingsPage';
import { SettingsHomePage } from '../features/home/components/SettingsHomePage';
import { UpdatePage } from '../features/update/components/UpdatePage';
import routes from '../routes.json';

/** The settings remote's pages (src/routes.json holds their layout, title and login flag). */

/** The settings remote's pages keyed by src/routes.json's `page`, which points straight at the screen: its file under src/ and its export (routes.json holds every path, with layout, title and login flag, once). */
export const PAGES: Record<string, ReactNode> = {
  'features/home/components/SettingsHomePage#SettingsHomePage': <SettingsHomePage />,
  'features/profile/components/ChangeNamePage#ChangeNamePage': <ChangeNamePage />,
  'features/password/components/ChangePasswordPage#ChangePasswordPage': <ChangePasswordPage />,
  'features/password/components/ChangePasswordPage#SetPasswordPage': <SetPasswordPage />,
  'features/mode/components/ChangeModePage#ChangeModePage': <ChangeModePage />,
  'features/security/components/AdvancedSecurityPage#AdvancedSecurityPage': <AdvancedSecurityPage />,
  'features/devices/components/DevicesPage#DevicesPage': <DevicesPage />,
  'features/recordings/components/RecordingsPage#RecordingsPage': <RecordingsPage />,
  'features/privacy/components/PrivacyPage#PrivacyPage': <PrivacyPage />,
  'features/customise/components/CustomisePage#CustomisePage': <CustomisePage />,
  'features/help/components/HelpPage#HelpPage': <HelpPage />,
  'features/update/components/UpdatePage#UpdatePage': <UpdatePage />,
  'features/language/components/LanguagePage#LanguagePage': <LanguagePage />,
  'features/get-app/components/GetAppPage#GetAppPage': <GetAppPage />,
};

export function SettingsRoutes() {
  return <RouteTable routes={routes} pages={PAGES} />;
}
