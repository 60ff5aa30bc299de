import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../context';
import { enterpriseRoutes } from './enterprise-routes';
import { passwordRoutes } from './password-routes';
import { profileRoutes } from './profile-routes';
import { signInRoutes } from './sign-in-routes';
import { signUpRoutes } from './sign-up-routes';

/**
 * Account service: the new API under /api/v1/user and the old one under /api/account and /apiv1/enterprise.
 * Registered through the TypeBox type provider with the schemas of libs/contracts/src/rest/accounts.ts,
 * one file per job: signing in, signing up, passwords, the account's profile, the call-centre agent.
 */
export async function accountRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  signInRoutes(app, ctx);
  signUpRoutes(app, ctx);
  passwordRoutes(app, ctx);
  profileRoutes(app, ctx);
  enterpriseRoutes(app, ctx);
}
