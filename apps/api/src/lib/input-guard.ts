import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, fieldLabel } from '../errors';
import { jsonTooDeep } from './socket-guard';

/** No request body of the product nests more than a few levels; 32 leaves room for free-form settings. */
export const MAX_JSON_DEPTH = 32;

export const inputErrors = {
  tooDeep: () => new AppError(400, 'invalid_input', 'The request is nested too deeply.'),
  nulCharacter: (field: string | undefined) =>
    new AppError(400, 'invalid_input', `${field ? fieldLabel(field) : 'The request'} contains a character that is not allowed.`, field),
};

/** The first field (top-level name) whose text holds a NUL character, searched through nested values. */
export function fieldWithNul(value: unknown, field?: string): string | null | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? (field ?? null) : undefined;
  if (!value || typeof value !== 'object') return undefined;
  const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    if (key.includes('\u0000')) return field ?? key;
    const found = fieldWithNul(item, field ?? (key || undefined));
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Bad input refused in one place, before any route sees it: JSON bodies nested too deep (checked on
 * the raw text, before parsing) and NUL characters in any query, path or body text (PostgreSQL
 * cannot store them; they used to surface as 500s on 31 route/field pairs).
 */
export function registerInputGuard(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonTooDeep(body as string, MAX_JSON_DEPTH)) return done(inputErrors.tooDeep(), undefined);
    parseJson(request, body as string, done);
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = fieldWithNul(part);
      if (field !== undefined) throw inputErrors.nulCharacter(field ?? undefined);
    }
  });
}
