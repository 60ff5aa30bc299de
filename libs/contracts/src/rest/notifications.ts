import { Type, type Static } from 'typebox';

/** What a notification says as i18n keys and parameters (the reader's app renders it); title and body are its English rendering. */
export const NotificationText = Type.Object({
  title_key: Type.String(),
  body_key: Type.Optional(Type.String()),
  params: Type.Record(Type.String(), Type.Unknown()),
});
export type NotificationText = Static<typeof NotificationText>;

/** One notification of an account, as the list and the live `notification` message carry it. */
export const Notification = Type.Object({
  id: Type.String(),
  title: Type.String(),
  body: Type.String(),
  text: Type.Union([NotificationText, Type.Null()]),
  data: Type.Record(Type.String(), Type.Unknown()),
  is_read: Type.Boolean(),
  created_at: Type.String(),
});
export type Notification = Static<typeof Notification>;

/** A notification id: a decimal string (or the number it spells). */
const NotificationId = Type.Union([Type.String({ maxLength: 20 }), Type.Integer()]);

/** A page of notifications, newest first; `next_from_id` continues the list. */
export const NotificationPage = Type.Object({ items: Type.Array(Notification), next_from_id: Type.Union([Type.String(), Type.Null()]) });
export type NotificationPage = Static<typeof NotificationPage>;

/** `POST /notification/message/update-read-status`: these `ids`, or `all`, marked read (default) or unread. */
export const NotificationReadStatusBody = Type.Object(
  {
    ids: Type.Optional(Type.Array(NotificationId, { maxItems: 1000 })),
    all: Type.Optional(Type.Boolean()),
    is_read: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type NotificationReadStatusBody = Static<typeof NotificationReadStatusBody>;

export const NotificationsUpdated = Type.Object({ ok: Type.Boolean(), updated: Type.Number() });
export type NotificationsUpdated = Static<typeof NotificationsUpdated>;

/** `POST /notification/message/delete`. */
export const NotificationDeleteBody = Type.Object(
  { ids: Type.Array(NotificationId, { minItems: 1, maxItems: 1000 }) },
  { additionalProperties: false },
);
export type NotificationDeleteBody = Static<typeof NotificationDeleteBody>;

export const NotificationsDeleted = Type.Object({ ok: Type.Boolean(), deleted: Type.Number() });
export type NotificationsDeleted = Static<typeof NotificationsDeleted>;

/** `GET /notification/message/count`: unread notifications. */
export const NotificationCount = Type.Object({ count: Type.Number() });
export type NotificationCount = Static<typeof NotificationCount>;
