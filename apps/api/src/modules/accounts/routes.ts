import type { FastifyInstance } from 'fastify';
import { clientKey, type AppContext } from '../../context';
import { errors } from '../../errors';
import { bearer, okBody, responses } from '../../lib/schema';
import { randomToken } from '../../lib/secrets';
import * as s from './schema';
import { accountJson } from './service';

type Body<T = Record<string, string>> = { Body: T };

/** Account service: the new API under /api/v1/user and the old one under /api/account and /apiv1/enterprise. */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const { accounts, auth } = ctx;
  const tags = ['account'];

  app.post<Body>('/api/v1/user/session/new', {
    schema: { tags, summary: 'Log in with username (e-mail or phone) and password', body: s.loginBody, response: responses(s.session, [400, 401, 429]) },
  }, (request) => accounts.login(request.body as never, clientKey(request)));

  app.delete('/api/v1/user/session', {
    schema: { tags, summary: 'Log out: revokes this session token', security: bearer, body: s.logoutBody, response: responses(okBody, [401]) },
  }, async (request) => {
    const { sessionId } = await auth.required(request);
    await accounts.repository.revokeSession(sessionId);
    return { ok: true };
  });

  app.post<Body>('/api/v1/user/signup', {
    schema: { tags, summary: 'Sign up with e-mail or phone: the same answer for a new or a used address; the code (or, for an address in use, a note to its owner) is sent', body: s.signupBody, response: responses(s.okWithRetry, [400, 429]) },
  }, (request) => accounts.signup(request.body as never));

  app.post<Body<{ code: string; username?: string }>>('/api/v1/user/confirm-email', {
    schema: { tags, summary: 'Activate a verifying account with its code; without a session (username given) the answer signs in', security: bearer, body: s.confirmBody, response: responses(s.session, [400, 401, 429]) },
  }, async (request) => {
    const found = await auth.optionalStrict(request);
    if (found) return accounts.confirm(found.account, request.body.code, found.sessionId);
    if (request.body.username) return accounts.confirmByUsername(request.body.username, request.body.code);
    throw errors.unauthorized();
  });

  app.post<Body>('/api/v1/user/reset-password', {
    schema: { tags, summary: 'Set a new password with a reset code', body: s.resetPasswordBody, response: responses(okBody, [400, 429]) },
  }, (request) => accounts.resetPassword(request.body as never));

  app.post<Body>('/api/v1/user/resend-email', {
    schema: { tags, summary: 'Send a new verify or reset code', body: s.resendBody, response: responses(s.okWithRetry, [400, 429]) },
  }, (request) => accounts.resend(request.body.username, (request.body.purpose as 'verify' | 'reset') ?? 'verify'));

  app.post<Body>('/api/v1/user/change-password', {
    schema: { tags, summary: 'Change the password (needs the current one); other sessions are revoked', security: bearer, body: s.changePasswordBody, response: responses(okBody, [400, 401]) },
  }, async (request) => {
    const { account, sessionId } = await auth.required(request);
    return accounts.changePassword(account, sessionId, request.body as never);
  });

  app.get('/api/account/details', {
    schema: { tags, summary: 'The signed-in account', security: bearer, response: responses(s.account, [401]) },
  }, async (request) => {
    const found = await auth.optionalStrict(request);
    if (!found) throw errors.unauthorized();
    return accountJson(found.account);
  });

  app.post<Body>('/api/account/profile/update', {
    schema: { tags, summary: 'Update display name, company, name badge', security: bearer, body: s.profileBody, response: responses(s.account, [400, 401]) },
  }, async (request) => accounts.updateProfile((await auth.required(request)).account, request.body as never));

  app.post<Body>('/api/account/setting/conference/update', {
    schema: { tags, summary: 'Conference mode: meeting or endtoend (anything else is stored as meeting)', security: bearer, body: s.conferenceSettingBody, response: responses(s.account, [400, 401]) },
  }, async (request) => accounts.updateConferenceMode((await auth.required(request)).account, request.body.conference_mode));

  app.post<Body>('/api/account/login/fb', {
    schema: { tags, summary: 'Log in with a Facebook access token', body: s.facebookBody, response: responses(s.session, [400, 401, 502]) },
  }, async (request) => accounts.socialLogin(await accounts.facebookProfile(request.body.access_token)));

  app.post<Body>('/api/account/login/gg', {
    schema: { tags, summary: 'Log in with a Google ID token; the token also comes back in the authorization header', body: s.googleBody, response: responses(s.session, [400, 401, 502]) },
  }, async (request, reply) => {
    if (!request.body.id_token) throw errors.fieldRequired('id_token');
    const result = await accounts.socialLogin(await accounts.googleProfile(request.body.id_token, request.body.nonce));
    reply.header('authorization', result.authorization).header('access-control-expose-headers', 'authorization');
    return result;
  });

  app.post<Body>('/api/account/set-pwd', {
    schema: { tags, summary: 'Set a first password (accounts created by Google or Facebook)', security: bearer, body: s.setPasswordBody, response: responses(okBody, [400, 401]) },
  }, async (request) => accounts.setPassword((await auth.required(request)).account, request.body.new_password));

  app.post<Body>('/api/account/phone/verify', {
    schema: { tags, summary: 'Verify a phone number with its SMS code', body: s.phoneVerifyBody, response: responses(s.accountEnvelope, [400, 401, 409, 429]) },
  }, async (request) => {
    const found = await auth.optionalStrict(request);
    return accounts.verifyPhone(found?.account ?? null, request.body.phone_number, request.body.code, found?.sessionId ?? null);
  });

  app.post<Body>('/api/account/phone/resend', {
    schema: { tags, summary: 'Send a phone verify code by SMS', body: s.phoneResendBody, response: responses(s.okWithRetry, [400, 401, 409, 429]) },
  }, async (request) => {
    const found = await auth.optionalStrict(request);
    return accounts.resendPhoneCode(found?.account ?? null, request.body.phone_number);
  });

  app.post<Body>('/api/account/forgot-pwd/reset', {
    schema: { tags, summary: 'Send a password reset code (same answer whether or not the account exists)', body: s.forgotBody, response: responses(okBody) },
  }, (request) => accounts.forgotPassword(request.body.username));

  app.post('/api/account/general-info', {
    schema: {
      tags, summary: 'Public product settings and limits', body: { ...s.generalInfo, type: ['object', 'null'] },
      response: responses({ type: 'object', additionalProperties: true }),
    },
  }, async () => ({
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
  }));

  app.post<Body<Record<string, unknown>>>('/api/account/push/general', {
    schema: { tags, summary: 'Save push-notification settings (device token, preferences)', security: bearer, body: s.generalInfo, response: responses(okBody, [400, 401]) },
  }, async (request) => accounts.savePushSettings((await auth.required(request)).account, request.body ?? {}));

  app.get('/api/account/sync', {
    schema: {
      tags, summary: 'Account, unread notification count and balance in one call', security: bearer,
      response: responses({ type: 'object', properties: { account: s.account, unread_notifications: { type: 'number' }, wallet_balance: { type: 'number' }, server_time: { type: 'string' } } }, [401]),
    },
  }, async (request) => {
    const { account } = await auth.required(request);
    return {
      account: accountJson(account),
      unread_notifications: await ctx.notifications.countUnread(account.id),
      wallet_balance: Number(account.wallet_balance),
      server_time: new Date().toISOString(),
    };
  });

  app.post<Body>('/apiv1/enterprise/status/update', {
    schema: { tags: ['enterprise'], summary: 'Call-centre agent status', security: bearer, body: s.enterpriseStatusBody, response: responses({ type: 'object', properties: { ok: { type: 'boolean' }, status: { type: 'string' } } }, [400, 401]) },
  }, async (request) => {
    const { account } = await auth.required(request);
    await accounts.repository.update(account.id, { enterprise_status: request.body.status });
    return { ok: true, status: request.body.status };
  });

  app.post('/apiv1/enterprise/login-tts', {
    schema: {
      tags: ['enterprise'], summary: 'A short-lived ticket for the call-centre text-to-speech session', security: bearer,
      body: { ...s.generalInfo, type: ['object', 'null'] },
      response: responses({ type: 'object', properties: { ok: { type: 'boolean' }, account_id: { type: 'string' }, tts_token: { type: 'string' }, expires_in: { type: 'number' } } }, [401]),
    },
  }, async (request) => {
    const { account } = await auth.required(request);
    return { ok: true, account_id: account.account_id, tts_token: randomToken(24), expires_in: 3600 };
  });
}
