import type * as LiveKit from 'livekit-client';
import { loadLiveKitClient } from '../utils/livekit-client';
import { TokenRenewal, type MediaToken } from './token-renewal';
import { defaultE2EEWorker, liveKitEncryption, type E2EEWorkerFactory } from './livekit-e2ee';
import { isFinalDisconnect, liveKitErrorKey } from './livekit-errors';
import { LiveKitPublisher } from './livekit-publisher';
import { LiveKitRemotes } from './livekit-remotes';
import { NETWORK_ERROR_KEY, type LocalTracks, type MediaStatus, type MediaTransport, type TransportListener } from './types';

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

/**
 * LiveKit (the production media engine): one Room, adaptive stream (video follows the size of
 * the element it is attached to and pauses when hidden), dynacast (layers nobody watches are not
 * sent), simulcast for the camera, E2EE in end-to-end mode. This class keeps the connection (and
 * the token, and a new session after a long loss); what is sent is `LiveKitPublisher`'s, what is
 * received `LiveKitRemotes`'.
 */
export class LiveKitTransport implements MediaTransport {
  readonly kind = 'livekit' as const;
  private lk: LiveKitModule | null = null;
  private room: LiveKit.Room | null = null;
  private readonly listener: TransportListener;
  private closed = false;
  private status: MediaStatus = 'connecting';
  private renewal: TokenRenewal | null = null;
  private rejoining = false;
  /** The signal connection is up: the SFU takes tracks from then on, before the media connection is made. */
  private signalUp = false;
  private readonly publisher = new LiveKitPublisher(() =>
    this.room && this.lk && !this.closed && this.signalUp ? { lk: this.lk, room: this.room } : null,
  );
  private readonly remotes: LiveKitRemotes;

  constructor(private readonly options: LiveKitOptions) {
    this.listener = options.listener ?? {};
    this.remotes = new LiveKitRemotes((remotes) => {
      if (!this.closed) this.listener.remotes?.(remotes);
    }, options.adaptiveStream ?? true);
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
        // H.264: browsers without a hardware encoder use OpenH264, which costs a fraction of libvpx's VP8
        // for the same simulcast (on two cores, four people's joins waited on VP8 encodes: issue 31).
        publishDefaults: { simulcast: true, videoCodec: 'h264' },
        // The camera and microphone belong to LocalMedia: a session LiveKit lost (or this transport
        // closing) must not stop them, or the rejoin published ended tracks and the others saw nothing.
        stopLocalTrackOnUnpublish: false,
        // Two peer connections, the SFU offering the one it sends on. On one (livekit-client's default) this page
        // offers every subscription and the SFU forwards a camera's first key frame as it sends its answer, before
        // the page has applied it: the frame was lost in about half of two-person joins, and the SFU let the
        // page's key frame requests through only 500 ms later (issue 31, media README).
        singlePeerConnection: false,
        ...(encryption ? { encryption } : {}),
      });
      this.room = room;
      exposeForJourneys(room);
      this.wire(lk, room);
      if (encryption) await room.setE2EEEnabled(true);
      await room.connect(this.options.url, this.options.token, { autoSubscribe: true });
      if (this.closed) return void room.disconnect(false);
      this.signalUp = true;
      this.remotes.refreshAll();
      const { renewToken, expiresIn } = this.options;
      if (renewToken && expiresIn)
        this.renewal = new TokenRenewal({ initial: { token: this.options.token, expiresIn }, fetch: renewToken });
      this.setStatus('connected');
      await this.publisher.republish();
    } catch (error) {
      this.setStatus('failed', liveKitErrorKey(error));
      throw error;
    }
  }

  /** LiveKit knows the room's participants itself. */
  setParticipants(): void {}

  /**
   * Publishes what the user has on now. Before the signal is up the tracks are only remembered
   * (SignalConnected publishes them), and a publish refused while connecting is tried again once
   * connect() resolves, so someone brought on stage never sends nothing.
   */
  publish(tracks: LocalTracks): Promise<void> {
    return this.publisher.publish(tracks);
  }

  /** Video only from the members whose tiles are on screen (`LiveKitRemotes.setVisible`). */
  setVideoSubscriptions(visibleIds: ReadonlySet<string>): void {
    this.remotes.setVisible(visibleIds);
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
      this.publisher.forget();
      this.setStatus('connected');
      await this.publisher.republish();
    } catch (error) {
      if (!this.closed) this.setStatus('failed', liveKitErrorKey(error));
    } finally {
      this.rejoining = false;
    }
  }

  private wire(lk: LiveKitModule, room: LiveKit.Room) {
    const E = lk.RoomEvent;
    this.remotes.listen(lk, room);
    room
      // Publishing starts with the signal: the SFU takes the tracks while the media connection is still
      // being made, where waiting for `connect()` to resolve added that connection's time to every join.
      .on(E.SignalConnected, () => {
        this.signalUp = true;
        if (!this.rejoining) void this.publisher.republish().catch(() => undefined);
      })
      .on(E.Reconnecting, () => this.setStatus('reconnecting'))
      .on(E.SignalReconnecting, () => this.setStatus('reconnecting'))
      .on(E.Reconnected, () => {
        this.setStatus('connected');
        // What the user turned on or off meanwhile.
        void this.publisher.republish();
      })
      .on(E.Disconnected, (reason?: LiveKit.DisconnectReason) => {
        this.signalUp = false;
        if (this.closed) return;
        if (this.renewal && !isFinalDisconnect(lk, reason)) void this.rejoin();
        else this.setStatus('failed', NETWORK_ERROR_KEY);
      });
  }

  private setStatus(status: MediaStatus, errorKey: string | null = null) {
    this.status = status;
    this.listener.status?.(status, errorKey);
  }

  get currentStatus(): MediaStatus {
    return this.status;
  }
}
