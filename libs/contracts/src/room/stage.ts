import type { EventMode, RoomRole } from '../enums';

/**
 * The stage of a conference, theater or livestream room (issue 13): the host, co-hosts, presenters
 * and interpreters who are not backstage talk in real time over the media transport; everyone else
 * is audience and watches the room's stream. Meeting and end-to-end rooms have no audience. One
 * rule for the server (who may exchange media signalling) and the call page (whom to link to).
 */
export const STAGE_ROLES: readonly RoomRole[] = ['host', 'cohost', 'presenter', 'interpreter'];

/** The most people on stage at once: the peer-to-peer mesh carries 10 (spec §9's meeting size). */
export const STAGE_MAX = 10;

export const hasAudience = (mode: EventMode): boolean => mode !== 'meeting' && mode !== 'endtoend';

/**
 * Who joins a room to watch (issue 29): in a room with an audience, everyone but the host and the
 * guests of a speaker link (who join as presenters). The join page asks such a person for no device.
 */
export function joinsAudience(mode: EventMode, who: { isHost: boolean; isSpeaker: boolean }): boolean {
  return hasAudience(mode) && !who.isHost && !who.isSpeaker;
}

/** On stage: everyone in a meeting; elsewhere a stage role while visible (backstage is off stage). */
export function isOnStage(person: { roles: readonly RoomRole[]; invisible: boolean }, mode: EventMode): boolean {
  if (!hasAudience(mode)) return true;
  return !person.invisible && person.roles.some((role) => STAGE_ROLES.includes(role));
}

/**
 * End to end means end to end (issue 26): no recorder, livestream or HLS audience in an end-to-end
 * room, since each would be a server that sees everyone's media. The server refuses them with
 * `end_to_end_room`; the call page disables Record and Go live with the reason.
 */
export const isEndToEndRoom = (mode: EventMode): boolean => mode === 'endtoend';
export const END_TO_END_REFUSAL = 'end_to_end_room' as const;
