import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ConferenceCustomisation, CustomisationUpdateBody, EventCustomisation, EventCustomisationQuery } from '@platform/contracts';
import type { AppContext } from '../../context';
import { replies } from '../../lib/replies';
import { bearer } from '../../lib/schema';
import { CustomisationService } from './service';

/** Conference customisation on the account service; anti-screen-capture is part of it. Shapes in libs/contracts/src/rest/customisation.ts. */
export async function customisationRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const service = new CustomisationService(ctx.db);
  const tags = ['customisation'];

  app.get(
    '/api/account/setting/customisation',
    {
      schema: {
        tags,
        summary: "The signed-in host's conference customisation (defaults when never saved)",
        security: bearer,
        response: replies(ConferenceCustomisation, [401]),
      },
    },
    async (request) => service.get((await ctx.auth.required(request)).account.id),
  );

  app.post(
    '/api/account/setting/customisation/update',
    {
      schema: {
        tags,
        summary: 'Change sections of the customisation: only the fields sent change',
        security: bearer,
        body: CustomisationUpdateBody,
        response: replies(ConferenceCustomisation, [400, 401]),
      },
    },
    async (request) => service.update((await ctx.auth.required(request)).account.id, request.body ?? {}),
  );

  app.get(
    '/api/account/setting/customisation/public',
    {
      schema: {
        tags,
        summary: "An event's look for its participants: its host's customisation, by event alias",
        querystring: EventCustomisationQuery,
        response: replies(EventCustomisation, [400, 404]),
      },
    },
    (request) => service.forEvent(request.query.alias),
  );
}
