import type { ReactNode } from 'react';
import { RouteTable } from '@platform/ui';
import { AdvancedSecurityPage } from '../features/security/AdvancedSecurityPage';
import { ChangeModePage } from '../features/mode/ChangeModePage';
import { ChangeNamePage } from '../features/profile/ChangeNamePage';
import { ChangePasswordPage, SetPasswordPage } from '../features/password/ChangePasswordPage';
import { CustomisePage } from '../features/customise/CustomisePage';
import { DevicesPage } from '../features/devices/DevicesPage';
import { GetAppPage } from '../features/get-app/GetAppPage';
import { HelpPage } from '../features/help/HelpPage';
import { LanguagePage } from '../features/language/LanguagePage';
import { PrivacyPage } from '../features/privacy/PrivacyPage';
import { RecordingsPage } from '../features/recordings/RecordingsPage';
import { SettingsHomePage } from '../features/home/SettingsHomePage';
import { UpdatePage } from '../features/update/UpdatePage';
import routes from '../routes.json';

/** The settings remote's pages (src/routes.json holds their layout, title and login flag). */

/** The settings remote's pages by the `page` names of src/routes.json (which holds every path, with layout, title and login flag, once). */
export const PAGES: Record<string, ReactNode> = {
  SettingsHomePage: <SettingsHomePage />,
  ChangeNamePage: <ChangeNamePage />,
  ChangePasswordPage: <ChangePasswordPage />,
  SetPasswordPage: <SetPasswordPage />,
  ChangeModePage: <ChangeModePage />,
  AdvancedSecurityPage: <AdvancedSecurityPage />,
  DevicesPage: <DevicesPage />,
  RecordingsPage: <RecordingsPage />,
  PrivacyPage: <PrivacyPage />,
  CustomisePage: <CustomisePage />,
  HelpPage: <HelpPage />,
  UpdatePage: <UpdatePage />,
  LanguagePage: <LanguagePage />,
  GetAppPage: <GetAppPage />,
};

export function SettingsRoutes() {
  return <RouteTable routes={routes} pages={PAGES} />;
}
