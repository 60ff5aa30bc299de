import { Type, type Static } from 'typebox';

/** What an upload is for (spec §5/§9): each kind has its own size limit and accepted types on the server. */
export const UPLOAD_KINDS = ['name_badge', 'scene', 'logo', 'file', 'video', 'chat'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const isUploadKind = (value: unknown): value is UploadKind => (UPLOAD_KINDS as readonly unknown[]).includes(value);

/** `POST /api/storage/upload-file` query: the kind may come here instead of as the form's first field. */
export const UploadFileQuery = Type.Object({ kind: Type.Optional(Type.Enum(UPLOAD_KINDS)) });
export type UploadFileQuery = Static<typeof UploadFileQuery>;

/** A stored upload and the URL it is read back from. */
export const UploadedFile = Type.Object({ id: Type.String(), url: Type.String(), mime: Type.String(), size: Type.Number() });
export type UploadedFile = Static<typeof UploadedFile>;

/** `GET /api/storage/files/{id}` path parameters. */
export const StoredFileParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export type StoredFileParams = Static<typeof StoredFileParams>;
