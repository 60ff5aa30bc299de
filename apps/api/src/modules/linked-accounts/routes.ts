import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AccountJson, ApiErrorBody, LinkAccountBody, UnlinkAccountBody } from '@platform/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { bearer } from '../../lib/schema';
import { accountJson } from '../accounts/account-json';

/** Linking Google or Facebook to the signed-in account (settings, linked accounts), and unlinking. Schemas: libs/contracts/src/rest/linked-accounts.ts. */
export async function linkedAccountRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['account'];

  app.post(
    '/api/account/linked/link',
    {
      schema: {
        tags,
        summary: 'Link a Google (ID token) or Facebook (access token) sign-in to this account',
        security: bearer,
        body: LinkAccountBody,
        response: { 200: AccountJson, 400: ApiErrorBody, 401: ApiErrorBody, 409: ApiErrorBody, 502: ApiErrorBody, 503: ApiErrorBody },
      },
    },
    async (request) => {
      const { account } = await ctx.auth.required(request);
      const profile =
        request.body.provider === 'google'
          ? await ctx.accounts.googleProfile(request.body.token)
          : await ctx.accounts.facebookProfile(request.body.token);
      const owner = await ctx.accounts.repository.byLinkedAccount(profile.provider, profile.providerUserId);
      if (owner && owner.id !== account.id) {
        throw new AppError(409, 'linked_elsewhere', 'This sign-in is already linked to another account.', 'provider');
      }
      if (!owner) await ctx.accounts.repository.linkProvider(account.id, profile.provider, profile.providerUserId, profile.email);
      return accountJson((await ctx.accounts.repository.byId(account.id))!);
    },
  );

  app.post(
    '/api/account/linked/unlink',
    {
      schema: {
        tags,
        summary: 'Unlink a provider; the last way to sign in cannot be removed',
        security: bearer,
        body: UnlinkAccountBody,
        response: { 200: AccountJson, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => {
      const { account } = await ctx.auth.required(request);
      const others = account.linked_accounts.filter((link) => link.provider !== request.body.provider).length;
      if (!account.password_hash && others === 0) {
        throw new AppError(400, 'last_sign_in_method', 'Set a password before you unlink your only way to sign in.', 'provider');
      }
      await ctx.db.query('DELETE FROM linked_accounts WHERE account_id = $1 AND provider = $2', [account.id, request.body.provider]);
      return accountJson((await ctx.accounts.repository.byId(account.id))!);
    },
  );
}
