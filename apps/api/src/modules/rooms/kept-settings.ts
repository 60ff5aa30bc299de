import type { Interpretation } from '@platform/contracts';
import { sha256 } from '../../lib/secrets';
import type { MediaSeat } from '../call-config/service';
import type { Participant, Room } from './room-state';

/** What a room's owner keeps outside its memory so that another instance taking the room over applies it too. */
export interface KeptSettings {
  locked: boolean;
  waitingRoom: boolean;
  blockedMembers: string[];
  blockedAccounts: number[];
  blockedDevices: string[];
}

/** What a participant's place holds besides their roles (kept in the member row): restored when they come back after a takeover. */
export interface KeptFlags {
  /** When their hand went up, or null. */
  handRaisedAt: number | null;
  pinned: boolean;
  /** The host's denials hold after a takeover too: a denied microphone stays denied. */
  micDenied: boolean;
  cameraDenied: boolean;
  /** An interpreter's language pair (their role is in the member row; the pair is here). */
  interpretation: Interpretation | null;
  /** A co-host offer they have not answered yet: who offered it (kept flags written before it existed: absent). */
  cohostOfferFrom?: string | null;
}

export const keptFlagsOf = (p: Participant, room: Pick<Room, 'cohostOffers'>): KeptFlags => ({
  handRaisedAt: p.flags.handRaised ? p.handRaisedAt : null,
  pinned: p.flags.pinned,
  micDenied: p.flags.micDenied,
  cameraDenied: p.flags.cameraDenied,
  interpretation: p.interpretation ?? null,
  cohostOfferFrom: room.cohostOffers.get(p.id) ?? null,
});

/** A returning participant gets back what they had (their hand, in its place in the queue; pins; denials). */
export function applyKeptFlags(p: Participant, kept: KeptFlags) {
  p.flags.handRaised = kept.handRaisedAt !== null;
  p.handRaisedAt = kept.handRaisedAt;
  p.flags.pinned = kept.pinned;
  p.flags.micDenied = kept.micDenied;
  p.flags.cameraDenied = kept.cameraDenied;
  if (kept.micDenied) p.flags.micOn = false;
  if (kept.cameraDenied) p.flags.cameraOn = false;
  if (kept.interpretation && p.roles.includes('interpreter')) p.interpretation = { ...kept.interpretation };
}

/** A returning participant's unanswered co-host offer is pending again (their snapshot shows it; they may answer it). */
export function applyKeptOffer(room: Pick<Room, 'cohostOffers'>, p: Participant, kept: KeptFlags) {
  if (kept.cohostOfferFrom && !p.roles.includes('cohost')) room.cohostOffers.set(p.id, kept.cohostOfferFrom);
}

/**
 * Someone waiting in a live room (its waiting room, or for the host), as its owner keeps them for a takeover (with
 * their resume proof). Back, they meet the room's rules again as someone who was waiting: for the host while it
 * has not come, else the waiting room (a lock set since does not turn them away).
 */
export interface KeptWaiter {
  alias: string;
  id: string;
  displayName: string;
  accountId: number | null;
  deviceId: string | null;
  isSpeaker: boolean;
  /** When they started waiting: their place in the queue. */
  since: number;
  /** The hash of the resume token the room gave them. */
  proof: string;
}

/** Everyone waiting (in the waiting room or for the host) who has a resume token (they come back with it), as kept for a takeover. */
export const keptWaitersOf = (room: Room, resumeTokens: ReadonlyMap<string, string>): KeptWaiter[] =>
  [...room.waiting.values()].flatMap((w) => {
    const token = resumeTokens.get(w.id);
    if (!token) return [];
    const { id, displayName, accountId, deviceId, isSpeaker, since } = w;
    return [{ alias: room.alias, id, displayName, accountId, deviceId, isSpeaker, since, proof: sha256(token) }];
  });

/**
 * Where a live room's lock, waiting room and blocks are kept while it lives (several instances:
 * `cluster/redis-settings.ts`). One process keeps nothing: its memory is the room's (`noKeeper`).
 */
export interface SettingsKeeper {
  load(alias: string): Promise<KeptSettings | null>;
  keep(alias: string, settings: KeptSettings): void;
  /**
   * Someone was admitted to live room `alias` or their media rights changed (`seat`: who they are on the media
   * server), or they left (`null`): kept so that instances that do not hold the room answer for it (the HLS
   * playlists' grant check, a LiveKit token from call config, LiveKit's webhook landing there). `proof`, given on
   * admission: the hash of the resume token the room gave them, so another instance checks it before their row is written.
   */
  admit(alias: string, memberId: string, seat: MediaSeat | null, proof?: string): void;
  /** The broadcast's recorder of live room `alias` opened (`seat`) or closed (`null`) its socket. */
  recorder(alias: string, memberId: string, seat: MediaSeat | null): void;
  /** Whether `memberId` is admitted to live room `alias` as its owner last kept it. */
  admitted(alias: string, memberId: string): Promise<boolean>;
  /** A participant's hand, pin or denials changed (kept for a takeover; nothing written when nothing changed). */
  keepFlags(alias: string, memberId: string, flags: KeptFlags): void;
  /** Every participant's kept flags of live room `alias` (read once by the instance taking it over). */
  loadFlags(alias: string): Promise<Map<string, KeptFlags>>;
  /** The waiting room of live room `alias` changed (everyone in it now): kept for a takeover. */
  keepWaiting(alias: string, waiting: KeptWaiter[]): void;
  /** A waiter was shut out (denied, blocked, removed): no way back as a waiter. */
  forgetWaiter(alias: string, memberId: string): void;
  /** Someone waiting in a room whose owner was lost, as it kept them, or null. */
  waiter(memberId: string): Promise<KeptWaiter | null>;
  /** Whether `proof` is the hash of the resume token live room `alias` gave `memberId`, as its owner kept it. */
  proven(alias: string, memberId: string, proof: string): Promise<boolean>;
  /** Who `memberId` (a participant or the recorder) is on the media server as the room's owner last kept it, or null. */
  seatOf(alias: string, memberId: string): Promise<MediaSeat | null>;
  /** How many are admitted to live room `alias` as its owner last kept it (0 when it cannot be read). */
  headcount(alias: string): Promise<number>;
  /** The room emptied or ended: the next one starts afresh, as in one process. */
  forget(alias: string): void;
}

export const noKeeper: SettingsKeeper = {
  load: async () => null,
  keep: () => undefined,
  admit: () => undefined,
  recorder: () => undefined,
  keepFlags: () => undefined,
  keepWaiting: () => undefined,
  forgetWaiter: () => undefined,
  waiter: async () => null,
  loadFlags: async () => new Map(),
  // One process holds every live room itself: nobody is admitted to a room it does not hold.
  admitted: async () => false,
  proven: async () => false,
  seatOf: async () => null,
  headcount: async () => 0,
  forget: () => undefined,
};

export const keptSettingsOf = (room: Room): KeptSettings => ({
  locked: room.locked,
  waitingRoom: room.waitingRoom,
  blockedMembers: [...room.blockedMembers],
  blockedAccounts: [...room.blockedAccounts],
  blockedDevices: [...room.blockedDevices],
});

export function applyKept(room: Room, kept: KeptSettings) {
  room.locked = kept.locked;
  room.waitingRoom = kept.waitingRoom;
  for (const id of kept.blockedMembers) room.blockedMembers.add(id);
  for (const id of kept.blockedAccounts) room.blockedAccounts.add(id);
  for (const id of kept.blockedDevices) room.blockedDevices.add(id);
}
