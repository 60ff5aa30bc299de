import { vi } from 'vitest';
import { LiveKitTransport, type LiveKitModule } from '../api/livekit-transport';
import type { MediaStatus, RemoteMedia } from '../api/types';

/**
 * A stand-in for livekit-client in unit tests (jsdom has no WebRTC): a Room that records what the
 * transport asks of it and emits the events a test gives it. Journeys run the real one
 * (e2e/tests/livekit-*.spec.ts).
 */

/** jsdom has no WebRTC: a stream is its list of tracks. */
export class FakeMediaStream {
  constructor(private readonly tracks: MediaStreamTrack[] = []) {}
  getTracks() {
    return this.tracks;
  }
  getVideoTracks() {
    return this.tracks.filter((t) => t.kind === 'video');
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
}
export const mediaTrack = (kind: 'audio' | 'video', id: string) => ({ kind, id }) as unknown as MediaStreamTrack;

export const Source = { Camera: 'camera', Microphone: 'microphone', ScreenShare: 'screen_share' } as const;
export const RoomEvent = {
  TrackPublished: 'trackPublished',
  TrackSubscribed: 'trackSubscribed',
  TrackUnsubscribed: 'trackUnsubscribed',
  TrackUnpublished: 'trackUnpublished',
  TrackMuted: 'trackMuted',
  TrackUnmuted: 'trackUnmuted',
  ParticipantConnected: 'participantConnected',
  ParticipantDisconnected: 'participantDisconnected',
  ActiveSpeakersChanged: 'activeSpeakersChanged',
  ConnectionQualityChanged: 'connectionQualityChanged',
  SignalConnected: 'signalConnected',
  EncryptionError: 'encryptionError',
  Reconnecting: 'reconnecting',
  SignalReconnecting: 'signalReconnecting',
  Reconnected: 'reconnected',
  Disconnected: 'disconnected',
};

export class FakePublication {
  isSubscribed = true;
  isDesired = true;
  isMuted = false;
  setSubscribed = vi.fn((value: boolean) => {
    this.isSubscribed = value;
    this.isDesired = value;
  });
  /** The layer asked of the SFU (livekit-client's `VideoQuality`: 0 low, 1 medium, 2 high). */
  setVideoQuality = vi.fn();
  constructor(
    public source: string,
    public kind: 'audio' | 'video',
    public track: { mediaStreamTrack: MediaStreamTrack; attach: ReturnType<typeof vi.fn>; detach: ReturnType<typeof vi.fn> },
  ) {}
}
export class FakeParticipant {
  trackPublications = new Map<string, FakePublication>();
  isSpeaking = false;
  audioLevel = 0;
  connectionQuality = 'excellent';
  constructor(public identity: string) {}
  add(source: string, kind: 'audio' | 'video') {
    const publication = new FakePublication(source, kind, {
      mediaStreamTrack: mediaTrack(kind, `${this.identity}-${source}`),
      attach: vi.fn(),
      detach: vi.fn(),
    });
    this.trackPublications.set(source, publication);
    return publication;
  }
  getTrackPublication(source: string) {
    return this.trackPublications.get(source);
  }
}
export class FakeRoom {
  static last: FakeRoom;
  /** When set, `connect()` waits for it (a media connection still being made). */
  static connectGate: Promise<undefined> | null = null;
  handlers = new Map<string, Array<(...args: unknown[]) => void>>();
  remoteParticipants = new Map<string, FakeParticipant>();
  localParticipant = {
    identity: 'me',
    publishTrack: vi.fn(async (track: MediaStreamTrack, options: Record<string, unknown>) => ({
      track: { mediaStreamTrack: track },
      options,
    })),
    unpublishTrack: vi.fn(async () => undefined),
  };
  connect = vi.fn(async () => FakeRoom.connectGate ?? undefined);
  disconnect = vi.fn(async () => undefined);
  setE2EEEnabled = vi.fn(async () => undefined);
  constructor(public options: Record<string, unknown>) {
    FakeRoom.last = this;
  }
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}
export class FakeKeyProvider {
  key: ArrayBuffer | null = null;
  setKey = vi.fn(async (key: ArrayBuffer) => {
    this.key = key;
  });
}

export const fakeModule = {
  Room: FakeRoom,
  RoomEvent,
  Track: { Source, Kind: { Audio: 'audio', Video: 'video' } },
  VideoQuality: { LOW: 0, MEDIUM: 1, HIGH: 2 },
  ExternalE2EEKeyProvider: FakeKeyProvider,
  isE2EESupported: () => true,
} as unknown as LiveKitModule;

/** A LiveKitTransport on the fake module, with what it reported. */
export function setupTransport(extra: Partial<ConstructorParameters<typeof LiveKitTransport>[0]> = {}) {
  const statuses: Array<[MediaStatus, string | null]> = [];
  let remotes = new Map<string, RemoteMedia>();
  const transport = new LiveKitTransport({
    url: 'wss://media.example.com',
    token: 'jwt',
    load: async () => fakeModule,
    listener: {
      status: (status, key) => statuses.push([status, key]),
      remotes: (next) => {
        remotes = next;
      },
    },
    ...extra,
  });
  return { transport, statuses, remotes: () => remotes };
}
