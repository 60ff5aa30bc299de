import { Type, type Static } from 'typebox';

/** A page of a list, newest first: the entries before `from_id` (the last id of the previous page), `limit` of them. */
export const PageQuery = Type.Object(
  { from_id: Type.Optional(Type.String({ maxLength: 20 })), limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })) },
  { additionalProperties: false },
);
export type PageQuery = Static<typeof PageQuery>;
