import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkMedia } from './link-media';

/** jsdom has no WebRTC: tracks, streams and the connection's stats are stand-ins with what LinkMedia reads. */
class FakeStream {
  constructor(
    readonly tracks: FakeTrack[] = [],
    readonly id = `stream-${Math.random()}`,
  ) {}
  getTracks() {
    return this.tracks;
  }
}
class FakeTrack extends EventTarget {
  muted = false;
  constructor(readonly kind: 'audio' | 'video') {
    super();
  }
}
const trackEvent = (track: FakeTrack, stream = new FakeStream()) => ({ track, streams: [stream] }) as unknown as RTCTrackEvent;

function connection(stats: Record<string, unknown>[], receivers: Array<{ track: FakeTrack; audioLevel?: number }> = []) {
  return {
    getStats: async () => new Map(stats.map((stat, i) => [String(i), stat])),
    getReceivers: () =>
      receivers.map(({ track, audioLevel }) => ({
        track,
        getSynchronizationSources: () => (audioLevel === undefined ? [] : [{ audioLevel }]),
      })),
  } as unknown as RTCPeerConnection;
}
const inbound = (kind: 'audio' | 'video', packetsReceived: number, framesDecoded = 0, packetsLost = 0) => ({
  type: 'inbound-rtp',
  kind,
  packetsReceived,
  framesDecoded,
  packetsLost,
});
const pair = (rtt: number) => ({ type: 'candidate-pair', nominated: true, state: 'succeeded', currentRoundTripTime: rtt });

describe('LinkMedia: what one mesh link receives', () => {
  beforeEach(() => vi.stubGlobal('MediaStream', FakeStream));
  afterEach(() => vi.unstubAllGlobals());

  it('gives views one stream for camera and microphone and another for the screen, and drops the screen when sharing stops', () => {
    const changed = vi.fn();
    const media = new LinkMedia(changed);
    const [audio, camera, screen] = [new FakeTrack('audio'), new FakeTrack('video'), new FakeTrack('video')];
    media.addTrack(trackEvent(audio));
    media.addTrack(trackEvent(camera));
    media.setScreen('their-screen');
    media.addTrack(trackEvent(screen, new FakeStream([], 'their-screen')));
    expect((media.state.stream as unknown as FakeStream).getTracks()).toEqual([audio, camera]);
    expect((media.state.screenStream as unknown as FakeStream).getTracks()).toEqual([screen]);
    // Listeners hear of each track that arrives (the screen id alone changes nothing they see).
    expect(changed).toHaveBeenCalledTimes(3);

    const before = media.state.stream;
    media.setScreen(null);
    expect(media.state.screenStream).toBeUndefined();
    // A new stream object, so views attach again.
    expect(media.state.stream).not.toBe(before);

    // A screen track that ends (the sender stopped it) goes too.
    const again = new FakeTrack('video');
    media.setScreen('second-share');
    media.addTrack(trackEvent(again, new FakeStream([], 'second-share')));
    expect(media.state.screenStream).toBeDefined();
    again.dispatchEvent(new Event('ended'));
    expect(media.state.screenStream).toBeUndefined();
    expect((media.state.stream as unknown as FakeStream).getTracks()).toEqual([audio, camera]);
  });

  it('a fresh connection starts with nothing playing, and keeps the last quality until the next sample', async () => {
    const media = new LinkMedia(() => undefined);
    media.addTrack(trackEvent(new FakeTrack('audio')));
    media.connection('connected');
    await media.sampleQuality(connection([pair(0.8)]));
    expect(media.state).toMatchObject({ connected: true, quality: 'poor' });
    media.reset();
    expect(media.state).toMatchObject({ stream: null, screenStream: undefined, connected: false, quality: 'poor' });
    media.connection('failed');
    expect(media.state.quality).toBe('lost');
  });

  it('reports level and speaking from the audio receiver, and says so only when they change', () => {
    const audio = new FakeTrack('audio');
    const media = new LinkMedia(() => undefined);
    media.addTrack(trackEvent(audio));
    expect(media.sampleLevel(connection([], [{ track: audio, audioLevel: 0.42 }]), 1000)).toBe(true);
    expect(media.state).toMatchObject({ audioLevel: 0.4, speaking: true });
    expect(media.sampleLevel(connection([], [{ track: audio, audioLevel: 0.41 }]), 1100)).toBe(false);
    // Another participant's receiver on the same connection is not this link's audio.
    expect(media.sampleLevel(connection([], [{ track: new FakeTrack('audio'), audioLevel: 0.9 }]), 1200)).toBe(true);
    expect(media.state.audioLevel).toBe(0);
  });

  it('says the link is stuck after two samples where video packets arrive and no frame is decoded', async () => {
    const media = new LinkMedia(() => undefined);
    const sample = (packets: number, frames: number) => media.sampleQuality(connection([pair(0.02), inbound('video', packets, frames)]));
    expect((await sample(100, 50)).stuck).toBe(false);
    expect((await sample(200, 50)).stuck).toBe(false);
    expect((await sample(300, 50)).stuck).toBe(true);
    // Frames again: not stuck.
    expect((await sample(400, 120)).stuck).toBe(false);
  });
});
