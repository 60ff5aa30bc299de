import { AccountOk, ChangePasswordBody, ForgotPasswordBody, ResetPasswordBody, SetPasswordBody } from '@platform/contracts';
import type { AppContext } from '../../context';
import { bearer } from '../../lib/schema';
import { messageLanguage } from './code-messages';
import { answers, type AccountApp } from './route-kit';

/** Passwords: reset with a code, change, first password for social accounts, forgotten password. */
export function passwordRoutes(app: AccountApp, { accounts, auth }: AppContext) {
  const tags = ['account'];

  app.post(
    '/api/v1/user/reset-password',
    {
      schema: { tags, summary: 'Set a new password with a reset code', body: ResetPasswordBody, response: answers(AccountOk, [400, 429]) },
    },
    (request) => accounts.passwords.resetPassword(request.body),
  );

  app.post(
    '/api/v1/user/change-password',
    {
      schema: {
        tags,
        summary: 'Change the password (needs the current one); other sessions are revoked',
        security: bearer,
        body: ChangePasswordBody,
        response: answers(AccountOk, [400, 401]),
      },
    },
    async (request) => {
      const { account, sessionId } = await auth.required(request);
      return accounts.passwords.changePassword(account, sessionId, request.body);
    },
  );

  app.post(
    '/api/account/set-pwd',
    {
      schema: {
        tags,
        summary: 'Set a first password (accounts created by Google or Facebook)',
        security: bearer,
        body: SetPasswordBody,
        response: answers(AccountOk, [400, 401]),
      },
    },
    async (request) => accounts.passwords.setPassword((await auth.required(request)).account, request.body.new_password),
  );

  app.post(
    '/api/account/forgot-pwd/reset',
    {
      schema: {
        tags,
        summary: 'Send a password reset code (same answer whether or not the account exists)',
        body: ForgotPasswordBody,
        response: answers(AccountOk),
      },
    },
    (request) => accounts.passwords.forgotPassword(request.body.username, messageLanguage(request.headers['accept-language'])),
  );
}
