import type { TSchema } from 'typebox';
import { ApiErrorBody } from '@platform/contracts';

/**
 * A route's response map for the TypeBox type provider: the answer's schema under 200 and the error
 * body under each failure status, typed per status so that a handler's return value is checked too.
 */
export function replies<T extends TSchema, const F extends readonly number[]>(ok: T, failures: F) {
  const map: Record<number, TSchema> = { 200: ok };
  for (const status of failures) map[status] = ApiErrorBody;
  return map as { 200: T } & { [S in F[number]]: typeof ApiErrorBody };
}
