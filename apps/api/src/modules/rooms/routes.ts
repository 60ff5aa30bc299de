import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody, ResumedMember, ResumeMemberBody, UploadedFile } from '@platform/contracts';
import { publicBaseUrl, type AppContext } from '../../context';
import { AppError, errors } from '../../errors';
import { UPLOAD_RULES } from '../files/service';
import type { RoomController } from './controller';

/** Room REST under /signal: a fresh socket ticket for a member who reconnects after theirs expired. */
export async function roomRoutes(scope: FastifyInstance, ctx: AppContext, rooms: RoomController) {
  await scope.register(fastifyMultipart); // for the chat upload below only (see files/routes.ts)
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/member/v1/resume',
    {
      schema: {
        tags: ['signal'],
        summary: 'Reconnect to a room as the same member (keeps role and place)',
        body: ResumeMemberBody,
        response: { 200: ResumedMember, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const { member_id: memberId, resume_token: token, mic_on: micOn, camera_on: cameraOn, has_mic: hasMic } = request.body;
      const media =
        typeof micOn === 'boolean' || typeof cameraOn === 'boolean'
          ? { micOn: !!micOn, cameraOn: !!cameraOn, hasMic: hasMic !== false }
          : undefined;
      const ticket = await rooms.resumeTicket(ctx.signal, memberId, token, media);
      if (!ticket) throw new AppError(404, 'resume_expired', 'Your place in the room has expired. Please join again.');
      return { ticket, member_id: memberId, expires_in: 120 };
    },
  );

  /**
   * Chat attachments for everyone in a room, guests included: the member proves who they are with
   * their resume token; the file is stored like any upload (kind chat: 5 MB, sniffed types) and owned
   * by the event's host.
   */
  app.post(
    '/member/v1/upload',
    {
      schema: {
        tags: ['signal'],
        summary: 'Upload a chat attachment from inside a room (headers x-member-id, x-resume-token)',
        consumes: ['multipart/form-data'],
        response: { 200: UploadedFile, 400: ApiErrorBody, 401: ApiErrorBody, 413: ApiErrorBody, 415: ApiErrorBody },
      },
    },
    async (request) => {
      const memberId = String(request.headers['x-member-id'] ?? '');
      const token = String(request.headers['x-resume-token'] ?? '');
      const owner = (await rooms.canResume(memberId, token)) ? await rooms.hostAccountOf(memberId) : null;
      if (owner === null) throw errors.unauthorized();
      if (!request.isMultipart()) throw errors.fieldRequired('file');
      for await (const part of request.parts({ limits: { fileSize: UPLOAD_RULES.chat.limitMb * 1024 * 1024 + 1, files: 1, fields: 5 } })) {
        if (part.type === 'field') continue;
        const saved = await ctx.files.save(owner, 'chat', part.file, part.filename || null);
        if (part.file.truncated) throw errors.fileTooBig(UPLOAD_RULES.chat.limitMb);
        return { ...saved, url: `${publicBaseUrl(ctx.config, request)}/api/storage/files/${saved.id}` };
      }
      throw errors.fieldRequired('file');
    },
  );
}
