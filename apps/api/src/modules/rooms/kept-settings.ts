import type { MediaSeat } from '../call-config/service';
import type { Room } from './room-state';

/** What a room's owner keeps outside its memory so that another instance taking the room over applies it too. */
export interface KeptSettings {
  locked: boolean;
  waitingRoom: boolean;
  blockedMembers: string[];
  blockedAccounts: number[];
  blockedDevices: string[];
}

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
