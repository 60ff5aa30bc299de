/**
 * Remote audio tracks mixed with WebAudio into one or more outputs, each with its own gain per
 * remote: the call's speakers (one output, the listener's interpretation channel) and the composite
 * page (one output per channel, for the HLS audio renditions). A gain not set is 1.
 */
export class GainMix {
  private readonly sources = new Map<string, { track: MediaStreamTrack; node: MediaStreamAudioSourceNode; element: HTMLAudioElement }>();
  private readonly outputs = new Map<
    string,
    { destination: MediaStreamAudioDestinationNode; gains: Map<string, GainNode>; levels: Map<string, number> }
  >();

  constructor(readonly context: AudioContext) {}

  /** The output `key`'s track (made on first use; silent while nobody is mixed in). */
  output(key: string): MediaStreamTrack {
    return this.outputOf(key).destination.stream.getAudioTracks()[0];
  }

  /** Brings the sources in line with the remotes' audio tracks (null or missing: nothing from them). */
  sync(tracks: Map<string, MediaStreamTrack | null>) {
    for (const [id, source] of this.sources) {
      if (tracks.get(id) === source.track) continue;
      source.node.disconnect();
      source.element.srcObject = null;
      this.sources.delete(id);
      for (const output of this.outputs.values()) {
        output.gains.get(id)?.disconnect();
        output.gains.delete(id);
      }
    }
    for (const [id, track] of tracks) {
      if (!track || this.sources.has(id)) continue;
      const stream = new MediaStream([track]);
      // Chromium only feeds a remote WebRTC track into WebAudio while a media element plays it.
      const element = new Audio();
      element.muted = true;
      element.srcObject = stream;
      void element.play().catch(() => undefined);
      this.sources.set(id, { track, node: this.context.createMediaStreamSource(stream), element });
    }
    for (const key of this.outputs.keys()) this.wire(key);
  }

  /** How loud each remote plays in output `key` (0..1); remotes not named play at 1. */
  setGains(key: string, levels: Map<string, number>) {
    this.outputOf(key).levels = levels;
    this.wire(key);
  }

  /** Retries sources the browser would not play yet (autoplay), from a user gesture. */
  resume() {
    void this.context.resume().catch(() => undefined);
    for (const source of this.sources.values()) if (source.element.paused) void source.element.play().catch(() => undefined);
  }

  close() {
    for (const source of this.sources.values()) source.element.srcObject = null;
    this.sources.clear();
    void this.context.close().catch(() => undefined);
  }

  private outputOf(key: string) {
    let output = this.outputs.get(key);
    if (!output) {
      output = { destination: this.context.createMediaStreamDestination(), gains: new Map(), levels: new Map() };
      // A silent source keeps the track producing samples while nobody talks (encoders need a clock).
      const silence = this.context.createConstantSource();
      silence.offset.value = 0;
      silence.connect(output.destination);
      silence.start();
      this.outputs.set(key, output);
    }
    return output;
  }

  /** Every source through its gain node into the output; the gain follows the output's levels. */
  private wire(key: string) {
    const output = this.outputOf(key);
    for (const [id, source] of this.sources) {
      let gain = output.gains.get(id);
      if (!gain) {
        gain = this.context.createGain();
        source.node.connect(gain);
        gain.connect(output.destination);
        output.gains.set(id, gain);
      }
      gain.gain.value = output.levels.get(id) ?? 1;
    }
  }
}
