import {
  AccountConfirmed,
  AccountEnvelope,
  CodeSent,
  ConfirmEmailBody,
  PhoneResendBody,
  PhoneVerifyBody,
  ResendEmailBody,
  SignupBody,
  SignupSent,
} from '@platform/contracts';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { bearer } from '../../lib/schema';
import { messageLanguage } from './code-messages';
import { answers, type AccountApp } from './route-kit';

/** Signing up and proving an address: sign-up, e-mail code, phone code. */
export function signUpRoutes(app: AccountApp, { accounts, auth }: AppContext) {
  const tags = ['account'];

  app.post(
    '/api/v1/user/signup',
    {
      schema: {
        tags,
        summary:
          'Sign up with e-mail or phone: the same answer for a new or a used address; the code (or, for an address in use, a note to its owner) is sent',
        body: SignupBody,
        response: answers(SignupSent, [400, 429]),
      },
    },
    (request) => accounts.signup(request.body, messageLanguage(request.headers['accept-language'])),
  );

  app.post(
    '/api/v1/user/confirm-email',
    {
      schema: {
        tags,
        summary: 'Activate a verifying account with its code; without a session (username given) the answer signs in',
        security: bearer,
        body: ConfirmEmailBody,
        response: answers(AccountConfirmed, [400, 401, 429]),
      },
    },
    async (request) => {
      const found = await auth.optionalStrict(request);
      if (found) return accounts.confirm(found.account, request.body.code, found.sessionId, request.body.signup_token);
      if (request.body.username) return accounts.confirmByUsername(request.body.username, request.body.code, request.body.signup_token);
      throw errors.unauthorized();
    },
  );

  app.post(
    '/api/v1/user/resend-email',
    {
      schema: { tags, summary: 'Send a new verify or reset code', body: ResendEmailBody, response: answers(CodeSent, [400, 429]) },
    },
    (request) =>
      accounts.resend(
        request.body.username,
        request.body.purpose ?? 'verify',
        request.body.signup_token,
        messageLanguage(request.headers['accept-language']),
      ),
  );

  app.post(
    '/api/account/phone/verify',
    {
      schema: {
        tags,
        summary: 'Verify a phone number with its SMS code',
        body: PhoneVerifyBody,
        response: answers(AccountEnvelope, [400, 401, 409, 429]),
      },
    },
    async (request) => {
      const found = await auth.optionalStrict(request);
      return accounts.phones.verifyPhone(
        found?.account ?? null,
        request.body.phone_number,
        request.body.code,
        found?.sessionId ?? null,
        request.body.signup_token,
      );
    },
  );

  app.post(
    '/api/account/phone/resend',
    {
      schema: {
        tags,
        summary: 'Send a phone verify code by SMS',
        body: PhoneResendBody,
        response: answers(CodeSent, [400, 401, 409, 429]),
      },
    },
    async (request) => {
      const found = await auth.optionalStrict(request);
      return accounts.phones.resendPhoneCode(
        found?.account ?? null,
        request.body.phone_number,
        messageLanguage(request.headers['accept-language']),
      );
    },
  );
}
