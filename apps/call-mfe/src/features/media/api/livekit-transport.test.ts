import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeKeyProvider, FakeMediaStream, FakeRoom, RoomEvent, mediaTrack, fakeModule, setupTransport } from '../testing/fake-livekit';
import { liveKitErrorKey } from './livekit-errors';
import type { LiveKitModule } from './livekit-transport';

beforeEach(() => vi.stubGlobal('MediaStream', FakeMediaStream));
afterEach(() => vi.unstubAllGlobals());

describe('LiveKitTransport against a fake Room', () => {
  it('connects with adaptive stream, dynacast and simulcast on two peer connections, and reports connected', async () => {
    const { transport, statuses } = setupTransport();
    await transport.connect();
    const room = FakeRoom.last;
    expect(room.options).toMatchObject({
      adaptiveStream: true,
      dynacast: true,
      publishDefaults: { simulcast: true },
      // the SFU offers what it sends, so the page has applied a subscription before its first key frame comes
      singlePeerConnection: false,
    });
    // The cheaper encoder in software (OpenH264 rather than libvpx): what let four browsers on two cores join in time.
    expect(room.options).toMatchObject({ publishDefaults: { videoCodec: 'h264' } });
    // The devices are LocalMedia's: neither a lost session nor closing stops them.
    expect(room.options).toMatchObject({ stopLocalTrackOnUnpublish: false });
    transport.close();
    expect(room.disconnect).toHaveBeenCalledWith(false);
    expect(room.options).not.toHaveProperty('encryption');
    expect(room.connect).toHaveBeenCalledWith('wss://media.example.com', 'jwt', expect.anything());
    expect(statuses.map(([s]) => s)).toEqual(['connecting', 'connected']);
  });

  it('publishes camera with simulcast, mic and screen, and unpublishes what is turned off', async () => {
    const { transport } = setupTransport();
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
    const { transport } = setupTransport();
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
    const { transport } = setupTransport();
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

  it('shows reconnecting and recovers, and a lost room reads check internet connection', async () => {
    const { transport, statuses } = setupTransport();
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
      const { transport, statuses } = setupTransport({ expiresIn: 600, renewToken });
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
    const { transport } = setupTransport({ e2eeKey: key, createE2EEWorker: () => worker });
    await transport.connect();
    const room = FakeRoom.last;
    const encryption = room.options.encryption as { keyProvider: FakeKeyProvider; worker: Worker };
    expect(encryption.worker).toBe(worker);
    expect(encryption.keyProvider.key).toBe(key);
    expect(room.setE2EEEnabled).toHaveBeenCalledWith(true);
  });

  it('refuses to connect an end-to-end call in a browser that cannot encrypt frames, and says why', async () => {
    const { transport, statuses } = setupTransport({
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
    const { transport, statuses } = setupTransport({ load: async () => failing });
    await expect(transport.connect()).rejects.toThrow();
    expect(statuses.at(-1)).toEqual(['failed', 'call:media.unreachable']);
    expect(liveKitErrorKey(new TypeError('Failed to fetch'))).toBe('common:errors.network');
    expect(liveKitErrorKey(Object.assign(new Error('x'), { name: 'ConnectionError', reason: 0, status: 401 }))).toBe(
      'common:errors.permission',
    );
  });
});
