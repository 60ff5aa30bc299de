import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody, ApiKeyCreateBody, ApiKeyCreated, ApiKeyList, ApiKeyRevokeBody, ApiKeyRevoked } from '@platform/contracts';
import type { AppContext } from '../../context';
import { bearer } from '../../lib/schema';
import { ApiKeyService } from './service';

/** API keys on the account service: list, create (secret shown once), revoke. Schemas: libs/contracts/src/rest/api-keys.ts. */
export async function apiKeyRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const keys = new ApiKeyService(ctx.db);
  const tags = ['api keys'];

  app.get(
    '/api/account/api-key/list',
    {
      schema: {
        tags,
        summary: 'Live API keys of the signed-in account (no secrets)',
        security: bearer,
        response: { 200: ApiKeyList, 401: ApiErrorBody },
      },
    },
    async (request) => keys.list((await ctx.auth.required(request)).account.id),
  );

  app.post(
    '/api/account/api-key/create',
    {
      schema: {
        tags,
        summary: 'Create an API key; the secret is in this response only',
        security: bearer,
        body: ApiKeyCreateBody,
        response: { 200: ApiKeyCreated, 400: ApiErrorBody, 401: ApiErrorBody },
      },
    },
    async (request) => keys.create((await ctx.auth.requiredVerified(request)).account.id, request.body.name),
  );

  app.post(
    '/api/account/api-key/revoke',
    {
      schema: {
        tags,
        summary: 'Revoke an API key',
        security: bearer,
        body: ApiKeyRevokeBody,
        response: { 200: ApiKeyRevoked, 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => keys.revoke((await ctx.auth.required(request)).account.id, String(request.body.id)),
  );
}
