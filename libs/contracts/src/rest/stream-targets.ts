import { Type, type Static } from 'typebox';
import { STREAM_KEY_MAX, STREAM_TARGET_NAME_MAX, STREAM_TARGET_URL_MAX } from '../rules/limits';
import { RequiredText, RowId, Text } from './fields';

/** Stream targets (spec §3: name, server URL, stream key) on the account service. The key never comes back: only its masked form. */
export const StreamTarget = Type.Object({
  id: Type.String(),
  name: Type.String(),
  server_url: Type.String(),
  stream_key_masked: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type StreamTarget = Static<typeof StreamTarget>;
export const StreamTargetList = Type.Object({ items: Type.Array(StreamTarget) });
export type StreamTargetList = Static<typeof StreamTargetList>;

/** A malformed key is refused with `stream_key_invalid` ('check stream key'). */
export const StreamTargetCreateBody = Type.Object(
  { name: RequiredText(STREAM_TARGET_NAME_MAX), server_url: RequiredText(STREAM_TARGET_URL_MAX), stream_key: RequiredText(STREAM_KEY_MAX) },
  { additionalProperties: false },
);
export type StreamTargetCreateBody = Static<typeof StreamTargetCreateBody>;
/** The fields sent change; an empty or absent stream key keeps the stored one (the client never sees it again). */
export const StreamTargetUpdateBody = Type.Object(
  {
    id: RowId,
    name: Type.Optional(RequiredText(STREAM_TARGET_NAME_MAX)),
    server_url: Type.Optional(RequiredText(STREAM_TARGET_URL_MAX)),
    stream_key: Type.Optional(Text(STREAM_KEY_MAX)),
  },
  { additionalProperties: false },
);
export type StreamTargetUpdateBody = Static<typeof StreamTargetUpdateBody>;
export const StreamTargetDeleteBody = Type.Object({ id: RowId }, { additionalProperties: false });
export type StreamTargetDeleteBody = Static<typeof StreamTargetDeleteBody>;
