import type * as LiveKit from 'livekit-client';
import type { NetworkQuality } from '../utils/network-quality';
import { cannotDecrypt } from './livekit-e2ee';
import type { AttachVideo, RemoteMedia } from './types';

/** `previous` when it holds exactly `tracks`, else a new stream of them: views keyed on the stream keep their element. */
function sameOrNewStream(previous: MediaStream | null | undefined, tracks: MediaStreamTrack[]): MediaStream {
  const held = previous?.getTracks() ?? [];
  const same = held.length === tracks.length && tracks.every((t) => held.includes(t));
  return previous && same ? previous : new MediaStream(tracks);
}

/** `HTMLMediaElement.HAVE_CURRENT_DATA`: the element has a frame to show. */
const HAS_FRAME = 2;

/**
 * What this page receives on LiveKit, per remote participant (their streams, speaking, quality, a
 * frame that does not decrypt), and the subscription policy: video only from the members whose tiles
 * are on screen, once the page says which. With adaptive stream, a camera starts on its lowest layer
 * and moves up to its tile's size once the tile shows a frame (`startLow`).
 */
export class LiveKitRemotes {
  private readonly remotes = new Map<string, RemoteMedia>();
  /** End-to-end mode: the participants whose frames do not decrypt with our key (issue 26). */
  private readonly undecryptable = new Set<string>();
  /** One attach per received track (see `attacher`). */
  private readonly attachers = new WeakMap<LiveKit.Track, AttachVideo>();
  /** Members whose video is wanted (their tiles are on screen); null until the page says. */
  private visible: ReadonlySet<string> | null = null;
  private lk: typeof LiveKit | null = null;
  private room: LiveKit.Room | null = null;

  constructor(
    private readonly onChange: (remotes: Map<string, RemoteMedia>) => void,
    /** Adaptive stream is on (the call page; not the broadcast composite, which shows no tile). */
    private readonly adaptive = true,
  ) {}

  /** Follows the Room's participants and tracks. */
  listen(lk: typeof LiveKit, room: LiveKit.Room) {
    this.lk = lk;
    this.room = room;
    const E = lk.RoomEvent;
    room
      // The cameras already in the room came with the join answer: their first layer is asked for now,
      // before their subscriptions bind at the SFU. (Subscriptions are left as they are until the tracks
      // come: one let go here, before LiveKit's own subscription reached the page, came anyway with the
      // publication still marked unsubscribed, and paging to it later showed nothing.)
      .on(E.SignalConnected, () => this.startAllLow())
      .on(E.TrackPublished, (publication, participant) => this.followVisibility(publication, participant))
      .on(E.TrackSubscribed, (_track, publication, participant) => {
        this.followVisibility(publication, participant);
        this.refresh(participant);
      })
      // livekit-client fires this while the publication still holds the track (it lets go just after):
      // the track is left out by hand, or a stopped screen share stayed on everyone else's screen.
      .on(E.TrackUnsubscribed, (track, _publication, participant) => this.refresh(participant, track))
      .on(E.TrackUnpublished, (_publication, participant) => this.refresh(participant))
      .on(E.TrackMuted, (_publication, participant) => this.refreshAny(participant))
      .on(E.TrackUnmuted, (_publication, participant) => this.refreshAny(participant))
      .on(E.ParticipantConnected, (participant) => this.refresh(participant))
      // A participant whose frames do not open with our key: their tile says so (a wrong secret on either side).
      .on(E.EncryptionError, (error, participant) => {
        if (!participant || participant.identity === room.localParticipant.identity || !cannotDecrypt(error)) return;
        if (this.undecryptable.has(participant.identity)) return;
        this.undecryptable.add(participant.identity);
        this.refresh(participant as LiveKit.RemoteParticipant);
      })
      .on(E.ParticipantDisconnected, (participant) => {
        this.remotes.delete(participant.identity);
        this.undecryptable.delete(participant.identity);
        this.emit();
      })
      .on(E.ActiveSpeakersChanged, (speakers) => {
        const speaking = new Map(speakers.map((speaker) => [speaker.identity, speaker.audioLevel]));
        for (const [id, media] of this.remotes) {
          const level = speaking.get(id) ?? 0;
          this.remotes.set(id, { ...media, speaking: speaking.has(id), audioLevel: Math.round(level * 20) / 20 });
        }
        this.emit();
      })
      .on(E.ConnectionQualityChanged, (quality, participant) => {
        const media = this.remotes.get(participant.identity);
        if (!media) return;
        this.remotes.set(participant.identity, { ...media, quality: quality as NetworkQuality });
        this.emit();
      });
  }

  /** Everyone already in the room when the connection came up. */
  refreshAll() {
    for (const participant of this.room?.remoteParticipants.values() ?? []) this.refresh(participant);
  }

  /**
   * Video only from the members whose tiles are on screen; the set holds for tracks published later
   * too (someone joining onto another page), which LiveKit would otherwise subscribe to at once.
   */
  setVisible(visibleIds: ReadonlySet<string>): void {
    this.visible = new Set(visibleIds);
    this.followAll();
  }

  private followAll() {
    for (const participant of this.room?.remoteParticipants.values() ?? []) {
      for (const publication of participant.trackPublications.values()) this.followVisibility(publication, participant);
    }
  }

  private startAllLow() {
    for (const participant of this.room?.remoteParticipants.values() ?? []) {
      for (const publication of participant.trackPublications.values())
        if (this.wanted(publication, participant) && !publication.track) this.startLow(publication);
    }
  }

  /** Until the page says which tiles are on screen (the composite never does), every video is received. */
  private wanted(publication: LiveKit.RemoteTrackPublication, participant: LiveKit.RemoteParticipant) {
    return publication.kind === this.lk?.Track.Kind.Video && (!this.visible || this.visible.has(participant.identity));
  }

  private followVisibility(publication: LiveKit.RemoteTrackPublication, participant: LiveKit.RemoteParticipant) {
    if (publication.kind !== this.lk?.Track.Kind.Video) return;
    const wanted = this.wanted(publication, participant);
    if (this.visible && publication.isDesired !== wanted) publication.setSubscribed(wanted);
    if (wanted && !publication.track) this.startLow(publication);
  }

  /**
   * A camera not received yet is asked for on its lowest layer, before its subscription binds at the SFU,
   * until its tile shows a frame (`attacher`). Left to adaptive stream, the tile's size reached the SFU
   * while it was still acquiring the first layer: it then aimed at the full-size layer, whose key frame
   * request libwebrtc could drop (300 ms after the low layer's) and the SFU repeated only after 1 s, so the
   * tile stayed blank 1-2.6 s (issue 31). Once a layer plays, the SFU moves up without a gap: it keeps
   * forwarding the low layer until the larger one's key frame.
   */
  private startLow(publication: LiveKit.RemoteTrackPublication) {
    if (this.adaptive && publication.source === this.lk!.Track.Source.Camera) publication.setVideoQuality(this.lk!.VideoQuality.LOW);
  }

  private refreshAny(participant: LiveKit.Participant) {
    if (this.room && participant.identity !== this.room.localParticipant.identity) this.refresh(participant as LiveKit.RemoteParticipant);
  }

  /**
   * Rebuilds a participant's streams from their subscribed tracks (but `gone`, which is being taken away).
   * A stream whose tracks did not change is kept, and each attach is one function per received track:
   * a tile re-attaching its element on every refresh (their audio subscribed after their video, say)
   * made adaptive stream tell the SFU the video was hidden then shown, which paused it until a new key frame.
   */
  private refresh(participant: LiveKit.RemoteParticipant, gone?: LiveKit.Track) {
    const lk = this.lk!;
    const received = (source: LiveKit.Track.Source) => {
      const publication = participant.getTrackPublication(source);
      return publication?.isSubscribed && !publication.isMuted && publication.track && publication.track !== gone ? publication : undefined;
    };
    const cameraPublication = received(lk.Track.Source.Camera);
    const screenPublication = received(lk.Track.Source.ScreenShare);
    const mic = received(lk.Track.Source.Microphone)?.track;
    const camera = cameraPublication?.track;
    const screen = screenPublication?.track;
    const main = [mic?.mediaStreamTrack, camera?.mediaStreamTrack].filter((t): t is MediaStreamTrack => !!t);
    const previous = this.remotes.get(participant.identity);
    const screenTracks = screen ? [screen.mediaStreamTrack] : [];
    this.remotes.set(participant.identity, {
      stream: main.length ? sameOrNewStream(previous?.stream, main) : null,
      screenStream: screen ? (sameOrNewStream(previous?.screenStream, screenTracks) ?? undefined) : undefined,
      speaking: previous?.speaking ?? participant.isSpeaking,
      audioLevel: previous?.audioLevel ?? participant.audioLevel,
      quality: (participant.connectionQuality as NetworkQuality) ?? 'unknown',
      connected: true,
      undecryptable: this.undecryptable.has(participant.identity),
      attachCamera: cameraPublication && this.attacher(cameraPublication),
      attachScreen: screenPublication && this.attacher(screenPublication),
    });
    this.emit();
  }

  /**
   * The attach of one received track, the same function for as long as that track is received. A page
   * that stops and starts receiving someone's video (paging away and back, speaker view to gallery) is
   * handed a new track, which can wrap the same MediaStreamTrack (a reused transceiver): a tile keyed on
   * the MediaStreamTrack alone kept its element on the old track, and the new one, attached nowhere,
   * was held back by adaptive stream for good. A camera started on its lowest layer (`startLow`) is let up
   * to its tile's size once the element has a frame.
   */
  private attacher(publication: LiveKit.RemoteTrackPublication): AttachVideo {
    const track = publication.track!;
    let attach = this.attachers.get(track);
    if (!attach) {
      const lk = this.lk!;
      const sized = this.adaptive && publication.source === lk.Track.Source.Camera;
      attach = (element) => {
        track.attach(element);
        const moveUp = () => publication.setVideoQuality(lk.VideoQuality.HIGH);
        if (sized && element.readyState >= HAS_FRAME) moveUp();
        else if (sized) element.addEventListener('loadeddata', moveUp, { once: true });
        return () => {
          element.removeEventListener('loadeddata', moveUp);
          track.detach(element);
        };
      };
      this.attachers.set(track, attach);
    }
    return attach;
  }

  private emit() {
    this.onChange(new Map(this.remotes));
  }
}
