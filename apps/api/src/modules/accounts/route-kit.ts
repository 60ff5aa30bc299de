import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { ApiErrorBody } from '@platform/contracts';

/** The answer schema for 200 and the error body for each failure status. */
export function answers<T extends TSchema>(ok: T, failures: number[] = [400]) {
  const map: Record<number, TSchema> & { 200: T } = { 200: ok };
  for (const status of failures) map[status] = ApiErrorBody;
  return map;
}

/** The account routes' Fastify scope, typed by the TypeBox provider (routes.ts makes it once for every account route file). */
export type AccountApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
