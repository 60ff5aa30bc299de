import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { bearer, okBody, responses } from '../../lib/schema';
import * as s from './schema';
import { ApiKeyService } from './service';

/** API keys on the account service: list, create (secret shown once), revoke. */
export async function apiKeyRoutes(app: FastifyInstance, ctx: AppContext) {
  const keys = new ApiKeyService(ctx.db);
  const tags = ['api keys'];

  app.get('/api/account/api-key/list', {
    schema: { tags, summary: 'Live API keys of the signed-in account (no secrets)', security: bearer, response: responses(s.listResponse, [401]) },
  }, async (request) => keys.list((await ctx.auth.required(request)).account.id));

  app.post<{ Body: { name: string } }>('/api/account/api-key/create', {
    schema: { tags, summary: 'Create an API key; the secret is in this response only', security: bearer, body: s.createBody, response: responses(s.createResponse, [400, 401]) },
  }, async (request) => keys.create((await ctx.auth.requiredVerified(request)).account.id, request.body.name));

  app.post<{ Body: { id: string } }>('/api/account/api-key/revoke', {
    schema: { tags, summary: 'Revoke an API key', security: bearer, body: s.revokeBody, response: responses(okBody, [400, 401, 404]) },
  }, async (request) => keys.revoke((await ctx.auth.required(request)).account.id, request.body.id));
}
