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

/** The auth remote's pages by the `page` names of src/routes.json (which holds every path, once). */
export const PAGES: Record<string, ReactNode> = {
  CredentialsPage: <CredentialsPage />,
  JoinConferencePage: <JoinConferencePage />,
  VerifyCodePage: <VerifyCodePage />,
  ForgotPasswordPage: <ForgotPasswordPage />,
  ResetPasswordPage: <ResetPasswordPage />,
  DomainPage: <DomainPage />,
  OAuthPage: <OAuthPage />,
};

export function AuthRoutes() {
  return <RouteTable routes={routes} pages={PAGES} />;
}
