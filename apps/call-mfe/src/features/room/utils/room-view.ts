// Who may do what, and the words for a refusal: the server's own rules (issue 30), imported by path so
// they travel with the call remote, not in the shared chunk every page loads first.
import { canEnable, canRaiseHand, checkCommand, isHost, isModerator as isModeratorRule } from '@platform/contracts/src/room/permissions';
import { refusalKey } from '@platform/contracts/src/room/refusals';
import {
  type Interpretation,
  type RoomEvent,
  type RoomRoleName,
  type RoomSnapshot,
  type WireChatMessage,
  type WireParticipant,
  type WireRoom,
  type WireWaiter,
} from '@platform/shared-api';

/** A participant as the call screens use it (the media engineer's `participants` input). */
export interface Participant {
  id: string;
  displayName: string;
  roles: RoomRoleName[];
  micOn: boolean;
  cameraOn: boolean;
  hasMic: boolean;
  handRaised: boolean;
  handRaisedAt: string | null;
  pinned: boolean;
  invisible: boolean;
  micDenied: boolean;
  cameraDenied: boolean;
  connection: 'connected' | 'reconnecting';
  joinedAt: string;
  /** An interpreter's language pair (their microphone speaks into the channel of `to`). */
  interpretation: Interpretation | null;
}

/** The room as one client sees it: built from a snapshot, kept current by sequenced events. */
export interface RoomView {
  selfId: string | null;
  seq: number;
  room: WireRoom | null;
  participants: Participant[];
  chat: WireChatMessage[];
  waiting: WireWaiter[];
  /** Head count (a large room does not list its whole audience to everyone). */
  count: number;
  /** Hidden recorder members of a broadcast: the media layer links to them too. */
  recorders: string[];
}

export const EMPTY_VIEW: RoomView = { selfId: null, seq: 0, room: null, participants: [], chat: [], waiting: [], count: 0, recorders: [] };

export const toParticipant = (p: WireParticipant): Participant => ({
  id: p.id,
  displayName: p.display_name,
  roles: p.roles,
  micOn: p.mic_on,
  cameraOn: p.camera_on,
  hasMic: p.has_mic,
  handRaised: p.hand_raised,
  handRaisedAt: p.hand_raised_at,
  pinned: p.pinned,
  invisible: p.invisible,
  micDenied: p.mic_denied,
  cameraDenied: p.camera_denied,
  connection: p.connection,
  joinedAt: p.joined_at,
  interpretation: p.interpretation ?? null,
});

export function applySnapshot(snapshot: RoomSnapshot): RoomView {
  return {
    selfId: snapshot.self_id,
    seq: snapshot.seq,
    room: snapshot.room,
    participants: snapshot.participants.map(toParticipant),
    chat: snapshot.chat,
    waiting: snapshot.waiting,
    count: snapshot.participant_count ?? snapshot.participants.length,
    recorders: snapshot.recorders,
  };
}

/**
 * Applies events in sequence order. Events the snapshot already holds are skipped; a gap means
 * something was missed, and the caller asks for a fresh snapshot (`gap: true`).
 */
export function applyEvents(
  view: RoomView,
  events: Array<RoomEvent | (Omit<RoomEvent, 'seq'> & { seq?: undefined })>,
): { view: RoomView; gap: boolean } {
  let next = view;
  for (const event of events) {
    // Unsequenced: a moderator's view of a large room's audience, applied as it comes.
    if (event.seq === undefined) {
      next = applyEvent(next, event as unknown as RoomEvent);
      continue;
    }
    if (event.seq <= next.seq) continue;
    if (event.seq !== next.seq + 1) return { view: next, gap: true };
    next = applyEvent({ ...next, seq: event.seq }, event as unknown as RoomEvent);
  }
  return { view: next, gap: false };
}

function applyEvent(view: RoomView, event: RoomEvent): RoomView {
  switch (event.type) {
    case 'participant.joined':
    case 'participant.updated': {
      const participant = toParticipant(event.participant);
      const index = view.participants.findIndex((p) => p.id === participant.id);
      const participants =
        index >= 0 ? view.participants.map((p, i) => (i === index ? participant : p)) : [...view.participants, participant];
      return { ...view, participants };
    }
    case 'participant.left':
      return { ...view, participants: view.participants.filter((p) => p.id !== event.id) };
    case 'room.updated':
      return { ...view, room: event.room };
    case 'chat.message':
      return { ...view, chat: [...view.chat, event.message] };
    case 'recorders.updated':
      return { ...view, recorders: event.recorders };
    default:
      return view;
  }
}

export const selfOf = (view: RoomView): Participant | null => view.participants.find((p) => p.id === view.selfId) ?? null;

/** What was chosen on the join page (mic, camera, whether there is a microphone at all). */
export interface ChosenDevices {
  micOn: boolean;
  cameraOn: boolean;
  hasMic: boolean;
}

/**
 * The devices chosen before joining, as the room will take them once admitted: the server's own rule
 * (`canEnable`) leaves a device the host denied off, so nothing is sent that it would refuse (it refuses
 * the whole update then). The room client sends this and shows it at once in its own view: the call
 * page then keeps the join page's camera and microphone, where a round trip of "off" had it stop them
 * and open them again (issue 31).
 */
export function chosenSelfFlags(self: Pick<Participant, 'micDenied' | 'cameraDenied'>, chosen: ChosenDevices) {
  return {
    has_mic: chosen.hasMic,
    mic_on: chosen.micOn && chosen.hasMic && !canEnable(self, 'mic'),
    camera_on: chosen.cameraOn && !canEnable(self, 'camera'),
  };
}

/** The view with our own flags as `chosenSelfFlags` set them (the server's echo then changes nothing). */
export function withSelfFlags(view: RoomView, flags: ReturnType<typeof chosenSelfFlags>): RoomView {
  const apply = (p: Participant): Participant =>
    p.id === view.selfId ? { ...p, hasMic: flags.has_mic, micOn: flags.mic_on, cameraOn: flags.camera_on } : p;
  return { ...view, participants: view.participants.map(apply) };
}

export const isModerator = (p: Participant | null) => !!p && isModeratorRule(p);
export const isRoomHost = (p: Participant | null) => !!p && isHost(p);

/** Participants panel sections (hosts, presenters, everyone else), filtered by a search text. */
export function participantSections(participants: Participant[], search = '') {
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle ? participants.filter((p) => p.displayName.toLocaleLowerCase().includes(needle)) : participants;
  const hosts = shown.filter((p) => p.roles.includes('host') || p.roles.includes('cohost'));
  const presenters = shown.filter((p) => !hosts.includes(p) && p.roles.includes('presenter'));
  const everyone = shown.filter((p) => !hosts.includes(p) && !presenters.includes(p));
  // Raised hands first, in the order they went up.
  everyone.sort((a, b) => Number(b.handRaised) - Number(a.handRaised) || (a.handRaisedAt ?? '').localeCompare(b.handRaisedAt ?? ''));
  return { hosts, presenters, everyone };
}

/** Host actions a moderator may take on a participant (mirrors the server's rules; the server decides). */
export function actionsFor(viewer: Participant | null, target: Participant): string[] {
  if (!viewer || viewer.id === target.id || checkCommand(viewer, 'remove', target)) return [];
  const actions: string[] = [];
  if (!checkCommand(viewer, 'cohost.offer', target)) actions.push(target.roles.includes('cohost') ? 'cohost.revoke' : 'cohost.offer');
  actions.push(target.roles.includes('presenter') ? 'presenter.off' : 'presenter.on');
  if (target.roles.includes('interpreter')) actions.push('interpreter.change', 'interpreter.off');
  else actions.push('interpreter.on');
  actions.push(target.invisible ? 'backstage.off' : 'backstage.on');
  actions.push(target.pinned ? 'pin.off' : 'pin.on');
  if (target.handRaised) actions.push('hand.lower');
  if (target.micOn) actions.push('mic.stop');
  if (target.cameraOn) actions.push('camera.stop');
  actions.push(target.micDenied ? 'mic.allow' : 'mic.deny');
  actions.push(target.cameraDenied ? 'camera.allow' : 'camera.deny');
  if (!target.cameraOn && !target.cameraDenied) actions.push('ask.video');
  if (!target.micOn && !target.micDenied) actions.push('ask.mic');
  actions.push('remove', 'block');
  return actions;
}

/** Why a hand cannot go up (the server's rule, shown before sending): an i18n key or null. */
export function handRefusalKey(self: Participant | null): string | null {
  const refusal = self && canRaiseHand(self);
  return refusal ? refusalKey(refusal) : null;
}

/**
 * Why this participant may not share a screen now, or null: in a meeting anyone may; in conference,
 * livestream, theater and end-to-end rooms only hosts, co-hosts and presenters; never from backstage.
 */
export function screenShareRefusalKey(self: Participant | null, mode: string | undefined): string | null {
  if (!self) return null;
  if (self.invisible) return refusalKey('invisible');
  if (mode === 'meeting' || isModerator(self) || self.roles.includes('presenter')) return null;
  return 'call:errors.screenSharePresenters';
}

/** The key for a refused command: the room's codes are contracts' table; `timeout` is this client's own (no answer came). */
export const roomErrorKey = (code: string) => (code === 'timeout' ? 'common:errors.network' : refusalKey(code));
