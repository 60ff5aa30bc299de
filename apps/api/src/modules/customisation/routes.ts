import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { bearer, responses } from '../../lib/schema';
import * as s from './schema';
import { CustomisationService, type CustomisationUpdate } from './service';

/** Conference customisation on the account service; anti-screen-capture is part of it. */
export async function customisationRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = new CustomisationService(ctx.db);
  const tags = ['customisation'];

  app.get('/api/account/setting/customisation', {
    schema: { tags, summary: "The signed-in host's conference customisation (defaults when never saved)", security: bearer, response: responses(s.customisation, [401]) },
  }, async (request) => service.get((await ctx.auth.required(request)).account.id));

  app.post<{ Body: CustomisationUpdate }>('/api/account/setting/customisation/update', {
    schema: { tags, summary: 'Change sections of the customisation: only the fields sent change', security: bearer, body: s.updateBody, response: responses(s.customisation, [400, 401]) },
  }, async (request) => service.update((await ctx.auth.required(request)).account.id, request.body ?? {}));

  app.get<{ Querystring: { alias: string } }>('/api/account/setting/customisation/public', {
    schema: { tags, summary: "An event's look for its participants: its host's customisation, by event alias", querystring: s.publicQuery, response: responses(s.publicCustomisation, [400, 404]) },
  }, (request) => service.forEvent(request.query.alias));
}
