import type { SignalChannel } from './types';
import type { PeerLink } from './peer-link';

/** What a link needs from the transport that owns it (the mesh; a test double in unit tests). */
export interface LinkHost {
  readonly selfId: string;
  readonly signal: SignalChannel;
  readonly iceServers: RTCIceServer[];
  /** One certificate for every link (issue 26: one fingerprint per participant, for the safety code). */
  readonly certificates?: RTCCertificate[];
  /** The stream our camera and microphone are sent under. */
  readonly localStream: MediaStream;
  isVisible(id: string): boolean;
  /** Puts the current local tracks on this link's senders. */
  attachLocal(peer: PeerLink): void;
  /** Applies the sending profile (resolution, bitrate, paused or not) to this link's senders. */
  applyProfiles(peer: PeerLink): Promise<void>;
  /** The link's media or state changed: tell the listeners. */
  emitRemotes(): void;
}
