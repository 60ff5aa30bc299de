import { hasAudience, isOnStage, STAGE_MAX } from '@platform/contracts';

/**
 * The room's rules as pure functions: capacity and presenters by mode, who may do what, hand raising,
 * mute-all, backstage and admission. The controller applies them; the tests check them one by one.
 */

export type RoomMode = 'conference' | 'meeting' | 'livestream' | 'theater' | 'endtoend';
export type RoomRole = 'host' | 'cohost' | 'presenter' | 'interpreter';
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

/** Room commands; each is checked against the sender's roles before it runs. */
export type Command =
  | 'waiting_room.set' | 'lock.set' | 'admit' | 'deny' | 'remove' | 'block'
  | 'cohost.offer' | 'cohost.revoke' | 'presenter.set' | 'interpreter.set' | 'backstage.set' | 'pin.set'
  | 'mute_all' | 'cameras.stop' | 'media.stop' | 'media.deny' | 'media.ask' | 'hand.lower_other'
  | 'mode.set' | 'room.end' | 'room.export';

/** Only the host: granting co-host, the room mode, ending for all. */
const HOST_ONLY = new Set<Command>(['cohost.offer', 'cohost.revoke', 'mode.set', 'room.end']);

export const isHost = (p: Pick<RuleParticipant, 'roles'>) => p.roles.includes('host');
export const isModerator = (p: Pick<RuleParticipant, 'roles'>) => p.roles.includes('host') || p.roles.includes('cohost');

export type Refusal = 'permission_denied';

/**
 * May `sender` run `command` (on `target` when it names one)? The host may do everything; a co-host
 * everything but the host-only commands; nobody acts on the host, and a co-host not on another co-host.
 */
export function checkCommand(sender: RuleParticipant, command: Command, target?: RuleParticipant | null): Refusal | null {
  if (!isModerator(sender)) return 'permission_denied';
  if (HOST_ONLY.has(command) && !isHost(sender)) return 'permission_denied';
  if (target && target.id !== sender.id) {
    if (isHost(target)) return 'permission_denied';
    if (!isHost(sender) && target.roles.includes('cohost')) return 'permission_denied';
  }
  return null;
}

export type HandRefusal = 'no_microphone' | 'interpreting' | 'invisible';

/** Spec §6: a hand goes up unless there is no microphone, the person is interpreting, or invisible. */
export function canRaiseHand(p: RuleParticipant): HandRefusal | null {
  if (!p.flags.hasMic) return 'no_microphone';
  if (p.roles.includes('interpreter')) return 'interpreting';
  if (p.flags.invisible) return 'invisible';
  return null;
}

export type MuteAllRefusal = 'mute_all_gallery';

/** Spec §6: mute all is refused in gallery view and spares pinned people (and the one who asked). */
export function muteAllTargets(
  sender: RuleParticipant,
  participants: RuleParticipant[],
  view: ViewMode,
): { refusal: MuteAllRefusal } | { targets: string[] } {
  if (view === 'gallery') return { refusal: 'mute_all_gallery' };
  return {
    targets: participants
      .filter((p) => p.id !== sender.id && !p.flags.pinned && !isHost(p) && p.flags.micOn)
      .map((p) => p.id),
  };
}

export type MediaRefusal = 'media_denied';

/** A participant may turn on what the host has not denied. */
export function canEnable(p: RuleParticipant, kind: 'mic' | 'camera'): MediaRefusal | null {
  if (kind === 'mic' && p.flags.micDenied) return 'media_denied';
  if (kind === 'camera' && p.flags.cameraDenied) return 'media_denied';
  return null;
}

export type StageRefusal = 'stage_full';

/** On the stage (real-time media) in this room: the contract's one rule, on the server's participant. */
export const onStage = (p: RuleParticipant, mode: RoomMode) => isOnStage({ roles: p.roles, invisible: p.flags.invisible }, mode);

/**
 * Bringing someone on stage (a role, back from backstage) keeps the stage within what the media
 * transport carries; someone already on stage, and meeting rooms (no audience), pass.
 */
export function canJoinStage(mode: RoomMode, who: RuleParticipant, participants: RuleParticipant[], after: RuleParticipant): StageRefusal | null {
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
  if (input.locked) return 'locked';
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
