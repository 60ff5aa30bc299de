import type { TSchema } from 'typebox';
import { ApiErrorBody } from '@platform/contracts';

/** The answer schema for 200 and the error body for each failure status. */
export function answers<T extends TSchema>(ok: T, failures: number[] = [400]) {
  const map: Record<number, TSchema> & { 200: T } = { 200: ok };
  for (const status of failures) map[status] = ApiErrorBody;
  return map;
}
