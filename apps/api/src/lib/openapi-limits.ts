import { errorBody } from './schema';

/**
 * Answers any operation can give before its handler runs, from the server's own limits (Node's request
 * parser, the body limit, the rate limiter). They are documented on every operation, so that a caller
 * (and the API fuzz, scripts/api-fuzz.mjs) reads them in the contract instead of meeting them undocumented.
 */
export const SERVER_LIMIT_RESPONSES: Record<string, string> = {
  '413': 'The request body is larger than this server accepts.',
  '414': 'The request line is longer than this server accepts.',
  '429': 'Too many requests: wait and try again (see the Retry-After header).',
  '431': 'The request headers or the URL are larger than this server accepts.',
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

type Operation = { responses?: Record<string, unknown> };
type OpenApiDocument = { paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };

/** Adds the server-limit answers to every operation that does not document them itself. */
export function documentServerLimits<T extends OpenApiDocument>(document: T): T {
  for (const path of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = path[method];
      if (!operation) continue;
      const answers = (operation.responses ??= {});
      for (const [status, description] of Object.entries(SERVER_LIMIT_RESPONSES)) {
        answers[status] ??= { description, content: { 'application/json': { schema: errorBody } } };
      }
    }
  }
  return document;
}
