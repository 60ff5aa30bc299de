import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { bearer, okBody, responses } from '../../lib/schema';
import * as s from './schema';
import { StreamTargetService } from './service';

type Input = { id?: string; name: string; server_url: string; stream_key: string };

/** Stream targets on the account service: list (keys masked), create, update, delete. */
export async function streamTargetRoutes(app: FastifyInstance, ctx: AppContext) {
  const targets = new StreamTargetService(ctx.db);
  const tags = ['stream targets'];

  app.get('/api/account/stream-target/list', {
    schema: { tags, summary: 'Stream targets of the signed-in account, stream keys masked', security: bearer, response: responses(s.listResponse, [401]) },
  }, async (request) => targets.list((await ctx.auth.required(request)).account.id));

  app.post<{ Body: Input }>('/api/account/stream-target/create', {
    schema: { tags, summary: "Add a stream target; a malformed key is refused with 'check stream key'", security: bearer, body: s.createBody, response: responses(s.streamTarget, [400, 401]) },
  }, async (request) => targets.create((await ctx.auth.required(request)).account.id, request.body));

  app.post<{ Body: Input & { id: string } }>('/api/account/stream-target/update', {
    schema: { tags, summary: 'Edit a stream target; an empty stream key keeps the stored one', security: bearer, body: s.updateBody, response: responses(s.streamTarget, [400, 401, 404]) },
  }, async (request) => targets.update((await ctx.auth.required(request)).account.id, request.body));

  app.post<{ Body: { id: string } }>('/api/account/stream-target/delete', {
    schema: { tags, summary: 'Delete a stream target', security: bearer, body: s.deleteBody, response: responses(okBody, [400, 401, 404]) },
  }, async (request) => targets.delete((await ctx.auth.required(request)).account.id, request.body.id));
}
