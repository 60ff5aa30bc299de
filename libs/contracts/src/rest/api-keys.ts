import { Type, type Static } from 'typebox';
import { API_KEY_NAME_MAX } from '../rules/limits';
import { Nullable, RequiredText } from './fields';
import { AccountOk } from './accounts';

/** API keys of the signed-in account (spec §3 "API keys (name)"; settings): list, create (secret once), revoke. */

export const ApiKey = Type.Object({
  id: Type.String(),
  name: Type.String(),
  prefix: Type.String(),
  created_at: Type.String(),
  last_used_at: Nullable(Type.String()),
});
export type ApiKey = Static<typeof ApiKey>;
export const ApiKeyList = Type.Object({ items: Type.Array(ApiKey) });
export type ApiKeyList = Static<typeof ApiKeyList>;
export const ApiKeyCreateBody = Type.Object({ name: RequiredText(API_KEY_NAME_MAX) }, { additionalProperties: false });
export type ApiKeyCreateBody = Static<typeof ApiKeyCreateBody>;
/** The new key and its secret: the only time the secret is shown. */
export const ApiKeyCreated = Type.Object({ key: ApiKey, secret: Type.String() });
export type ApiKeyCreated = Static<typeof ApiKeyCreated>;
/** A key id as text or a number (old clients send numbers). */
export const ApiKeyRevokeBody = Type.Object(
  { id: Type.Unsafe<string | number>({ type: ['string', 'integer'], minLength: 1, maxLength: 20 }) },
  { additionalProperties: false },
);
export type ApiKeyRevokeBody = Static<typeof ApiKeyRevokeBody>;
export const ApiKeyRevoked = AccountOk;
export type ApiKeyRevoked = Static<typeof ApiKeyRevoked>;
