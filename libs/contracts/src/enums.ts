import { Type, type Static } from 'typebox';

/** The modes an event can have (spec §3). */
export const EVENT_MODES = ['conference', 'meeting', 'livestream', 'theater', 'endtoend'] as const;
export const EventModeSchema = Type.Enum(EVENT_MODES);
export type EventMode = Static<typeof EventModeSchema>;

/** Roles a room member can hold on top of being a participant (spec §3, §6). */
export const ROOM_ROLES = ['host', 'cohost', 'presenter', 'interpreter'] as const;
export const RoomRoleSchema = Type.Enum(ROOM_ROLES);
export type RoomRole = Static<typeof RoomRoleSchema>;

/** Close codes of the room socket: ended for all, and refused or removed (the client does not reconnect). */
export const ROOM_CLOSE = { ended: 4000, refused: 4003 } as const;

export function isEventMode(value: unknown): value is EventMode {
  return typeof value === 'string' && (EVENT_MODES as readonly string[]).includes(value);
}
