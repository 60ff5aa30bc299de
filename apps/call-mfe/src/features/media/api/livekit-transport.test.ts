import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveKitTransport, liveKitErrorKey, type LiveKitModule } from './livekit-transport';
import type { MediaStatus, RemoteMedia } from './types';

/** jsdom has no WebRTC: a stream is its list of tracks. */
class FakeMediaStream {
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
const mediaTrack = (kind: 'audio' | 'video', id: string) => ({ kind, id }) as unknown as MediaStreamTrack;

const Source = { Camera: 'camera', Microphone: 'microphone', ScreenShare: 'screen_share' } as const;
const RoomEvent = {
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

class FakePublication {
  isSubscribed = true;
  isDesired = true;
  isMuted = false;
  setSubscribed = vi.fn((value: boolean) => {
    this.isSubscribed = value;
    this.isDesired = value;
  });
  constructor(
    public source: string,
    public kind: 'audio' | 'video',
    public track: { mediaStreamTrack: MediaStreamTrack; attach: ReturnType<typeof vi.fn>; detach: ReturnType<typeof vi.fn> },
  ) {}
}
class FakeParticipant {
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
class FakeRoom {
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
class FakeKeyProvider {
  key: ArrayBuffer | null = null;
  setKey = vi.fn(async (key: ArrayBuffer) => {
    this.key = key;
  });
}

const fakeModule = {
  Room: FakeRoom,
  RoomEvent,
  Track: { Source, Kind: { Audio: 'audio', Video: 'video' } },
  ExternalE2EEKeyProvider: FakeKeyProvider,
  isE2EESupported: () => true,
} as unknown as LiveKitModule;

function setup(extra: Partial<ConstructorParameters<typeof LiveKitTransport>[0]> = {}) {
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

beforeEach(() => vi.stubGlobal('MediaStream', FakeMediaStream));
afterEach(() => vi.unstubAllGlobals());

describe('LiveKitTransport against a fake Room', () => {
  it('connects with adaptive stream, dynacast and simulcast, and reports connected', async () => {
    const { transport, statuses } = setup();
    await transport.connect();
    const room = FakeRoom.last;
    expect(room.options).toMatchObject({ adaptiveStream: true, dynacast: true, publishDefaults: { simulcast: true } });
    // The devices are LocalMedia's: neither a lost session nor closing stops them.
    expect(room.options).toMatchObject({ stopLocalTrackOnUnpublish: false });
    transport.close();
    expect(room.disconnect).toHaveBeenCalledWith(false);
    expect(room.options).not.toHaveProperty('encryption');
    expect(room.connect).toHaveBeenCalledWith('wss://media.example.com', 'jwt', expect.anything());
    expect(statuses.map(([s]) => s)).toEqual(['connecting', 'connected']);
  });

  it('publishes camera with simulcast, mic and screen, and unpublishes what is turned off', async () => {
    const { transport } = setup();
    await transport.connect();
    const room = FakeRoom.last;
    const mic = mediaTrack('audio', 'mic');
    const camera = mediaTrack('video', 'cam');
    const screen = mediaTrack('video', 'screen');
    await transport.publish({ audio: mic, video: camera, screen: new FakeMediaStream([screen]) as unknown as MediaStream });
    expect(room.localParticipant.publishTrack).toHaveBeenCalledWith(camera, expect.objectContaining({ source: 'camera', simulcast: true }));
    expect(room.localParticipant.publishTrack).toHaveBeenCalledWith(mic, expect.objectContaining({ source: 'microphone' }));
    expect(room.localParticipant.publishTrack).toHaveBeenCalledWith(screen, expect.objectContaining({ source: 'screen_share' }));
    // same tracks again: nothing new
    await transport.publish({ audio: mic, video: camera, screen: new FakeMediaStream([screen]) as unknown as MediaStream });
    expect(room.localParticipant.publishTrack).toHaveBeenCalledTimes(3);
    // host muted the mic and the share stopped
    await transport.publish({ audio: null, video: camera, screen: null });
    expect(room.localParticipant.unpublishTrack).toHaveBeenCalledWith(expect.objectContaining({ mediaStreamTrack: mic }), false);
    expect(room.localParticipant.unpublishTrack).toHaveBeenCalledWith(expect.objectContaining({ mediaStreamTrack: screen }), false);
  });

  it('publishes what was turned on while connecting once connected, and tries a refused publish again', async () => {
    const { transport } = setup();
    const mic = mediaTrack('audio', 'mic');
    const camera = mediaTrack('video', 'cam');
    const connecting = transport.connect();
    // Brought on stage: the devices come on while the Room is still connecting.
    void transport.publish({ audio: mic, video: camera, screen: null });
    await connecting;
    const room = FakeRoom.last;
    await transport.publish({ audio: mic, video: camera, screen: null });
    expect(room.localParticipant.publishTrack).toHaveBeenCalledWith(camera, expect.objectContaining({ source: 'camera' }));
    expect(room.localParticipant.publishTrack).toHaveBeenCalledTimes(2);

    // The server refused the camera once (no permission yet): the next publish tries it again.
    const other = mediaTrack('video', 'cam-2');
    room.localParticipant.publishTrack.mockRejectedValueOnce(new Error('insufficient permissions'));
    await transport.publish({ audio: mic, video: other, screen: null });
    await transport.publish({ audio: mic, video: other, screen: null });
    expect(room.localParticipant.publishTrack.mock.calls.filter(([track]) => track === other)).toHaveLength(2);
  });

  it('publishes as soon as the signal is up, before the media connection is made, and once only', async () => {
    const { transport } = setup();
    let finishConnect = () => undefined as void;
    FakeRoom.connectGate = new Promise<undefined>((resolve) => {
      finishConnect = () => resolve(undefined);
    });
    const mic = mediaTrack('audio', 'mic');
    const camera = mediaTrack('video', 'cam');
    // The page hands its tracks over while the transport is still loading livekit-client.
    void transport.publish({ audio: mic, video: camera, screen: null });
    const connecting = transport.connect();
    await vi.waitFor(() => expect(FakeRoom.last?.connect).toHaveBeenCalled());
    const room = FakeRoom.last;
    expect(room.localParticipant.publishTrack).not.toHaveBeenCalled();
    room.emit(RoomEvent.SignalConnected);
    await vi.waitFor(() => expect(room.localParticipant.publishTrack).toHaveBeenCalledTimes(2));
    expect(room.localParticipant.publishTrack).toHaveBeenCalledWith(camera, expect.objectContaining({ source: 'camera', simulcast: true }));
    finishConnect();
    FakeRoom.connectGate = null;
    await connecting;
    await transport.publish({ audio: mic, video: camera, screen: null });
    expect(room.localParticipant.publishTrack).toHaveBeenCalledTimes(2);
  });

  it('turns subscribed tracks into per-member streams, with screen share, speaking and quality', async () => {
    const { transport, remotes } = setup();
    await transport.connect();
    const room = FakeRoom.last;
    const guest = new FakeParticipant('member-guest');
    guest.add(Source.Microphone, 'audio');
    const camera = guest.add(Source.Camera, 'video');
    room.remoteParticipants.set(guest.identity, guest);
    room.emit(RoomEvent.TrackSubscribed, camera.track, camera, guest);
    const media = remotes().get('member-guest')!;
    expect(media.stream!.getTracks().map((t) => t.id)).toEqual(['member-guest-microphone', 'member-guest-camera']);
    expect(media.screenStream).toBeUndefined();

    const video = {} as HTMLVideoElement;
    const detach = media.attach!('camera', video);
    expect(camera.track.attach).toHaveBeenCalledWith(video);
    detach();
    expect(camera.track.detach).toHaveBeenCalledWith(video);

    const screen = guest.add(Source.ScreenShare, 'video');
    room.emit(RoomEvent.TrackSubscribed, screen.track, screen, guest);
    expect(remotes().get('member-guest')!.screenStream!.getTracks()[0].id).toBe('member-guest-screen_share');
    // As livekit-client does when the screen share stops: Unsubscribed while the publication still
    // holds the track, then the publication goes and Unpublished follows.
    room.emit(RoomEvent.TrackUnsubscribed, screen.track, screen, guest);
    expect(remotes().get('member-guest')!.screenStream).toBeUndefined();
    guest.trackPublications.delete(Source.ScreenShare);
    room.emit(RoomEvent.TrackUnpublished, screen, guest);
    expect(remotes().get('member-guest')!.screenStream).toBeUndefined();
    expect(remotes().get('member-guest')!.stream!.getTracks()).toHaveLength(2);

    room.emit(RoomEvent.ActiveSpeakersChanged, [{ identity: 'member-guest', audioLevel: 0.42 }]);
    expect(remotes().get('member-guest')).toMatchObject({ speaking: true, audioLevel: 0.4 });
    room.emit(RoomEvent.ActiveSpeakersChanged, []);
    expect(remotes().get('member-guest')!.speaking).toBe(false);
    room.emit(RoomEvent.ConnectionQualityChanged, 'poor', guest);
    expect(remotes().get('member-guest')!.quality).toBe('poor');

    transport.setVideoSubscriptions(new Set());
    expect(camera.setSubscribed).toHaveBeenCalledWith(false);

    room.emit(RoomEvent.ParticipantDisconnected, guest);
    expect(remotes().has('member-guest')).toBe(false);
  });

  it("keeps a member's stream and attach while their video is the same, so a tile is not re-attached when their audio arrives later", async () => {
    const { transport, remotes } = setup();
    await transport.connect();
    const room = FakeRoom.last;
    const guest = new FakeParticipant('member-guest');
    const camera = guest.add(Source.Camera, 'video');
    const voice = guest.add(Source.Microphone, 'audio');
    voice.isSubscribed = false;
    room.remoteParticipants.set(guest.identity, guest);
    room.emit(RoomEvent.TrackSubscribed, camera.track, camera, guest);
    const first = remotes().get('member-guest')!;
    expect(first.stream!.getTracks().map((t) => t.id)).toEqual(['member-guest-camera']);

    // Nothing they send changed (they joined the room socket, a quality report): the same stream.
    room.emit(RoomEvent.ParticipantConnected, guest);
    expect(remotes().get('member-guest')!.stream).toBe(first.stream);

    // Their voice is subscribed in a later negotiation: a new stream for the audio, the same attach,
    // which still attaches the camera as subscribed now.
    voice.isSubscribed = true;
    room.emit(RoomEvent.TrackSubscribed, voice.track, voice, guest);
    const later = remotes().get('member-guest')!;
    expect(later.stream).not.toBe(first.stream);
    expect(later.stream!.getVideoTracks()).toEqual(first.stream!.getVideoTracks());
    expect(later.attach).toBe(first.attach);
    const video = {} as HTMLVideoElement;
    later.attach!('camera', video)();
    expect(camera.track.attach).toHaveBeenCalledWith(video);
    expect(camera.track.detach).toHaveBeenCalledWith(video);
    // Nothing to attach once the camera is no longer received.
    camera.isSubscribed = false;
    later.attach!('camera', video);
    expect(camera.track.attach).toHaveBeenCalledTimes(1);
    transport.close();
  });

  it('receives video only from tiles on screen, also from someone who publishes after the page said so', async () => {
    const { transport } = setup();
    await transport.connect();
    const room = FakeRoom.last;
    const onScreen = new FakeParticipant('member-a');
    const shown = onScreen.add(Source.Camera, 'video');
    room.remoteParticipants.set(onScreen.identity, onScreen);
    transport.setVideoSubscriptions(new Set(['member-a']));
    expect(shown.setSubscribed).not.toHaveBeenCalled();

    // Someone joins onto the next page: LiveKit subscribes them by itself; their video is let go at once.
    const later = new FakeParticipant('member-b');
    const voice = later.add(Source.Microphone, 'audio');
    const camera = later.add(Source.Camera, 'video');
    room.remoteParticipants.set(later.identity, later);
    room.emit(RoomEvent.TrackPublished, camera, later);
    expect(camera.setSubscribed).toHaveBeenCalledWith(false);
    room.emit(RoomEvent.TrackSubscribed, voice.track, voice, later);
    expect(voice.setSubscribed).not.toHaveBeenCalled();

    // Paging to them: their video comes, the first page's goes.
    transport.setVideoSubscriptions(new Set(['member-b']));
    expect(camera.setSubscribed).toHaveBeenLastCalledWith(true);
    expect(shown.setSubscribed).toHaveBeenLastCalledWith(false);
    transport.close();
  });

  it('shows reconnecting and recovers, and a lost room reads check internet connection', async () => {
    const { transport, statuses } = setup();
    await transport.connect();
    const room = FakeRoom.last;
    room.emit(RoomEvent.Reconnecting);
    room.emit(RoomEvent.Reconnected);
    room.emit(RoomEvent.Disconnected);
    expect(statuses.slice(2)).toEqual([
      ['reconnecting', null],
      ['connected', null],
      ['failed', 'common:errors.network'],
    ]);
  });

  it('renews its token before expiry while in the call, and after the Room gives up connects anew with the fresh one', async () => {
    vi.useFakeTimers();
    try {
      let issued = 0;
      const renewToken = vi.fn(async () => ({ token: `fresh-${++issued}`, expiresIn: 600 }));
      const { transport, statuses } = setup({ expiresIn: 600, renewToken });
      await transport.connect();
      const room = FakeRoom.last;
      const mic = mediaTrack('audio', 'mic');
      await transport.publish({ audio: mic, video: null, screen: null });
      await vi.advanceTimersByTimeAsync(420_000);
      expect(renewToken).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(420_000);
      expect(renewToken).toHaveBeenCalledTimes(2);
      // 14 minutes in, the network was gone too long: the start token (600 s) has expired, the renewed one has not
      room.emit(RoomEvent.Disconnected);
      await vi.advanceTimersByTimeAsync(0);
      expect(room.connect).toHaveBeenLastCalledWith('wss://media.example.com', 'fresh-2', expect.anything());
      expect(room.localParticipant.publishTrack).toHaveBeenLastCalledWith(mic, expect.objectContaining({ source: 'microphone' }));
      expect(statuses.map(([s]) => s).slice(-2)).toEqual(['reconnecting', 'connected']);
      // leaving stops the renewals
      transport.close();
      await vi.advanceTimersByTimeAsync(3_600_000);
      expect(renewToken).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns on end-to-end encryption with the key derived from the room secret in end-to-end mode', async () => {
    const worker = { terminate: vi.fn() } as unknown as Worker;
    const key = new Uint8Array(32).fill(7).buffer;
    const { transport } = setup({ e2eeKey: key, createE2EEWorker: () => worker });
    await transport.connect();
    const room = FakeRoom.last;
    const encryption = room.options.encryption as { keyProvider: FakeKeyProvider; worker: Worker };
    expect(encryption.worker).toBe(worker);
    expect(encryption.keyProvider.key).toBe(key);
    expect(room.setE2EEEnabled).toHaveBeenCalledWith(true);
  });

  it('marks a participant whose frames do not decrypt with our key, and forgets it when they leave', async () => {
    const { transport, remotes } = setup({ e2eeKey: new Uint8Array(32).buffer, createE2EEWorker: () => ({}) as Worker });
    await transport.connect();
    const room = FakeRoom.last;
    const other = new FakeParticipant('other');
    other.add('camera', 'video');
    room.remoteParticipants.set('other', other);
    room.emit(RoomEvent.ParticipantConnected, other);
    expect(remotes().get('other')?.undecryptable).toBe(false);
    // What the E2EE worker posts: an internal hiccup is not a wrong key; InvalidKey is.
    room.emit(RoomEvent.EncryptionError, new Error('InternalError: encryption state unknown for track t1, dropping frame'), other);
    expect(remotes().get('other')?.undecryptable).toBe(false);
    room.emit(RoomEvent.EncryptionError, new Error('InvalidKey: Decryption failed: OperationError'), other);
    expect(remotes().get('other')?.undecryptable).toBe(true);
    room.emit(RoomEvent.ParticipantDisconnected, other);
    room.emit(RoomEvent.ParticipantConnected, other);
    expect(remotes().get('other')?.undecryptable).toBe(false);
  });

  it('refuses to connect an end-to-end call in a browser that cannot encrypt frames, and says why', async () => {
    const { transport, statuses } = setup({
      e2eeKey: new Uint8Array(32).buffer,
      load: async () => ({ ...fakeModule, isE2EESupported: () => false }) as unknown as LiveKitModule,
    });
    await expect(transport.connect()).rejects.toThrow(/not supported/);
    expect(statuses.at(-1)).toEqual(['failed', 'call:encryption.unsupported']);
  });

  it('says the media service cannot be reached when LiveKit refuses the connection', async () => {
    const failing = {
      ...fakeModule,
      Room: class extends FakeRoom {
        connect = vi.fn(async () => {
          throw Object.assign(new Error('could not establish signal connection'), { name: 'ConnectionError', reason: 1 });
        });
      },
    } as unknown as LiveKitModule;
    const { transport, statuses } = setup({ load: async () => failing });
    await expect(transport.connect()).rejects.toThrow();
    expect(statuses.at(-1)).toEqual(['failed', 'call:media.unreachable']);
    expect(liveKitErrorKey(new TypeError('Failed to fetch'))).toBe('common:errors.network');
    expect(liveKitErrorKey(Object.assign(new Error('x'), { name: 'ConnectionError', reason: 0, status: 401 }))).toBe(
      'common:errors.permission',
    );
  });
});
