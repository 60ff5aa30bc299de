/**
 * The room socket's protocol (`/signal/socket/member/v1`), shared by the call remote and tests.
 * The server is apps/api/src/modules/rooms. Wire names are snake_case like the rest of the API.
 */

export type RoomRoleName = 'host' | 'cohost' | 'presenter' | 'interpreter';
export type RoomModeName = 'conference' | 'meeting' | 'livestream' | 'theater' | 'endtoend';

export interface WireParticipant {
  id: string;
  display_name: string;
  roles: RoomRoleName[];
  mic_on: boolean;
  camera_on: boolean;
  has_mic: boolean;
  hand_raised: boolean;
  hand_raised_at: string | null;
  pinned: boolean;
  invisible: boolean;
  mic_denied: boolean;
  camera_denied: boolean;
  connection: 'connected' | 'reconnecting';
  joined_at: string;
}

export interface WireRoom {
  alias: string;
  title: string;
  mode: RoomModeName;
  mode_switching: boolean;
  locked: boolean;
  waiting_room: boolean;
  capacity: number;
}

export interface WireWaiter {
  id: string;
  display_name: string;
  state: 'waiting_room' | 'waiting_for_host';
  since: string;
}

export interface WireChatAttachment {
  kind: 'image' | 'file';
  url: string;
  name: string;
  size: number;
  mime: string;
}

export interface WireChatMessage {
  id: string;
  from_id: string;
  from_name: string;
  text: string;
  attachment: WireChatAttachment | null;
  at: string;
}

/** Where the server put a member who is not (or no longer) in the room. */
export type RoomServerState =
  | 'waiting_room' | 'waiting_for_host' | 'locked' | 'full' | 'blocked'
  | 'denied' | 'removed' | 'ended' | 'replaced';

/** Sequenced state changes, delivered in order inside `room.events` frames. */
export type RoomEvent =
  | { seq: number; type: 'participant.joined'; participant: WireParticipant }
  | { seq: number; type: 'participant.updated'; participant: WireParticipant }
  | { seq: number; type: 'participant.left'; id: string; reason: 'left' | 'removed' | 'blocked' | 'timeout' | 'replaced' }
  | { seq: number; type: 'room.updated'; room: WireRoom }
  | { seq: number; type: 'chat.message'; message: WireChatMessage }
  /** The broadcast's hidden recorder members: everyone's media links include them (they never send media). */
  | { seq: number; type: 'recorders.updated'; recorders: string[] };

export interface RoomSnapshot {
  type: 'room.snapshot';
  seq: number;
  /** Everyone in the room; in a large room `participants` holds only the stage and those announced. */
  participant_count: number;
  self_id: string;
  resume_token: string;
  room: WireRoom;
  participants: WireParticipant[];
  chat: WireChatMessage[];
  waiting: WireWaiter[];
  cohost_offer: { from: string } | null;
  /** Hidden recorder members (the broadcast composite); absent from older servers. */
  recorders?: string[];
}

/** The broadcast's outputs as each output's worker state (apps/api broadcast/worker-state.ts). */
export type BroadcastStatus = 'idle' | 'starting' | 'active' | 'paused' | 'stopping' | 'failed';
export type BroadcastAction = 'record.start' | 'record.pause' | 'record.resume' | 'record.stop' | 'live.start' | 'live.stop';

export interface BroadcastTargetState {
  id: string;
  name: string;
  status: 'starting' | 'live' | 'failed';
  /** Why a target refused the stream: spec §8 'check stream key', or the network. */
  problem: 'check_stream_key' | 'network' | null;
}

/** Sent to everyone in the room whenever recording or livestream change, and on `broadcast.sync`. */
export interface BroadcastStateMessage {
  type: 'broadcast.state';
  record: { status: BroadcastStatus; elapsed_seconds: number; elapsed_ms: number; reason: string | null; recording_id: string | null };
  live: { status: BroadcastStatus; elapsed_seconds: number; elapsed_ms: number; reason: string | null; targets: BroadcastTargetState[]; hls_url: string | null };
}

export type RoomServerMessage =
  | RoomSnapshot
  /** Events without `seq` are a moderator's view of a large room's audience (not part of the sequence). */
  | { type: 'room.events'; events: Array<RoomEvent | (Omit<RoomEvent, 'seq'> & { seq?: undefined })> }
  | { type: 'room.count'; count: number }
  | { type: 'room.state'; state: RoomServerState; resume_token?: string; room?: { title: string; alias: string } }
  | { type: 'room.waiting'; waiting: WireWaiter[] }
  | { type: 'cohost.offer'; from: string; from_name: string }
  | { type: 'cohost.answer'; from: string; from_name: string; accept: boolean }
  | { type: 'media.ask'; from: string; from_name: string; kind: 'video' | 'audio' | 'mic' }
  | { type: 'media.ask.answer'; from: string; from_name: string; kind: string; accept: boolean }
  | { type: 'media.force'; mic?: false; camera?: false }
  | { type: 'rtc.signal'; from: string; data: unknown }
  | BroadcastStateMessage
  | { type: 'ack'; ref: number; command: string; [key: string]: unknown }
  | { type: 'error'; ref?: number; command?: string; code: string; message?: string };

/** Commands a client sends (`ref` asks for an `ack` or `error` reply carrying the same ref). */
export type RoomCommand =
  | { type: 'room.sync' } | { type: 'room.leave' } | { type: 'room.end' } | { type: 'room.export' }
  | { type: 'self.update'; mic_on?: boolean; camera_on?: boolean; has_mic?: boolean }
  | { type: 'hand.raise' } | { type: 'hand.lower'; to?: string }
  | { type: 'chat.send'; text: string; attachment?: WireChatAttachment }
  | { type: 'rtc.signal'; to: string; data: unknown }
  | { type: 'waiting_room.set'; enabled: boolean } | { type: 'lock.set'; locked: boolean }
  | { type: 'admit'; to: string } | { type: 'deny'; to: string }
  | { type: 'remove'; to: string } | { type: 'block'; to: string }
  | { type: 'cohost.offer'; to: string } | { type: 'cohost.respond'; accept: boolean } | { type: 'cohost.revoke'; to: string }
  | { type: 'presenter.set' | 'interpreter.set' | 'backstage.set' | 'pin.set'; to: string; on: boolean }
  | { type: 'mute_all'; view: 'center' | 'pin' | 'gallery' } | { type: 'cameras.stop' }
  | { type: 'media.stop'; to: string; kind: 'mic' | 'camera' }
  | { type: 'media.deny'; to: string; kind: 'mic' | 'camera'; denied: boolean }
  | { type: 'media.ask'; to: string; kind: 'video' | 'audio' | 'mic' }
  | { type: 'media.ask.reply'; to: string; kind: string; accept: boolean }
  | { type: 'mode.set'; mode: 'conference' | 'meeting' }
  | { type: 'broadcast.command'; action: BroadcastAction; target_ids?: string[] } | { type: 'broadcast.sync' } | { type: 'broadcast.targets' };

/** Socket close codes the room uses: ended for all, and refused/removed (no reconnect). */
export const ROOM_CLOSE_ENDED = 4000;
export const ROOM_CLOSE_REFUSED = 4003;
