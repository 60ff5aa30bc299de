import { Type, type TSchema } from 'typebox';

/** Field rules of the account, API-key and linked-account contracts: the JSON schemas the API always had, so validation answers the same messages. */

/** Text of at most `maxLength` characters (empty allowed unless `minLength`). */
export const text = (maxLength = 255, minLength = 0) => Type.String({ minLength, maxLength });
/** Text that must not be empty: answered with `field_required` ("<Field> is required."). */
export const filled = (maxLength = 255) => text(maxLength, 1);
/** `schema` or null. */
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Text or null, validated as one JSON-schema type list (the API's messages for it stay as they were). */
export const textOrNull = (maxLength: number) => Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength });
/** One of `values`, validated as a JSON-schema `enum` (the API's message names the allowed values). */
export const oneOf = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
