import AjvCompiler from '@fastify/ajv-compiler';

type BuildValidator = ReturnType<typeof AjvCompiler>;

/**
 * Request bodies are JSON: a field of the wrong type is a mistake to answer (`invalid_input`), not to
 * guess at (`"amount":"10"` was silently taken as 10, `"mic_on":"true"` as true). Query strings and
 * path parameters are text by nature and keep Fastify's coercion ("?limit=20").
 */
export function strictBodyValidators(): BuildValidator {
  const pool = AjvCompiler();
  return ((externalSchemas: Parameters<BuildValidator>[0], options: Parameters<BuildValidator>[1]) => {
    const loose = pool(externalSchemas, options);
    const strict = pool(externalSchemas, {
      ...options,
      customOptions: { ...options?.customOptions, coerceTypes: false },
    } as Parameters<BuildValidator>[1]);
    return (route: { httpPart?: string }) => (route.httpPart === 'body' ? strict : loose)(route as never);
  }) as BuildValidator;
}
