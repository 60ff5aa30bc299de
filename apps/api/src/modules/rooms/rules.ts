import {
  canEnable as enableRule,
  canRaiseHand as raiseHandRule,
  checkCommand,
  hasAudience,
  isHost,
  isModerator,
  isOnStage,
  STAGE_MAX,
  type EventMode,
  type HandRefusal,
  type ModeratorCommand,
  type RoomRole,
} from '@platform/contracts';

/**
 * The room's rules as pure functions: capacity and presenters by mode, who may do what, hand raising,
 * mute-all, backstage and admission. The controller applies them; the tests check them one by one.
 */

export type RoomMode = EventMode;
export type { RoomRole };
export type ViewMode = 'center' | 'pin' | 'gallery';

export interface ParticipantFlags {
  micOn: boolean;
  cameraOn: boolean;
  hasMic: boolean;
  handRaised: boolean;
  pinned: boolean;
  invisible: boolean;
  micDenied: boolean;
  cameraDenied: boolean;
}

export interface RuleParticipant {
  id: string;
  roles: RoomRole[];
  flags: ParticipantFlags;
}

/** Spec §9: meeting and end-to-end up to 10 (the first 8 present), conference and theater up to 10,000. */
export const MEETING_CAPACITY = 10;
export const MEETING_PRESENTERS = 8;
export const LARGE_CAPACITY = 10_000;

export const isMeetingMode = (mode: RoomMode) => mode === 'meeting' || mode === 'endtoend';

export function capacityFor(mode: RoomMode): number {
  return isMeetingMode(mode) ? MEETING_CAPACITY : LARGE_CAPACITY;
}

/** In meeting-size modes the first 8 in the room present; elsewhere only the host and invited speakers do. */
export function joinsAsPresenter(mode: RoomMode, presentersNow: number, isSpeaker: boolean): boolean {
  if (isSpeaker) return true;
  return isMeetingMode(mode) && presentersNow < MEETING_PRESENTERS;
}

/** Room commands a moderator sends: contracts' list, checked by contracts' rule. */
export type Command = ModeratorCommand;

/** The contracts' rules take a flat person; the server keeps its flags apart. */
const person = (p: RuleParticipant) => ({ id: p.id, roles: p.roles, ...p.flags });

export { isHost, isModerator };

/** May `sender` run `command` (on `target`)? Contracts' `checkCommand`, one rule with the call page. */
export { checkCommand };

export type { HandRefusal };

/** Spec §6, contracts' `canRaiseHand`: no microphone, interpreting or invisible keep a hand down. */
export const canRaiseHand = (p: RuleParticipant): HandRefusal | null => raiseHandRule(person(p));

export type MuteAllRefusal = 'mute_all_gallery';

/** Spec §6: mute all is refused in gallery view and spares pinned people (and the one who asked). */
export function muteAllTargets(
  sender: RuleParticipant,
  participants: RuleParticipant[],
  view: ViewMode,
): { refusal: MuteAllRefusal } | { targets: string[] } {
  if (view === 'gallery') return { refusal: 'mute_all_gallery' };
  return {
    targets: participants.filter((p) => p.id !== sender.id && !p.flags.pinned && !isHost(p) && p.flags.micOn).map((p) => p.id),
  };
}

export type MediaRefusal = 'media_denied';

/** A participant may turn on what the host has not denied (contracts' `canEnable`). */
export const canEnable = (p: RuleParticipant, kind: 'mic' | 'camera'): MediaRefusal | null => enableRule(person(p), kind);

export type StageRefusal = 'stage_full';

/** On the stage (real-time media) in this room: the contract's one rule, on the server's participant. */
export const onStage = (p: RuleParticipant, mode: RoomMode) => isOnStage({ roles: p.roles, invisible: p.flags.invisible }, mode);

/**
 * Bringing someone on stage (a role, back from backstage) keeps the stage within what the media
 * transport carries; someone already on stage, and meeting rooms (no audience), pass.
 */
export function canJoinStage(
  mode: RoomMode,
  who: RuleParticipant,
  participants: RuleParticipant[],
  after: RuleParticipant,
): StageRefusal | null {
  if (!hasAudience(mode) || onStage(who, mode) || !onStage(after, mode)) return null;
  return participants.filter((p) => p.id !== who.id && onStage(p, mode)).length >= STAGE_MAX ? 'stage_full' : null;
}

/** Media signalling goes between people on stage, and from them to the broadcast's recorders. */
export function mayExchangeMedia(mode: RoomMode, from: RuleParticipant | 'recorder', to: RuleParticipant | 'recorder'): boolean {
  if (from === 'recorder' && to === 'recorder') return false;
  return (from === 'recorder' || onStage(from, mode)) && (to === 'recorder' || onStage(to, mode));
}

export type BackstageRefusal = 'no_presenter' | 'too_few_presenters';

/**
 * Moving someone backstage (invisible) must leave the stage with a presenter: in a room with none it is
 * refused outright; taking away the last visible presenter is refused as too few.
 */
export function canGoBackstage(target: RuleParticipant, participants: RuleParticipant[]): BackstageRefusal | null {
  const visiblePresenters = participants.filter((p) => p.roles.includes('presenter') && !p.flags.invisible);
  if (visiblePresenters.length === 0) return 'no_presenter';
  const remaining = visiblePresenters.filter((p) => p.id !== target.id);
  if (remaining.length === 0) return 'too_few_presenters';
  return null;
}

export type Admission = 'admit' | 'waiting_room' | 'waiting_for_host' | 'locked' | 'full' | 'blocked';

export interface AdmissionInput {
  isHost: boolean;
  /** Already in the room (a reconnect within the grace period, or a second socket). */
  returning: boolean;
  blocked: boolean;
  locked: boolean;
  /** Was waiting before (the waiting room or for the host; a room taken over from a lost instance): a lock since then does not turn them away. */
  wasWaiting?: boolean;
  waitingRoom: boolean;
  /** The host has opened the room since it was last ended. */
  started: boolean;
  admittedCount: number;
  capacity: number;
}

/** Where a newcomer goes. Returning people keep their place; the host always gets in. */
export function admission(input: AdmissionInput): Admission {
  if (input.returning) return 'admit';
  if (input.isHost) return 'admit';
  if (input.blocked) return 'blocked';
  if (input.locked && !input.wasWaiting) return 'locked';
  if (input.admittedCount >= input.capacity) return 'full';
  if (!input.started) return 'waiting_for_host';
  if (input.waitingRoom) return 'waiting_room';
  return 'admit';
}

/** Switching between conference and meeting: a meeting holds 10, so a bigger room cannot switch. */
export function canSwitchMode(to: RoomMode, admittedCount: number): 'room_full' | null {
  return admittedCount > capacityFor(to) ? 'room_full' : null;
}

/** After a switch to a meeting mode, the first 8 by join order present (those already presenting stay). */
export function presentersAfterSwitch(mode: RoomMode, joinOrder: string[], current: Set<string>): Set<string> {
  if (!isMeetingMode(mode)) return new Set(current);
  const result = new Set(current);
  for (const id of joinOrder) {
    if (result.size >= MEETING_PRESENTERS) break;
    result.add(id);
  }
  return result;
}

/** The room mode an event starts in: livestream events run as conferences here. */
export function roomModeOf(eventMode: string): RoomMode {
  return (['conference', 'meeting', 'theater', 'endtoend'] as string[]).includes(eventMode) ? (eventMode as RoomMode) : 'conference';
}
