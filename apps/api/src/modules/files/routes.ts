import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody, isUploadKind, StoredFileParams, UploadedFile, UploadFileQuery, type UploadKind } from '@platform/contracts';
import { publicBaseUrl, type AppContext } from '../../context';
import { AppError, errors } from '../../errors';
import { bearer } from '../../lib/schema';
import { Type } from 'typebox';
import { byteRange } from './byte-range';
import { UPLOAD_RULES } from './service';

/** Uploads (multipart: `kind`, then `file`) and safe read-back of stored files. */
export async function fileRoutes(scope: FastifyInstance, ctx: AppContext) {
  // Here, not on the whole app: the plugin hooks every request it covers (two async hooks each),
  // and only uploads read multipart.
  await scope.register(fastifyMultipart);
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['files'];

  app.post(
    '/api/storage/upload-file',
    {
      schema: {
        tags,
        summary: 'Upload a file: multipart fields kind (name_badge|scene|logo|file|video|chat) then file',
        security: bearer,
        consumes: ['multipart/form-data'],
        querystring: UploadFileQuery,
        response: { 200: UploadedFile, 400: ApiErrorBody, 401: ApiErrorBody, 413: ApiErrorBody, 415: ApiErrorBody },
      },
    },
    async (request) => {
      const { account } = await ctx.auth.required(request);
      if (!request.isMultipart()) throw errors.fieldRequired('file');
      let kind: UploadKind | undefined = request.query.kind;
      try {
        return await receive();
      } catch (error) {
        // A form without a boundary or cut off mid-part: the parser's own error is no reason for a 500.
        if (error instanceof AppError || (error as { statusCode?: number }).statusCode === 413) throw error;
        throw errors.invalidInput('file', 'The upload was cut off or is not a valid form. Please try again.');
      }
      async function receive() {
        for await (const part of request.parts({
          limits: { fileSize: UPLOAD_RULES.video.limitMb * 1024 * 1024 + 1, files: 1, fields: 10 },
        })) {
          if (part.type === 'field') {
            if (part.fieldname === 'kind') {
              if (!isUploadKind(part.value)) throw errors.invalidInput('kind');
              kind = part.value;
            }
            continue;
          }
          if (part.fieldname !== 'file') {
            part.file.resume();
            continue;
          }
          if (!kind) {
            part.file.resume();
            throw errors.fieldRequired('kind');
          }
          const saved = await ctx.files.save(account.id, kind, part.file, part.filename?.replace(/\u0000/g, '') || null);
          if (part.file.truncated) throw errors.fileTooBig(UPLOAD_RULES[kind].limitMb);
          return { ...saved, url: `${publicBaseUrl(ctx.config, request)}/api/storage/files/${saved.id}` };
        }
        throw errors.fieldRequired('file');
      }
    },
  );

  app.get(
    '/api/storage/files/:id',
    {
      schema: {
        tags,
        summary: 'A stored file, with its sniffed type',
        params: StoredFileParams,
        response: {
          200: { description: 'The file', content: { '*/*': { schema: Type.String({ format: 'binary' }) } } },
          206: { description: 'The requested byte range', content: { '*/*': { schema: Type.String({ format: 'binary' }) } } },
          400: ApiErrorBody,
          404: ApiErrorBody,
          416: { description: 'A byte range outside the file (empty body)', content: { '*/*': { schema: Type.String({ maxLength: 0 }) } } },
        },
      },
    },
    async (request, reply) => {
      const file = await ctx.files.find(request.params.id);
      if (!file) throw errors.notFound('File');
      const isImage = file.mime.startsWith('image/');
      const name = file.original_name ?? file.id;
      reply
        .header('content-type', file.mime)
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', `${isImage ? 'inline' : 'attachment'}; filename="${name.replace(/"/g, '')}"`);
      // Pictures (logos, scenes, badges) are drawn on canvases on other origins too (the broadcast
      // composite, opened by the worker at the API's own address); without CORS they would be left out.
      if (isImage) reply.header('access-control-allow-origin', '*');
      if (file.buffer) return reply.send(file.buffer as never);
      if (!file.path) throw new AppError(404, 'not_found', 'File not found.');
      // Stored files answer byte ranges: players seek recordings, and downloads resume.
      reply.header('accept-ranges', 'bytes');
      const range = byteRange(request.headers.range, file.size);
      if (range === 'unsatisfiable')
        return reply
          .code(416)
          .header('content-range', `bytes */${file.size}`)
          .header('content-length', '0')
          .send('' as never);
      if (range) {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', String(range.end - range.start + 1))
          .send(createReadStream(file.path, range) as never);
      }
      // File streams: the documented bodies are the bytes themselves, which the type provider cannot type.
      return reply.send(createReadStream(file.path) as never);
    },
  );
}
