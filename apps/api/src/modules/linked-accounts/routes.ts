import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { bearer, object, required, responses } from '../../lib/schema';
import { account as accountSchema } from '../accounts/schema';
import { accountJson } from '../accounts/service';

const provider = { type: 'string', enum: ['google', 'facebook'] } as const;
const linkBody = object({ provider, token: required(4096) }, ['provider', 'token']);
const unlinkBody = object({ provider }, ['provider']);

/** Linking Google or Facebook to the signed-in account (settings, linked accounts), and unlinking. */
export async function linkedAccountRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['account'];

  app.post<{ Body: { provider: 'google' | 'facebook'; token: string } }>('/api/account/linked/link', {
    schema: { tags, summary: 'Link a Google (ID token) or Facebook (access token) sign-in to this account', security: bearer, body: linkBody, response: responses(accountSchema, [400, 401, 409, 502]) },
  }, async (request) => {
    const { account } = await ctx.auth.required(request);
    const profile = request.body.provider === 'google'
      ? await ctx.accounts.googleProfile(request.body.token)
      : await ctx.accounts.facebookProfile(request.body.token);
    const owner = await ctx.accounts.repository.byLinkedAccount(profile.provider, profile.providerUserId);
    if (owner && owner.id !== account.id) {
      throw new AppError(409, 'linked_elsewhere', 'This sign-in is already linked to another account.', 'provider');
    }
    if (!owner) await ctx.accounts.repository.linkProvider(account.id, profile.provider, profile.providerUserId, profile.email);
    return accountJson((await ctx.accounts.repository.byId(account.id))!);
  });

  app.post<{ Body: { provider: 'google' | 'facebook' } }>('/api/account/linked/unlink', {
    schema: { tags, summary: 'Unlink a provider; the last way to sign in cannot be removed', security: bearer, body: unlinkBody, response: responses(accountSchema, [400, 401]) },
  }, async (request) => {
    const { account } = await ctx.auth.required(request);
    const others = account.linked_accounts.filter((link) => link.provider !== request.body.provider).length;
    if (!account.password_hash && others === 0) {
      throw new AppError(400, 'last_sign_in_method', 'Set a password before you unlink your only way to sign in.', 'provider');
    }
    await ctx.db.query('DELETE FROM linked_accounts WHERE account_id = $1 AND provider = $2', [account.id, request.body.provider]);
    return accountJson((await ctx.accounts.repository.byId(account.id))!);
  });
}
