import { Type, type Static } from 'typebox';

/** The answer of a call that only confirms (`{ ok: true }`); some say more (`delivered`), passed through. */
export const OkResult = Type.Object({ ok: Type.Boolean() }, { additionalProperties: true });
export type OkResult = Static<typeof OkResult>;
