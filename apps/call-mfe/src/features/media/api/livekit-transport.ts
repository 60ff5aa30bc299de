import type * as LiveKit from 'livekit-client';
import { loadLiveKitClient } from '../utils/livekit-client';
import type { NetworkQuality } from '../utils/network-quality';
import { TokenRenewal, type MediaToken } from './token-renewal';
import { cannotDecrypt, defaultE2EEWorker, E2EE_UNSUPPORTED_KEY, liveKitEncryption, type E2EEWorkerFactory } from './livekit-e2ee';
import {
  GENERIC_ERROR_KEY,
  MEDIA_UNREACHABLE_KEY,
  NETWORK_ERROR_KEY,
  type LocalTracks,
  type MediaStatus,
  type MediaTransport,
  type RemoteMedia,
  type TransportListener,
} from './types';

export type LiveKitModule = typeof LiveKit;

export interface LiveKitOptions {
  url: string;
  token: string;
  /** End-to-end mode: the media key derived from the room's secret (`utils/e2ee-key.ts`); LiveKit's E2EE encrypts every frame with it. */
  e2eeKey?: ArrayBuffer;
  listener?: TransportListener;
  /** livekit-client is fetched only here, when a call uses LiveKit; tests pass a fake. */
  load?: () => Promise<LiveKitModule>;
  /** The E2EE worker; a function so the worker file is only fetched in end-to-end mode. */
  createE2EEWorker?: E2EEWorkerFactory;
  /** The token's lifetime (seconds, the config's `expires_in`); with `renewToken` it is kept fresh while in the call. */
  expiresIn?: number;
  /** A fresh token from the call config (`POST /call-config/config` with the resume proof). */
  renewToken?: () => Promise<MediaToken>;
  /**
   * Adaptive stream and dynacast (default on). Off for the broadcast composite: it draws every video
   * from elements that are never on screen, which adaptive stream would pause.
   */
  adaptiveStream?: boolean;
}

/** Disconnect reasons after which connecting again would be wrong (livekit-client `DisconnectReason` names). */
const FINAL_DISCONNECTS = ['CLIENT_INITIATED', 'DUPLICATE_IDENTITY', 'PARTICIPANT_REMOVED', 'ROOM_DELETED', 'ROOM_CLOSED', 'USER_REJECTED'];

const defaultLoad = loadLiveKitClient;

/**
 * Browser journeys count what a page subscribes to (e2e/support/livekit-call.ts): a page whose
 * `window.__liveKitRooms` is an array (set by the journey before the product loads) gets its Rooms
 * pushed there. Nothing happens otherwise.
 */
function exposeForJourneys(room: LiveKit.Room) {
  const rooms = (globalThis as { __liveKitRooms?: unknown }).__liveKitRooms;
  if (Array.isArray(rooms)) rooms.push(room);
}

/** `previous` when it holds exactly `tracks`, else a new stream of them: views keyed on the stream keep their element. */
function sameOrNewStream(previous: MediaStream | null | undefined, tracks: MediaStreamTrack[]): MediaStream {
  const held = previous?.getTracks() ?? [];
  const same = held.length === tracks.length && tracks.every((t) => held.includes(t));
  return previous && same ? previous : new MediaStream(tracks);
}

/** The i18n key for a LiveKit failure: a refused token, the media server out of reach, or 'check internet connection'. */
export function liveKitErrorKey(error: unknown): string {
  if ((error as { name?: string } | null)?.name === 'E2EEUnsupportedError') return E2EE_UNSUPPORTED_KEY;
  const name = (error as { name?: string } | null)?.name;
  const reason = (error as { reason?: number } | null)?.reason;
  const status = (error as { status?: number } | null)?.status;
  // ConnectionErrorReason.NotAllowed = 0: the token was refused.
  if (name === 'ConnectionError' && reason === 0 && (status === 401 || status === 403)) return 'common:errors.permission';
  if (name === 'UnsupportedServer' || name === 'ConnectionError' || name === 'SignalRequestError') return MEDIA_UNREACHABLE_KEY;
  if (name === 'TypeError') return NETWORK_ERROR_KEY;
  if (error instanceof Error && /websocket|signal|connect/i.test(error.message)) return MEDIA_UNREACHABLE_KEY;
  return error instanceof Error && /network|fetch|timeout/i.test(error.message) ? NETWORK_ERROR_KEY : GENERIC_ERROR_KEY;
}

/**
 * LiveKit (the production media engine): one Room, adaptive stream (video follows the size of
 * the element it is attached to and pauses when hidden), dynacast (layers nobody watches are not
 * sent), simulcast for the camera, E2EE in end-to-end mode.
 */
export class LiveKitTransport implements MediaTransport {
  readonly kind = 'livekit' as const;
  private lk: LiveKitModule | null = null;
  private room: LiveKit.Room | null = null;
  private readonly listener: TransportListener;
  private readonly remotes = new Map<string, RemoteMedia>();
  private published: {
    audio?: LiveKit.LocalTrackPublication;
    video?: LiveKit.LocalTrackPublication;
    screen?: LiveKit.LocalTrackPublication;
  } = {};
  private publishedTracks: { audio: MediaStreamTrack | null; video: MediaStreamTrack | null; screen: MediaStreamTrack | null } = {
    audio: null,
    video: null,
    screen: null,
  };
  private closed = false;
  private status: MediaStatus = 'connecting';
  private renewal: TokenRenewal | null = null;
  private rejoining = false;
  /** The tracks the user has on now, and the queue that publishes them one change at a time. */
  private wanted: LocalTracks | null = null;
  private publishing: Promise<void> = Promise.resolve();
  /** The signal connection is up: the SFU takes tracks from then on, before the media connection is made. */
  private signalUp = false;
  /** End-to-end mode: the participants whose frames do not decrypt with our key (issue 26). */
  private readonly undecryptable = new Set<string>();
  /** Members whose video is wanted (their tiles are on screen); null until the page says. */
  private visible: ReadonlySet<string> | null = null;

  constructor(private readonly options: LiveKitOptions) {
    this.listener = options.listener ?? {};
  }

  async connect(): Promise<void> {
    this.setStatus('connecting');
    try {
      const lk = await (this.options.load ?? defaultLoad)();
      this.lk = lk;
      const encryption = this.options.e2eeKey
        ? await liveKitEncryption(lk, this.options.e2eeKey, this.options.createE2EEWorker ?? defaultE2EEWorker)
        : undefined;
      const adaptive = this.options.adaptiveStream ?? true;
      const room = new lk.Room({
        adaptiveStream: adaptive,
        dynacast: adaptive,
        publishDefaults: { simulcast: true, videoCodec: 'vp8' },
        // The camera and microphone belong to LocalMedia: a session LiveKit lost (or this transport
        // closing) must not stop them, or the rejoin published ended tracks and the others saw nothing.
        stopLocalTrackOnUnpublish: false,
        ...(encryption ? { encryption } : {}),
      });
      this.room = room;
      exposeForJourneys(room);
      this.wire(lk, room);
      if (encryption) await room.setE2EEEnabled(true);
      await room.connect(this.options.url, this.options.token, { autoSubscribe: true });
      if (this.closed) return void room.disconnect(false);
      this.signalUp = true;
      for (const participant of room.remoteParticipants.values()) this.refresh(participant);
      const { renewToken, expiresIn } = this.options;
      if (renewToken && expiresIn)
        this.renewal = new TokenRenewal({ initial: { token: this.options.token, expiresIn }, fetch: renewToken });
      this.setStatus('connected');
      if (this.wanted) await this.publish(this.wanted);
    } catch (error) {
      this.setStatus('failed', liveKitErrorKey(error));
      throw error;
    }
  }

  /** LiveKit knows the room's participants itself. */
  setParticipants(): void {}

  /**
   * Publishes what the user has on now. Calls are queued and each applies the newest tracks; before
   * the signal is up they are only remembered (SignalConnected publishes them), and a publish refused
   * while connecting is tried again once connect() resolves, so someone brought on stage never sends nothing.
   */
  publish(tracks: LocalTracks): Promise<void> {
    this.wanted = tracks;
    this.publishing = this.publishing.then(() => this.applyWanted());
    return this.publishing;
  }

  private async applyWanted() {
    const { room, lk, wanted } = this;
    if (!room || !lk || !wanted || this.closed || !this.signalUp) return;
    const screenTrack = wanted.screen?.getVideoTracks()[0] ?? null;
    // Side by side: the SFU takes them in one negotiation, where one after the other cost a round trip each.
    await Promise.all([
      this.put('audio', wanted.audio, lk.Track.Source.Microphone, {}),
      this.put('video', wanted.video, lk.Track.Source.Camera, { simulcast: true }),
      this.put('screen', screenTrack, lk.Track.Source.ScreenShare, { simulcast: false }),
    ]);
  }

  /** One source: unpublish what was there, publish the new track; a refusal (say, the server denied it) leaves it unpublished, to try again next time. */
  private async put(
    slot: 'audio' | 'video' | 'screen',
    track: MediaStreamTrack | null,
    source: LiveKit.Track.Source,
    extra: LiveKit.TrackPublishOptions,
  ) {
    if (this.publishedTracks[slot] === track) return;
    const room = this.room!;
    const previous = this.published[slot];
    this.published[slot] = undefined;
    this.publishedTracks[slot] = null;
    try {
      if (previous?.track) await room.localParticipant.unpublishTrack(previous.track, false);
      if (track) this.published[slot] = await room.localParticipant.publishTrack(track, { source, ...extra });
      this.publishedTracks[slot] = track;
    } catch {
      this.published[slot] = undefined;
    }
  }

  /**
   * Video only from the members whose tiles are on screen; the set holds for tracks published later
   * too (someone joining onto another page), which LiveKit would otherwise subscribe to at once.
   */
  setVideoSubscriptions(visibleIds: ReadonlySet<string>): void {
    this.visible = new Set(visibleIds);
    for (const participant of this.room?.remoteParticipants.values() ?? []) {
      for (const publication of participant.trackPublications.values()) this.followVisibility(publication, participant);
    }
  }

  /** Until the page says which tiles are on screen (the composite never does), every video is received. */
  private followVisibility(publication: LiveKit.RemoteTrackPublication, participant: LiveKit.RemoteParticipant) {
    if (!this.visible || publication.kind !== this.lk?.Track.Kind.Video) return;
    const wanted = this.visible.has(participant.identity);
    if (publication.isDesired !== wanted) publication.setSubscribed(wanted);
  }

  restart(): void {
    // livekit-client reconnects (and resumes or restarts ICE) by itself.
  }

  close(): void {
    this.closed = true;
    this.renewal?.stop();
    void this.room?.disconnect(false);
  }

  /**
   * The Room gave up reconnecting (a long network loss): connect anew with a token that has not expired
   * (the one the call started with lasts 600 s), then publish what was published.
   */
  private async rejoin() {
    const room = this.room;
    const renewal = this.renewal;
    if (!room || !renewal || this.rejoining) return;
    this.rejoining = true;
    this.setStatus('reconnecting');
    try {
      const token = renewal.token ?? (await renewal.renewNow());
      await room.connect(this.options.url, token, { autoSubscribe: true });
      if (this.closed) return void room.disconnect(false);
      this.signalUp = true;
      this.published = {};
      this.publishedTracks = { audio: null, video: null, screen: null };
      this.setStatus('connected');
      if (this.wanted) await this.publish(this.wanted);
    } catch (error) {
      if (!this.closed) this.setStatus('failed', liveKitErrorKey(error));
    } finally {
      this.rejoining = false;
    }
  }

  private wire(lk: LiveKitModule, room: LiveKit.Room) {
    const E = lk.RoomEvent;
    room
      // Publishing starts with the signal: the SFU takes the tracks while the media connection is still
      // being made, where waiting for `connect()` to resolve added that connection's time to every join.
      .on(E.SignalConnected, () => {
        this.signalUp = true;
        if (this.wanted && !this.rejoining) void this.publish(this.wanted).catch(() => undefined);
      })
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
      })
      .on(E.Reconnecting, () => this.setStatus('reconnecting'))
      .on(E.SignalReconnecting, () => this.setStatus('reconnecting'))
      .on(E.Reconnected, () => {
        this.setStatus('connected');
        // What the user turned on or off meanwhile.
        if (this.wanted) void this.publish(this.wanted);
      })
      .on(E.Disconnected, (reason?: LiveKit.DisconnectReason) => {
        this.signalUp = false;
        if (this.closed) return;
        const reasons = (lk as { DisconnectReason?: Record<string, unknown> }).DisconnectReason ?? {};
        const final = reason !== undefined && FINAL_DISCONNECTS.some((name) => reasons[name] === reason);
        if (this.renewal && !final) void this.rejoin();
        else this.setStatus('failed', NETWORK_ERROR_KEY);
      });
  }

  private refreshAny(participant: LiveKit.Participant) {
    if (this.room && participant.identity !== this.room.localParticipant.identity) this.refresh(participant as LiveKit.RemoteParticipant);
  }

  /**
   * Rebuilds a participant's streams from their subscribed tracks (but `gone`, which is being taken away).
   * A stream whose tracks did not change is kept, and `attach` is one function per participant: a tile
   * re-attaching its element on every refresh (their audio subscribed after their video, say) made
   * adaptive stream tell the SFU the video was hidden then shown, which paused it until a new key frame.
   */
  private refresh(participant: LiveKit.RemoteParticipant, gone?: LiveKit.Track) {
    const lk = this.lk!;
    const track = (source: LiveKit.Track.Source) => {
      const publication = participant.getTrackPublication(source);
      return publication?.isSubscribed && !publication.isMuted && publication.track !== gone ? publication.track : undefined;
    };
    const mic = track(lk.Track.Source.Microphone);
    const camera = track(lk.Track.Source.Camera);
    const screen = track(lk.Track.Source.ScreenShare);
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
      attach: previous?.attach ?? this.attacher(participant.identity),
    });
    this.emit();
  }

  /** Attaches the participant's camera or screen, as subscribed when called: adaptive stream watches the elements a track is attached to. */
  private attacher(identity: string): NonNullable<RemoteMedia['attach']> {
    return (kind, element) => {
      const { lk, room } = this;
      const source = kind === 'screen' ? lk?.Track.Source.ScreenShare : lk?.Track.Source.Camera;
      const publication = source ? room?.remoteParticipants.get(identity)?.getTrackPublication(source) : undefined;
      const target = publication?.isSubscribed ? publication.track : undefined;
      if (!target) return () => undefined;
      target.attach(element);
      return () => void target.detach(element);
    };
  }

  private emit() {
    if (!this.closed) this.listener.remotes?.(new Map(this.remotes));
  }

  private setStatus(status: MediaStatus, errorKey: string | null = null) {
    this.status = status;
    this.listener.status?.(status, errorKey);
  }

  get currentStatus(): MediaStatus {
    return this.status;
  }
}
