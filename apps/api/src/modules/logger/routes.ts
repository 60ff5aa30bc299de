import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { object, okBody, responses, text } from '../../lib/schema';

const MAX_MESSAGE = 2000;
const MAX_CONTEXT = 8192;

const body = object(
  {
    level: { type: 'string', enum: ['error', 'warn', 'info', 'debug'] },
    message: { type: 'string', minLength: 1, maxLength: 100_000 },
    source: text(1000),
    context: { type: ['object', 'null'], additionalProperties: true },
  },
  ['level', 'message'],
);

/** Client logs, mounted under /logger; never needs a token. Long fields are cut, not refused. */
export async function loggerRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post<{ Body: { level: string; message: string; source?: string; context?: Record<string, unknown> | null } }>('/v1/log', {
    schema: { tags: ['logger'], summary: 'Store a client log entry', body, response: responses(okBody) },
  }, async (request) => {
    const { level, message, source, context } = request.body;
    let contextJson = context ? JSON.stringify(context) : null;
    if (contextJson && contextJson.length > MAX_CONTEXT) {
      contextJson = JSON.stringify({ truncated: true, preview: contextJson.slice(0, MAX_CONTEXT) });
    }
    await ctx.db.query('INSERT INTO log_entries (level, message, source, context) VALUES ($1, $2, $3, $4::jsonb)', [
      level, message.slice(0, MAX_MESSAGE), source?.slice(0, 200) ?? null, contextJson,
    ]);
    return { ok: true };
  });
}
