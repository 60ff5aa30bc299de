import type * as LiveKit from 'livekit-client';
import type { LocalTracks } from './types';

/** The Room to publish into, while it takes tracks (its signal is up and the transport is open); else null. */
export type PublishTarget = () => { lk: typeof LiveKit; room: LiveKit.Room } | null;

type Slot = 'audio' | 'video' | 'screen';

/**
 * What this participant sends on LiveKit: the tracks the user has on now, published one change at a
 * time. Calls are queued and each applies the newest tracks; while the Room does not take tracks they
 * are only remembered, for `republish()` once it does.
 */
export class LiveKitPublisher {
  private wanted: LocalTracks | null = null;
  private queue: Promise<void> = Promise.resolve();
  private published: Partial<Record<Slot, LiveKit.LocalTrackPublication>> = {};
  private publishedTracks: Record<Slot, MediaStreamTrack | null> = { audio: null, video: null, screen: null };

  constructor(private readonly target: PublishTarget) {}

  publish(tracks: LocalTracks): Promise<void> {
    this.wanted = tracks;
    this.queue = this.queue.then(() => this.applyWanted());
    return this.queue;
  }

  /** Publishes the remembered tracks again (the signal is up, a session resumed or began anew); nothing when none were asked for. */
  republish(): Promise<void> {
    return this.wanted ? this.publish(this.wanted) : Promise.resolve();
  }

  /** A new session (after the Room gave up) has nothing published yet. */
  forget(): void {
    this.published = {};
    this.publishedTracks = { audio: null, video: null, screen: null };
  }

  private async applyWanted() {
    const target = this.target();
    const { wanted } = this;
    if (!target || !wanted) return;
    const { lk, room } = target;
    const screenTrack = wanted.screen?.getVideoTracks()[0] ?? null;
    // Side by side: the SFU takes them in one negotiation, where one after the other cost a round trip each.
    await Promise.all([
      this.put(room, 'audio', wanted.audio, lk.Track.Source.Microphone, {}),
      this.put(room, 'video', wanted.video, lk.Track.Source.Camera, { simulcast: true }),
      this.put(room, 'screen', screenTrack, lk.Track.Source.ScreenShare, { simulcast: false }),
    ]);
  }

  /** One source: unpublish what was there, publish the new track; a refusal (say, the server denied it) leaves it unpublished, to try again next time. */
  private async put(
    room: LiveKit.Room,
    slot: Slot,
    track: MediaStreamTrack | null,
    source: LiveKit.Track.Source,
    extra: LiveKit.TrackPublishOptions,
  ) {
    if (this.publishedTracks[slot] === track) return;
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
}
