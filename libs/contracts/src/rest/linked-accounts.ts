import { Type, type Static } from 'typebox';
import { OneOf, RequiredText } from './fields';

/** Linking Google or Facebook to the signed-in account (settings, linked accounts); both answer the account (`AccountJson`). */

export const LinkProvider = OneOf(['google', 'facebook']);
export type LinkProvider = Static<typeof LinkProvider>;
/** `token`: a Google ID token or a Facebook access token. */
export const LinkAccountBody = Type.Object({ provider: LinkProvider, token: RequiredText(4096) }, { additionalProperties: false });
export type LinkAccountBody = Static<typeof LinkAccountBody>;
export const UnlinkAccountBody = Type.Object({ provider: LinkProvider }, { additionalProperties: false });
export type UnlinkAccountBody = Static<typeof UnlinkAccountBody>;
