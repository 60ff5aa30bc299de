/** Everyone audible, mixed into one track with WebAudio (the recording's and livestream's sound). */
export class AudioMix {
  private readonly context = new AudioContext({ sampleRate: 48_000 });
  private readonly destination = this.context.createMediaStreamDestination();
  private readonly sources = new Map<string, { track: MediaStreamTrack; node: MediaStreamAudioSourceNode; element: HTMLAudioElement }>();

  constructor() {
    // A silent source keeps the track producing samples while nobody talks (encoders need a clock).
    const silence = this.context.createConstantSource();
    silence.offset.value = 0;
    silence.connect(this.destination);
    silence.start();
  }

  get track(): MediaStreamTrack {
    return this.destination.stream.getAudioTracks()[0];
  }

  /** Brings the mix in line with the audible members' tracks. */
  sync(tracks: Map<string, MediaStreamTrack>) {
    void this.context.resume();
    for (const [id, source] of this.sources) {
      if (tracks.get(id) === source.track) continue;
      source.node.disconnect();
      source.element.srcObject = null;
      this.sources.delete(id);
    }
    for (const [id, track] of tracks) {
      if (this.sources.has(id)) continue;
      const stream = new MediaStream([track]);
      // Chromium only feeds a remote WebRTC track into WebAudio while a media element plays it.
      const element = new Audio();
      element.muted = true;
      element.srcObject = stream;
      void element.play().catch(() => undefined);
      const node = this.context.createMediaStreamSource(stream);
      node.connect(this.destination);
      this.sources.set(id, { track, node, element });
    }
  }

  close() {
    void this.context.close();
  }
}
