import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import {
  AccountConfirmed,
  AccountEnvelope,
  AccountJson,
  AccountOk,
  AccountSession,
  AccountSync,
  AnySettings,
  ApiErrorBody,
  ChangePasswordBody,
  CodeSent,
  ConferenceSettingBody,
  ConfirmEmailBody,
  EnterpriseStatusBody,
  EnterpriseStatusResult,
  FacebookLoginBody,
  ForgotPasswordBody,
  GeneralInfo,
  GoogleLoginBody,
  LoginBody,
  LogoutBody,
  OptionalAnyBody,
  PhoneResendBody,
  PhoneVerifyBody,
  ProfileBody,
  ResendEmailBody,
  ResetPasswordBody,
  SetPasswordBody,
  SignupBody,
  SignupSent,
  TtsTicket,
} from '@platform/contracts';
import { clientKey, type AppContext } from '../../context';
import { errors } from '../../errors';
import { bearer } from '../../lib/schema';
import { randomToken } from '../../lib/secrets';
import { accountJson } from './account-json';
import { messageLanguage } from './code-messages';

/** The answer schema for 200 and the error body for each failure status. */
function answers<T extends TSchema>(ok: T, failures: number[] = [400]) {
  const map: Record<number, TSchema> & { 200: T } = { 200: ok };
  for (const status of failures) map[status] = ApiErrorBody;
  return map;
}

/**
 * Account service: the new API under /api/v1/user and the old one under /api/account and /apiv1/enterprise.
 * Registered through the TypeBox type provider with the schemas of libs/contracts/src/rest/accounts.ts.
 */
export async function accountRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { accounts, auth } = ctx;
  const tags = ['account'];

  app.post(
    '/api/v1/user/session/new',
    {
      schema: {
        tags,
        summary: 'Log in with username (e-mail or phone) and password',
        body: LoginBody,
        response: answers(AccountSession, [400, 401, 429]),
      },
    },
    (request) => accounts.login(request.body, clientKey(request)),
  );

  app.delete(
    '/api/v1/user/session',
    {
      schema: {
        tags,
        summary: 'Log out: revokes this session token',
        security: bearer,
        body: LogoutBody,
        response: answers(AccountOk, [400, 401]),
      },
    },
    async (request) => {
      const { sessionId } = await auth.required(request);
      await accounts.repository.revokeSession(sessionId);
      return { ok: true };
    },
  );

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
    '/api/v1/user/reset-password',
    {
      schema: { tags, summary: 'Set a new password with a reset code', body: ResetPasswordBody, response: answers(AccountOk, [400, 429]) },
    },
    (request) => accounts.resetPassword(request.body),
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
      return accounts.changePassword(account, sessionId, request.body);
    },
  );

  app.get(
    '/api/account/details',
    {
      schema: { tags, summary: 'The signed-in account', security: bearer, response: answers(AccountJson, [401]) },
    },
    async (request) => {
      const found = await auth.optionalStrict(request);
      if (!found) throw errors.unauthorized();
      return accountJson(found.account);
    },
  );

  app.post(
    '/api/account/profile/update',
    {
      schema: {
        tags,
        summary: 'Update display name, company, name badge',
        security: bearer,
        body: ProfileBody,
        response: answers(AccountJson, [400, 401]),
      },
    },
    async (request) => accounts.updateProfile((await auth.required(request)).account, request.body),
  );

  app.post(
    '/api/account/setting/conference/update',
    {
      schema: {
        tags,
        summary: 'Conference mode: meeting or endtoend (anything else is stored as meeting)',
        security: bearer,
        body: ConferenceSettingBody,
        response: answers(AccountJson, [400, 401]),
      },
    },
    async (request) => accounts.updateConferenceMode((await auth.required(request)).account, request.body.conference_mode),
  );

  app.post(
    '/api/account/login/fb',
    {
      schema: {
        tags,
        summary: 'Log in with a Facebook access token',
        body: FacebookLoginBody,
        response: answers(AccountSession, [400, 401, 502, 503]),
      },
    },
    async (request) => accounts.socialLogin(await accounts.facebookProfile(request.body.access_token)),
  );

  app.post(
    '/api/account/login/gg',
    {
      schema: {
        tags,
        summary: 'Log in with a Google ID token; the token also comes back in the authorization header',
        body: GoogleLoginBody,
        response: answers(AccountSession, [400, 401, 502, 503]),
      },
    },
    async (request, reply) => {
      if (!request.body.id_token) throw errors.fieldRequired('id_token');
      const result = await accounts.socialLogin(await accounts.googleProfile(request.body.id_token, request.body.nonce));
      reply.header('authorization', result.authorization).header('access-control-expose-headers', 'authorization');
      return result;
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
    async (request) => accounts.setPassword((await auth.required(request)).account, request.body.new_password),
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
      return accounts.verifyPhone(
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
      return accounts.resendPhoneCode(
        found?.account ?? null,
        request.body.phone_number,
        messageLanguage(request.headers['accept-language']),
      );
    },
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
    (request) => accounts.forgotPassword(request.body.username, messageLanguage(request.headers['accept-language'])),
  );

  app.post(
    '/api/account/general-info',
    {
      schema: {
        tags,
        summary: 'Public product settings and limits',
        body: OptionalAnyBody,
        response: answers(GeneralInfo),
      },
    },
    async () => ({
      product: 'meet',
      languages: ['en', 'vi'],
      conference_modes: ['meeting', 'endtoend'],
      event_modes: ['conference', 'meeting', 'livestream', 'theater', 'endtoend'],
      limits: {
        meeting_participants: 10,
        conference_participants: 10_000,
        image_mb: 1,
        file_mb: 5,
        video_mb: 100,
      },
      media_transport: ctx.config.livekit ? 'livekit' : 'mesh',
      server_time: new Date().toISOString(),
    }),
  );

  app.post(
    '/api/account/push/general',
    {
      schema: {
        tags,
        summary: 'Save push-notification settings (device token, preferences)',
        security: bearer,
        body: AnySettings,
        response: answers(AccountOk, [400, 401]),
      },
    },
    async (request) => accounts.savePushSettings((await auth.required(request)).account, request.body ?? {}),
  );

  app.get(
    '/api/account/sync',
    {
      schema: {
        tags,
        summary: 'Account, unread notification count and balance in one call',
        security: bearer,
        response: answers(AccountSync, [401]),
      },
    },
    async (request) => {
      const { account } = await auth.required(request);
      return {
        account: accountJson(account),
        unread_notifications: await ctx.notifications.countUnread(account.id),
        wallet_balance: Number(account.wallet_balance),
        server_time: new Date().toISOString(),
      };
    },
  );

  app.post(
    '/apiv1/enterprise/status/update',
    {
      schema: {
        tags: ['enterprise'],
        summary: 'Call-centre agent status',
        security: bearer,
        body: EnterpriseStatusBody,
        response: answers(EnterpriseStatusResult, [400, 401]),
      },
    },
    async (request) => {
      const { account } = await auth.required(request);
      await accounts.repository.update(account.id, { enterprise_status: request.body.status });
      return { ok: true, status: request.body.status };
    },
  );

  app.post(
    '/apiv1/enterprise/login-tts',
    {
      schema: {
        tags: ['enterprise'],
        summary: 'A short-lived ticket for the call-centre text-to-speech session',
        security: bearer,
        body: OptionalAnyBody,
        response: answers(TtsTicket, [400, 401]),
      },
    },
    async (request) => {
      const { account } = await auth.required(request);
      return { ok: true, account_id: account.account_id, tts_token: randomToken(24), expires_in: 3600 };
    },
  );
}
