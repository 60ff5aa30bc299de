import type { ReactNode } from 'react';
import { RouteTable } from '@platform/ui';
import { CredentialsPage } from '../features/credentials/components/CredentialsPage';
import { DomainPage } from '../features/domain/components/DomainPage';
import { JoinConferencePage } from '../features/join/components/JoinConferencePage';
import { OAuthPage } from '../features/oauth/components/OAuthPage';
import { ForgotPasswordPage } from '../features/password-reset/components/ForgotPasswordPage';
import { ResetPasswordPage } from '../features/password-reset/components/ResetPasswordPage';
import { VerifyCodePage } from '../features/verify/components/VerifyCodePage';
import routes from '../routes.json';

/** The auth remote's routes (auth layout, and the oauth layout for /oauth/*). */

/** The auth remote's pages keyed by src/routes.json's `page`, which points straight at the screen: its file under src/ and its export (routes.json holds every path, once). */
export const PAGES: Record<string, ReactNode> = {
  'features/credentials/components/CredentialsPage#CredentialsPage': <CredentialsPage />,
  'features/join/components/JoinConferencePage#JoinConferencePage': <JoinConferencePage />,
  'features/verify/components/VerifyCodePage#VerifyCodePage': <VerifyCodePage />,
  'features/password-reset/components/ForgotPasswordPage#ForgotPasswordPage': <ForgotPasswordPage />,
  'features/password-reset/components/ResetPasswordPage#ResetPasswordPage': <ResetPasswordPage />,
  'features/domain/components/DomainPage#DomainPage': <DomainPage />,
  'features/oauth/components/OAuthPage#OAuthPage': <OAuthPage />,
};

export function AuthRoutes() {
  return <RouteTable routes={routes} pages={PAGES} />;
}
