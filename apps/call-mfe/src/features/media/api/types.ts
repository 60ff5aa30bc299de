import type { NetworkQuality } from '../utils/network-quality';

/**
 * The room socket's relay for media signalling, given by the room client (part 1):
 * `{type:'rtc.signal', to, data}` goes out, `{type:'rtc.signal', from, data}` comes in.
 */
export interface SignalChannel {
  selfId: string;
  send(to: string, data: unknown): void;
  onSignal(handler: (from: string, data: unknown) => void): () => void;
}

/** Call config (`POST /call-config/config`) as the media layer reads it. */
export type MediaConfig =
  | { transport: 'mesh'; ice_servers?: RTCIceServer[] }
  | {
      transport: 'livekit';
      url: string;
      token: string;
      /** End-to-end mode: the media key derived in the browser from the room's secret turns on E2EE. */
      e2eeKey?: ArrayBuffer;
    };

export type MediaStatus = 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** What one remote participant sends. */
export interface RemoteMedia {
  /** Camera and microphone. */
  stream: MediaStream | null;
  screenStream?: MediaStream;
  speaking: boolean;
  /** 0..1 */
  audioLevel: number;
  quality: NetworkQuality;
  /** The media link to this participant is up. */
  connected: boolean;
  /** End-to-end on LiveKit: their frames do not decrypt with our key (a different secret on one side); the tile says so. */
  undecryptable?: boolean;
  /**
   * When set, views attach the camera or the screen through these (LiveKit's adaptive stream watches
   * the element). Each is one function per received track: a new one only when a new track is
   * received, which a re-subscription can hand over on the same MediaStreamTrack.
   */
  attachCamera?: AttachVideo;
  attachScreen?: AttachVideo;
}

/** Attaches a received video to an element; the returned function detaches it. */
export type AttachVideo = (element: HTMLVideoElement) => () => void;

export interface LocalTracks {
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
  screen: MediaStream | null;
}

export interface TransportEvents {
  status(status: MediaStatus, errorKey: string | null): void;
  remotes(remotes: Map<string, RemoteMedia>): void;
}

/**
 * One media transport: connect, publish local tracks, remote tracks per participant, speaking and
 * network-quality updates, reconnect. Room state (roles, flags, waiting room) is not its business.
 */
export interface MediaTransport {
  readonly kind: 'mesh' | 'livekit';
  connect(): Promise<void>;
  /** The participants currently in the room (ids), so the mesh knows whom to call. */
  setParticipants(ids: string[]): void;
  /** Publishes these tracks; null unpublishes. Cheap to call again with the same tracks. */
  publish(tracks: LocalTracks): Promise<void>;
  /** Only tiles on screen receive video: the others are asked to pause it. */
  setVideoSubscriptions(visibleIds: ReadonlySet<string>): void;
  /** Restarts the media links (ICE restart / reconnect) after a network change. */
  restart(): void;
  close(): void;
  /** The mesh's DTLS fingerprints: our own, and each connected peer's (issue 26: the safety code). */
  fingerprints?(): CallFingerprints;
}

export interface CallFingerprints {
  self: string | null;
  /** Member id -> the fingerprint of the connected link's remote certificate. */
  peers: Map<string, string>;
}

export type TransportListener = Partial<TransportEvents>;

export const NETWORK_ERROR_KEY = 'common:errors.network';
export const GENERIC_ERROR_KEY = 'common:errors.generic';
/** The media server (LiveKit) cannot be reached: the user's own connection may be fine. */
export const MEDIA_UNREACHABLE_KEY = 'call:media.unreachable';
