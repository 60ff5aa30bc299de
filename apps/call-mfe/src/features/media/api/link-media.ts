import { lossBetween, rateNetworkQuality, type NetworkQuality } from '../utils/network-quality';
import { SpeakingDetector } from '../utils/speaking';
import type { RemoteMedia } from './types';
import { checkMediaFlow, FRESH_FLOW, type FlowState } from './link-recovery';
import { readLinkSample } from './link-stats';

/**
 * What one mesh link receives from its remote participant: the tracks, the streams views attach,
 * and the level, speaking state and network quality read from the connection. PeerLink owns the
 * connection (negotiation, recovery) and hands it in; this side only reads.
 */
export class LinkMedia {
  state: RemoteMedia = { stream: null, speaking: false, audioLevel: 0, quality: 'unknown', connected: false };
  /** The stream id the remote participant sends their screen under (their 'meta' message). */
  private screenId: string | null = null;
  private tracks: { audio?: MediaStreamTrack; video?: MediaStreamTrack; screen?: MediaStreamTrack } = {};
  private readonly speaking = new SpeakingDetector();
  private lastCounters?: { lost: number; received: number };
  private flow: FlowState = FRESH_FLOW;

  /** `changed` tells the listeners when a track comes or goes (samples report through their return value). */
  constructor(private readonly changed: () => void) {}

  /** A fresh connection: no tracks yet, not connected; level and quality stay until the next samples. */
  reset() {
    this.tracks = {};
    this.screenId = null;
    this.flow = FRESH_FLOW;
    this.state = { ...this.state, stream: null, screenStream: undefined, connected: false };
  }

  addTrack(event: RTCTrackEvent) {
    const track = event.track;
    const streamId = event.streams[0]?.id ?? null;
    if (track.kind === 'video' && streamId !== null && streamId === this.screenId) this.tracks.screen = track;
    else if (track.kind === 'audio') this.tracks.audio = track;
    else this.tracks.video = track;
    track.addEventListener('ended', () => {
      if (this.tracks.screen === track) this.tracks.screen = undefined;
      this.rebuildStreams();
    });
    this.rebuildStreams();
  }

  /** The remote participant's screen stream id, or null once they stop sharing. */
  setScreen(streamId: string | null) {
    this.screenId = streamId;
    if (streamId) return;
    this.tracks.screen = undefined;
    this.rebuildStreams();
  }

  connection(state: RTCPeerConnectionState) {
    const quality = state === 'connected' ? this.state.quality : state === 'failed' ? 'lost' : this.state.quality;
    this.state = { ...this.state, connected: state === 'connected', quality };
  }

  /** Audio level and speaking state from the receiver's synchronization sources; true if they changed. */
  sampleLevel(pc: RTCPeerConnection, now: number): boolean {
    const receiver = pc.getReceivers().find((r) => r.track?.kind === 'audio' && r.track === this.tracks.audio);
    const level = receiver?.getSynchronizationSources?.()[0]?.audioLevel ?? 0;
    const speaking = this.speaking.update(level, now);
    const rounded = Math.round(level * 20) / 20;
    if (speaking === this.state.speaking && rounded === this.state.audioLevel) return false;
    this.state = { ...this.state, speaking, audioLevel: rounded };
    return true;
  }

  /**
   * Network quality from one read of the connection's stats; `stuck`: packets arrive but nothing
   * plays (video frames not decoded, or the audio track stays muted) for two samples in a row. A
   * link whose media sections were added by a later negotiation can end up like this in Chromium,
   * a black tile and a silent participant; the link should start over.
   */
  async sampleQuality(pc: RTCPeerConnection): Promise<{ changed: boolean; stuck: boolean }> {
    const { rtt, lost, received, videoPackets, videoFrames, audioPackets, audioMuted } = await readLinkSample(pc);
    const { flow, recover } = checkMediaFlow(this.flow, { packets: videoPackets, frames: videoFrames, audioPackets, audioMuted });
    this.flow = flow;
    const counters = { lost, received };
    const quality: NetworkQuality = rateNetworkQuality({
      connected: true,
      roundTripTime: rtt,
      lossRate: lossBetween(this.lastCounters, counters),
    });
    this.lastCounters = counters;
    if (quality === this.state.quality) return { changed: false, stuck: recover };
    this.state = { ...this.state, quality };
    return { changed: true, stuck: recover };
  }

  /** New stream objects whenever the set of tracks changes, so views re-attach. */
  private rebuildStreams() {
    const main = [this.tracks.audio, this.tracks.video].filter((t): t is MediaStreamTrack => !!t);
    this.state = {
      ...this.state,
      stream: main.length ? new MediaStream(main) : null,
      screenStream: this.tracks.screen ? new MediaStream([this.tracks.screen]) : undefined,
    };
    this.changed();
  }
}
