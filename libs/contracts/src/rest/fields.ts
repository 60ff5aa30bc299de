import { Type, type Static, type TSchema } from 'typebox';

/** Field builders the REST contracts share, so that one length rule reads the same everywhere. */

/** Text of at most `maxLength` characters; empty is allowed unless `minLength` says otherwise. */
export const Text = (maxLength = 255, minLength = 0) => Type.String({ minLength, maxLength });
/** Text that must not be empty: the API answers `field_required` ("<Field> is required.") for "". */
export const RequiredText = (maxLength = 255) => Text(maxLength, 1);
/** `schema` or null (a response keeps null as null instead of turning it into "" or 0). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Text or null, validated as one JSON-schema type list (the API's messages for it stay as they were). */
export const TextOrNull = (maxLength: number) => Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength });
/** One of `values`, validated as a JSON-schema `enum` (the API's message names the allowed values). */
export const OneOf = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
/** A row id as clients send it: text or a number (old clients send numbers). */
export const RowId = Type.Union([Type.String({ minLength: 1, maxLength: 20 }), Type.Integer()]);

/** `{ ok: true }`: the answer of a delete or other call with nothing more to say. */
export const OkBody = Type.Object({ ok: Type.Boolean() }, { additionalProperties: true });
export type OkBody = Static<typeof OkBody>;
