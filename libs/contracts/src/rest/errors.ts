import { Type, type Static } from 'typebox';

/** Every REST error body: a stable code, the message in the spec's words, the field it concerns. */
export const ApiErrorBody = Type.Object(
  { code: Type.String(), message: Type.String(), field: Type.Optional(Type.String()) },
  { additionalProperties: true },
);
export type ApiErrorBody = Static<typeof ApiErrorBody>;
