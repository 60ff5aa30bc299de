/**
 * The composite's sound played to the page's own audio output (an AudioContext's destination): a
 * LiveKit egress records what its Chrome plays, where this service's own worker encodes the track.
 */
export class PageSpeaker {
  private readonly context = new AudioContext({ sampleRate: 48_000 });

  constructor(track: MediaStreamTrack) {
    this.context.createMediaStreamSource(new MediaStream([track])).connect(this.context.destination);
    // The egress's Chrome allows autoplay; resume in case the context starts suspended anyway.
    void this.context.resume().catch(() => undefined);
  }

  close() {
    void this.context.close().catch(() => undefined);
  }
}
