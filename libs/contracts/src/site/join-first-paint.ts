import type { EventMode } from '../enums';
import { joinsAudience } from '../room/stage';

/**
 * The join page's first paint with the event's public facts (issue 27). The call remote's build draws
 * one screen per state (`FirstPaintFile.states['/j/:alias']`), with field markers where the facts go;
 * the server picks the state from the event's short detail (the public join-page facts, one owner:
 * the conference service) and fills the fields, escaped. It also sends that detail in the page
 * (`SERVED_DETAIL_ID`) so the live join page starts from it and draws the same screen at once.
 */
export const JOIN_FIRST_PAINT_ROUTE = '/j/:alias';

export const JOIN_PAINT_STATES = ['join', 'join-passcode', 'watch', 'watch-passcode', 'ended', 'invalid'] as const;
export type JoinPaintState = (typeof JOIN_PAINT_STATES)[number];
/** The facts a join paint shows, in text (escaped by the server). */
export const JOIN_PAINT_FIELDS = ['topic', 'host'] as const;
export type JoinPaintField = (typeof JOIN_PAINT_FIELDS)[number];

/** Where a fact goes in a build-time screen: plain letters, so React and the translation pass it unchanged. */
export const firstPaintField = (name: string) => `__platformFirstPaint_${name}__`;
/** Every field marker in a screen (the field's name is group 1). */
export const FIRST_PAINT_FIELD_PATTERN = /__platformFirstPaint_([A-Za-z]+)__/g;

/** What the join page's short detail says, as far as the state needs it. */
export interface JoinPaintDetail {
  mode: EventMode;
  has_passcode: boolean;
  ended?: boolean;
  speaker?: { name: string };
  host?: { display_name: string | null };
}

/**
 * The screen a visitor who is not signed in sees for this detail, as the join page decides it: an
 * ended event, else the pre-join (the audience's notice instead of the camera check in a room with an
 * audience; the passcode field when the event has one). Null when the picture cannot match (no host name).
 */
export function joinPaintState(detail: JoinPaintDetail | null): JoinPaintState | null {
  if (!detail) return 'invalid';
  if (detail.ended) return 'ended';
  if (!detail.host?.display_name) return null;
  const watching = joinsAudience(detail.mode, { isHost: false, isSpeaker: !!detail.speaker });
  if (watching) return detail.has_passcode ? 'watch-passcode' : 'watch';
  return detail.has_passcode ? 'join-passcode' : 'join';
}

/** The element holding the detail the server knew (`{ alias, speaker, detail, look }` as JSON). */
export const SERVED_DETAIL_ID = 'platform-served-detail';
