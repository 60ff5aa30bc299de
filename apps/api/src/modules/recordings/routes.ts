import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { OkBody, Recording, RecordingCreateBody, RecordingDeleteBody, RecordingList, RecordingListQuery } from '@platform/contracts';
import { publicBaseUrl, type AppContext } from '../../context';
import { replies } from '../../lib/replies';
import { bearer } from '../../lib/schema';
import { RecordingService } from './service';

/** Recordings on the account service: a page of them, register an uploaded video, delete. Playback and download use the file URL. Shapes in libs/contracts/src/rest/recordings.ts. */
export async function recordingRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const recordings = new RecordingService(ctx.db, ctx.files);
  const tags = ['recordings'];

  app.get(
    '/api/account/recording/list',
    {
      schema: {
        tags,
        summary: 'Recordings of the signed-in account, newest first',
        security: bearer,
        querystring: RecordingListQuery,
        response: replies(RecordingList, [400, 401]),
      },
    },
    async (request) => recordings.page((await ctx.auth.required(request)).account.id, request.query, publicBaseUrl(ctx.config, request)),
  );

  app.post(
    '/api/account/recording/create',
    {
      schema: {
        tags,
        summary: 'Register an uploaded video (upload-file, kind video) as a recording',
        security: bearer,
        body: RecordingCreateBody,
        response: replies(Recording, [400, 401, 404, 415]),
      },
    },
    async (request) => recordings.create((await ctx.auth.required(request)).account.id, request.body, publicBaseUrl(ctx.config, request)),
  );

  app.post(
    '/api/account/recording/delete',
    {
      schema: {
        tags,
        summary: 'Delete a recording and its file',
        security: bearer,
        body: RecordingDeleteBody,
        response: replies(OkBody, [400, 401, 404]),
      },
    },
    async (request) => recordings.delete((await ctx.auth.required(request)).account.id, request.body.id),
  );
}
