import type { FastifyInstance } from 'fastify';
import { publicBaseUrl, type AppContext } from '../../context';
import { bearer, okBody, responses } from '../../lib/schema';
import * as s from './schema';
import { RecordingService } from './service';

/** Recordings on the account service: a page of them, register an uploaded video, delete. Playback and download use the file URL. */
export async function recordingRoutes(app: FastifyInstance, ctx: AppContext) {
  const recordings = new RecordingService(ctx.db, ctx.files);
  const tags = ['recordings'];

  app.get<{ Querystring: { from_id?: string; limit?: number } }>('/api/account/recording/list', {
    schema: { tags, summary: 'Recordings of the signed-in account, newest first', security: bearer, querystring: s.listQuery, response: responses(s.listResponse, [400, 401]) },
  }, async (request) => recordings.page((await ctx.auth.required(request)).account.id, request.query, publicBaseUrl(ctx.config, request)));

  app.post<{ Body: { file_id: string; title: string; event_alias?: string; duration_seconds?: number } }>('/api/account/recording/create', {
    schema: { tags, summary: 'Register an uploaded video (upload-file, kind video) as a recording', security: bearer, body: s.createBody, response: responses(s.recording, [400, 401, 404, 415]) },
  }, async (request) => recordings.create((await ctx.auth.required(request)).account.id, request.body, publicBaseUrl(ctx.config, request)));

  app.post<{ Body: { id: string } }>('/api/account/recording/delete', {
    schema: { tags, summary: 'Delete a recording and its file', security: bearer, body: s.deleteBody, response: responses(okBody, [400, 401, 404]) },
  }, async (request) => recordings.delete((await ctx.auth.required(request)).account.id, request.body.id));
}
