import type { Interpretation, RoomEvent, WireParticipant, WireRoom, WireWaiter } from '@platform/contracts';
import type { Connection } from '../../lib/connection';
import type { ChatMessage } from './chat-repository';
import type { ParticipantFlags, RoomMode, RoomRole } from './rules';

/** Someone admitted to the room (connected, or reconnecting within the grace period). */
export interface Participant {
  id: string;
  displayName: string;
  accountId: number | null;
  deviceId: string | null;
  roles: RoomRole[];
  flags: ParticipantFlags;
  handRaisedAt: number | null;
  connection: 'connected' | 'reconnecting';
  joinedAt: number;
  joinOrder: number;
  /** Everyone has been told about this person (always, except for the audience of a large room). */
  announced: boolean;
  /** The room roles last written to the database (for a resume after a restart). */
  savedRoles?: string;
  /** An interpreter's language pair (set with the role by the host; cleared with it). */
  interpretation?: Interpretation | null;
}

/** Someone not (yet) in the room: in the waiting room, or waiting for the host to open it. */
export interface Waiter {
  id: string;
  displayName: string;
  accountId: number | null;
  deviceId: string | null;
  isSpeaker: boolean;
  state: 'waiting_room' | 'waiting_for_host';
  since: number;
  /** Back after a restart of the service: the room roles they had (co-host, presenter, interpreter). */
  restoredRoles?: string[];
  /** Back after a restart of the service: the devices they had on stay on. */
  media?: { micOn: boolean; cameraOn: boolean; hasMic: boolean };
}

/** A room event before `publish` numbers it. */
export type UnnumberedEvent = RoomEvent extends infer E ? (E extends unknown ? Omit<E, 'seq'> : never) : never;

/** One live room, keyed by the event alias. Only the room module's parts (controller, admission, presence...) change it. */
export interface Room {
  alias: string;
  title: string;
  hostAccountId: number;
  mode: RoomMode;
  modeSwitching: boolean;
  locked: boolean;
  waitingRoom: boolean;
  /** The host has opened the room; before that guests wait for the host. */
  started: boolean;
  participants: Map<string, Participant>;
  waiting: Map<string, Waiter>;
  /**
   * The broadcast's hidden recorder members (issue 12: the composite page). They get the room's
   * events and everyone's media links, but are never admitted, listed or counted.
   */
  recorders: Set<string>;
  /**
   * The sockets this room talks to, per member id (participants, waiters and recorders): the signal
   * hub's registry owns them (`sockets/room-registry.ts`, `live-rooms.ts`); presence adds and removes.
   */
  sockets: Map<string, Set<Connection>>;
  blockedAccounts: Set<number>;
  blockedDevices: Set<string>;
  blockedMembers: Set<string>;
  /** Pending co-host offers: target id -> the host who offered. */
  cohostOffers: Map<string, string>;
  /** Outstanding asks to turn media on: asked member id -> who asked, per kind (only they may be answered). */
  mediaAsks: Map<string, Map<string, Set<string>>>;
  /** The host ended it: nobody gets back in through this object (a new join loads a fresh room). */
  ended: boolean;
  graceTimers: Map<string, NodeJS.Timeout>;
  chat: ChatMessage[];
  seq: number;
  queue: RoomEvent[];
  flushScheduled: boolean;
  /**
   * Several instances: participants admitted whose snapshot waits for their member row (`RoomAdmission`); until it
   * goes out they are sent nothing else, the snapshot holding all that happened meanwhile.
   */
  awaitingSnapshot: Map<string, Participant>;
  joinCounter: number;
  countTimer: NodeJS.Timeout | null;
}

export const defaultFlags = (): ParticipantFlags => ({
  micOn: false,
  cameraOn: false,
  hasMic: true,
  handRaised: false,
  pinned: false,
  invisible: false,
  micDenied: false,
  cameraDenied: false,
});

export function newRoom(
  alias: string,
  title: string,
  hostAccountId: number,
  mode: RoomMode,
  chat: ChatMessage[],
  sockets: Map<string, Set<Connection>> = new Map(),
): Room {
  return {
    alias,
    title,
    hostAccountId,
    mode,
    modeSwitching: false,
    locked: false,
    waitingRoom: false,
    started: false,
    participants: new Map(),
    waiting: new Map(),
    recorders: new Set(),
    sockets,
    blockedAccounts: new Set(),
    blockedDevices: new Set(),
    blockedMembers: new Set(),
    cohostOffers: new Map(),
    mediaAsks: new Map(),
    ended: false,
    graceTimers: new Map(),
    chat,
    seq: 0,
    queue: [],
    flushScheduled: false,
    awaitingSnapshot: new Map(),
    joinCounter: 0,
    countTimer: null,
  };
}

/** The wire shape of a participant (snake_case, like the rest of the API). */
export const participantJson = (p: Participant): WireParticipant => ({
  id: p.id,
  display_name: p.displayName,
  roles: p.roles,
  mic_on: p.flags.micOn,
  camera_on: p.flags.cameraOn,
  has_mic: p.flags.hasMic,
  hand_raised: p.flags.handRaised,
  hand_raised_at: p.handRaisedAt ? new Date(p.handRaisedAt).toISOString() : null,
  pinned: p.flags.pinned,
  invisible: p.flags.invisible,
  mic_denied: p.flags.micDenied,
  camera_denied: p.flags.cameraDenied,
  connection: p.connection,
  joined_at: new Date(p.joinedAt).toISOString(),
  ...(p.interpretation && p.roles.includes('interpreter') && { interpretation: { ...p.interpretation } }),
});

export const waiterJson = (w: Waiter): WireWaiter => ({
  id: w.id,
  display_name: w.displayName,
  state: w.state,
  since: new Date(w.since).toISOString(),
});

export const roomJson = (room: Room, capacity: number): WireRoom => ({
  alias: room.alias,
  title: room.title,
  mode: room.mode,
  mode_switching: room.modeSwitching,
  locked: room.locked,
  waiting_room: room.waitingRoom,
  capacity,
});

/** Stops a room's timers (grace periods, the head count): the room is being forgotten. */
export function stopTimers(room: Room) {
  for (const timer of room.graceTimers.values()) clearTimeout(timer);
  if (room.countTimer) clearTimeout(room.countTimer);
}
