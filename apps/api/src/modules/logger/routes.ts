import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody, LogEntry, OkBody } from '@platform/contracts';
import type { AppContext } from '../../context';

const MAX_MESSAGE = 2000;
const MAX_CONTEXT = 8192;

/** Client logs, mounted under /logger; never needs a token. Long fields are cut, not refused. */
export async function loggerRoutes(scope: FastifyInstance, ctx: AppContext) {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/v1/log',
    {
      schema: { tags: ['logger'], summary: 'Store a client log entry', body: LogEntry, response: { 200: OkBody, 400: ApiErrorBody } },
    },
    async (request) => {
      const { level, message, source, context } = request.body;
      let contextJson = context ? JSON.stringify(context) : null;
      if (contextJson && contextJson.length > MAX_CONTEXT) {
        contextJson = JSON.stringify({ truncated: true, preview: contextJson.slice(0, MAX_CONTEXT) });
      }
      await ctx.db.query('INSERT INTO log_entries (level, message, source, context) VALUES ($1, $2, $3, $4::jsonb)', [
        level,
        message.slice(0, MAX_MESSAGE),
        source?.slice(0, 200) ?? null,
        contextJson,
      ]);
      return { ok: true };
    },
  );
}
