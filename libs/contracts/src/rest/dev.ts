import { Type, type Static } from 'typebox';

/** `GET /__dev/outbox` (development only): the messages sent to an address, to read verify codes. */
export const DevOutboxQuery = Type.Object({ to: Type.String({ minLength: 1, maxLength: 254 }) }, { additionalProperties: false });
export type DevOutboxQuery = Static<typeof DevOutboxQuery>;

export const DevOutboxMessage = Type.Object({
  id: Type.String(),
  to: Type.String(),
  channel: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  code: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
export type DevOutboxMessage = Static<typeof DevOutboxMessage>;

export const DevOutbox = Type.Array(DevOutboxMessage);
export type DevOutbox = Static<typeof DevOutbox>;

/** `POST /__dev/notify` (development only): a notification for an account named by `account_id` (hex) or `username`. */
export const DevNotifyBody = Type.Object(
  {
    account_id: Type.Optional(Type.String({ maxLength: 32 })),
    username: Type.Optional(Type.String({ maxLength: 254 })),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    body: Type.Optional(Type.String({ maxLength: 2000 })),
    data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);
export type DevNotifyBody = Static<typeof DevNotifyBody>;
