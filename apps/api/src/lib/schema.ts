/** Small JSON-schema builders shared by the route schemas (validation + OpenAPI from one declaration). */
export const text = (maxLength = 255, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
export const required = (maxLength = 255) => text(maxLength, 1);
export const email = { type: 'string', minLength: 1, maxLength: 254, format: 'email' } as const;
export const idString = { type: 'string', minLength: 1, maxLength: 64 } as const;
export const isoTime = { type: 'string', minLength: 1, maxLength: 64 } as const;

export function object(properties: Record<string, unknown>, requiredKeys: string[] = [], extra: Record<string, unknown> = {}) {
  return { type: 'object', properties, required: requiredKeys, additionalProperties: false, ...extra } as const;
}

/** A body that is optional: absent, `{}` or an object with any fields. */
export const anyObject = { type: 'object', additionalProperties: true } as const;

export const errorBody = {
  type: 'object',
  properties: { code: { type: 'string' }, message: { type: 'string' }, field: { type: 'string' } },
  additionalProperties: true,
} as const;

export const okBody = { type: 'object', properties: { ok: { type: 'boolean' } }, additionalProperties: true } as const;

/** Response map with the error body documented for the usual failures. */
export function responses(ok: unknown, failures: number[] = [400]) {
  const map: Record<number, unknown> = { 200: ok };
  for (const status of failures) map[status] = errorBody;
  return map;
}

export const bearer = [{ bearerAuth: [] }];
