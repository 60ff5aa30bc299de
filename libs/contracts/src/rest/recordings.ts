import { Type, type Static } from 'typebox';
import { Nullable, RequiredText, RowId, Text } from './fields';

/** Recordings on the account service; playback and download use the file URL. */
export const Recording = Type.Object({
  id: Type.String(),
  title: Type.String(),
  event_alias: Nullable(Type.String()),
  duration_seconds: Type.Number(),
  size: Type.Number(),
  mime: Type.String(),
  url: Type.String(),
  created_at: Type.String(),
});
export type Recording = Static<typeof Recording>;

/** A page, newest first; `next_from_id` continues it. */
export const RecordingListQuery = Type.Object(
  { from_id: Type.Optional(Text(20)), limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })) },
  { additionalProperties: false },
);
export type RecordingListQuery = Static<typeof RecordingListQuery>;
export const RecordingList = Type.Object({ items: Type.Array(Recording), next_from_id: Nullable(Type.String()) });
export type RecordingList = Static<typeof RecordingList>;

/** Registers an uploaded video (upload-file, kind `video`) as a recording. */
export const RecordingCreateBody = Type.Object(
  {
    file_id: RequiredText(64),
    title: RequiredText(200),
    event_alias: Type.Optional(Text(64)),
    duration_seconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 })),
  },
  { additionalProperties: false },
);
export type RecordingCreateBody = Static<typeof RecordingCreateBody>;
export const RecordingDeleteBody = Type.Object({ id: RowId }, { additionalProperties: false });
export type RecordingDeleteBody = Static<typeof RecordingDeleteBody>;
