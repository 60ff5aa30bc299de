import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  OkBody,
  StreamTarget,
  StreamTargetCreateBody,
  StreamTargetDeleteBody,
  StreamTargetList,
  StreamTargetUpdateBody,
} from '@platform/contracts';
import type { AppContext } from '../../context';
import { replies } from '../../lib/replies';
import { bearer } from '../../lib/schema';
import { StreamTargetService } from './service';

/** Stream targets on the account service: list (keys masked), create, update, delete. Shapes in libs/contracts/src/rest/stream-targets.ts. */
export async function streamTargetRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const targets = new StreamTargetService(ctx.db);
  const tags = ['stream targets'];

  app.get(
    '/api/account/stream-target/list',
    {
      schema: {
        tags,
        summary: 'Stream targets of the signed-in account, stream keys masked',
        security: bearer,
        response: replies(StreamTargetList, [401]),
      },
    },
    async (request) => targets.list((await ctx.auth.required(request)).account.id),
  );

  app.post(
    '/api/account/stream-target/create',
    {
      schema: {
        tags,
        summary: "Add a stream target; a malformed key is refused with 'check stream key'",
        security: bearer,
        body: StreamTargetCreateBody,
        response: replies(StreamTarget, [400, 401]),
      },
    },
    async (request) => targets.create((await ctx.auth.required(request)).account.id, request.body),
  );

  app.post(
    '/api/account/stream-target/update',
    {
      schema: {
        tags,
        summary: 'Edit a stream target; an empty stream key keeps the stored one',
        security: bearer,
        body: StreamTargetUpdateBody,
        response: replies(StreamTarget, [400, 401, 404]),
      },
    },
    async (request) => targets.update((await ctx.auth.required(request)).account.id, request.body),
  );

  app.post(
    '/api/account/stream-target/delete',
    {
      schema: {
        tags,
        summary: 'Delete a stream target',
        security: bearer,
        body: StreamTargetDeleteBody,
        response: replies(OkBody, [400, 401, 404]),
      },
    },
    async (request) => targets.delete((await ctx.auth.required(request)).account.id, request.body.id),
  );
}
