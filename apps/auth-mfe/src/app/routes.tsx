import { Route, Routes } from 'react-router-dom';
import { CredentialsPage } from '../features/credentials/components/CredentialsPage';
import { DomainPage } from '../features/domain/components/DomainPage';
import { JoinConferencePage } from '../features/join/components/JoinConferencePage';
import { OAuthPage } from '../features/oauth/components/OAuthPage';
import { ForgotPasswordPage } from '../features/password-reset/components/ForgotPasswordPage';
import { ResetPasswordPage } from '../features/password-reset/components/ResetPasswordPage';
import { VerifyCodePage } from '../features/verify/components/VerifyCodePage';

/** The auth remote's routes (auth layout, and the oauth layout for /oauth/*). */
export function AuthRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<CredentialsPage />} />
      <Route path="/signup" element={<CredentialsPage />} />
      <Route path="/join" element={<JoinConferencePage />} />
      <Route path="/verify-code" element={<VerifyCodePage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/success-forgot" element={<ResetPasswordPage />} />
      <Route path="/domain" element={<DomainPage />} />
      <Route path="/oauth/gg" element={<OAuthPage />} />
      <Route path="/oauth/fb" element={<OAuthPage />} />
    </Routes>
  );
}
