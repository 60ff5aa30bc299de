import { AccountOk, AccountSession, FacebookLoginBody, GoogleLoginBody, LoginBody, LogoutBody } from '@platform/contracts';
import { clientKey, type AppContext } from '../../context';
import { errors } from '../../errors';
import { bearer } from '../../lib/schema';
import { answers, type AccountApp } from './route-kit';

/** Signing in and out: password log-in, log-out, Facebook and Google. */
export function signInRoutes(app: AccountApp, { accounts, auth }: AppContext) {
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
}
