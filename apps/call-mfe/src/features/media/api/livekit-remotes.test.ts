import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeMediaStream, FakeParticipant, FakeRoom, RoomEvent, Source, setupTransport } from '../testing/fake-livekit';

beforeEach(() => vi.stubGlobal('MediaStream', FakeMediaStream));
afterEach(() => vi.unstubAllGlobals());

/** Someone in the room whose camera is published but not received yet (no track); `track` is what will come. */
function unreceivedCamera(room: FakeRoom, id: string) {
  const participant = new FakeParticipant(id);
  const camera = participant.add(Source.Camera, 'video');
  const track = camera.track;
  Object.assign(camera, { track: undefined });
  room.remoteParticipants.set(id, participant);
  return { participant, camera, track };
}

describe('What a LiveKit page receives (LiveKitRemotes, through the transport on a fake Room)', () => {
  it('turns subscribed tracks into per-member streams, with screen share, speaking and quality', async () => {
    const { transport, remotes } = setupTransport();
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

    const video = document.createElement('video');
    const detach = media.attachCamera!(video);
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
    const { transport, remotes } = setupTransport();
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
    expect(later.attachCamera).toBe(first.attachCamera);
    const video = document.createElement('video');
    later.attachCamera!(video)();
    expect(camera.track.attach).toHaveBeenCalledWith(video);
    expect(camera.track.detach).toHaveBeenCalledWith(video);
    // Nothing to attach once the camera is no longer received.
    camera.isSubscribed = false;
    room.emit(RoomEvent.TrackUnsubscribed, camera.track, camera, guest);
    expect(remotes().get('member-guest')!.attachCamera).toBeUndefined();
    transport.close();
  });

  it('hands a tile a new attach when their video is received again on the same MediaStreamTrack, so the new track gets the element', async () => {
    const { transport, remotes } = setupTransport();
    await transport.connect();
    const room = FakeRoom.last;
    const guest = new FakeParticipant('member-guest');
    const camera = guest.add(Source.Camera, 'video');
    room.remoteParticipants.set(guest.identity, guest);
    room.emit(RoomEvent.TrackSubscribed, camera.track, camera, guest);
    const first = remotes().get('member-guest')!;

    // Paged away and back before the page rendered: livekit-client hands over a new track object
    // around the receiver's same MediaStreamTrack (a reused transceiver).
    const old = camera.track;
    camera.track = { mediaStreamTrack: old.mediaStreamTrack, attach: vi.fn(), detach: vi.fn() };
    room.emit(RoomEvent.TrackUnsubscribed, old, camera, guest);
    room.emit(RoomEvent.TrackSubscribed, camera.track, camera, guest);
    const again = remotes().get('member-guest')!;
    expect(again.stream!.getVideoTracks()).toEqual(first.stream!.getVideoTracks());
    expect(again.attachCamera).not.toBe(first.attachCamera);
    const video = document.createElement('video');
    again.attachCamera!(video);
    expect(camera.track.attach).toHaveBeenCalledWith(video);
    expect(old.attach).not.toHaveBeenCalled();
    transport.close();
  });

  it('receives video only from tiles on screen, also from someone who publishes after the page said so', async () => {
    const { transport } = setupTransport();
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

  it("starts a camera on its lowest layer before it is received, and lets it up to its tile's size once the tile shows a frame", async () => {
    const { transport, remotes } = setupTransport();
    await transport.connect();
    const room = FakeRoom.last;
    const { participant: host, camera, track: received } = unreceivedCamera(room, 'member-host');
    const screen = host.add(Source.ScreenShare, 'video');
    Object.assign(screen, { track: undefined });
    // The join answer named them: their camera is asked for on the low layer (0) before it binds.
    room.emit(RoomEvent.SignalConnected);
    expect(camera.setVideoQuality).toHaveBeenCalledWith(0);
    expect(screen.setVideoQuality).not.toHaveBeenCalled();

    camera.track = received;
    room.emit(RoomEvent.TrackSubscribed, camera.track, camera, host);
    const video = document.createElement('video');
    const detach = remotes().get('member-host')!.attachCamera!(video);
    expect(camera.setVideoQuality).toHaveBeenLastCalledWith(0);
    video.dispatchEvent(new Event('loadeddata'));
    expect(camera.setVideoQuality).toHaveBeenLastCalledWith(2);
    detach();

    // Someone who publishes later, on screen, starts low as well; one paged away is not asked for.
    transport.setVideoSubscriptions(new Set(['member-host', 'member-late']));
    const late = unreceivedCamera(room, 'member-late');
    room.emit(RoomEvent.TrackPublished, late.camera, late.participant);
    expect(late.camera.setVideoQuality).toHaveBeenCalledWith(0);
    const away = unreceivedCamera(room, 'member-away');
    room.emit(RoomEvent.TrackPublished, away.camera, away.participant);
    expect(away.camera.setVideoQuality).not.toHaveBeenCalled();
    transport.close();
  });

  it('asks for the first layer of the cameras named in the join answer without touching their subscriptions, which wait for the tracks', async () => {
    const { transport } = setupTransport();
    transport.setVideoSubscriptions(new Set(['member-a']));
    await transport.connect();
    const room = FakeRoom.last;
    const shown = unreceivedCamera(room, 'member-a').camera;
    const hidden = unreceivedCamera(room, 'member-b').camera;
    room.emit(RoomEvent.SignalConnected);
    expect(shown.setVideoQuality).toHaveBeenCalledWith(0);
    expect(hidden.setVideoQuality).not.toHaveBeenCalled();
    expect(hidden.setSubscribed).not.toHaveBeenCalled();
    transport.close();
  });

  it('leaves the layers to the SFU without adaptive stream (the composite draws every video at its own size)', async () => {
    const { transport } = setupTransport({ adaptiveStream: false });
    await transport.connect();
    const room = FakeRoom.last;
    const { camera } = unreceivedCamera(room, 'member-host');
    room.emit(RoomEvent.SignalConnected);
    expect(camera.setVideoQuality).not.toHaveBeenCalled();
    transport.close();
  });

  it('marks a participant whose frames do not decrypt with our key, and forgets it when they leave', async () => {
    const { transport, remotes } = setupTransport({ e2eeKey: new Uint8Array(32).buffer, createE2EEWorker: () => ({}) as Worker });
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
});
