import { GainMix } from './gain-mix';

/**
 * Plays every remote participant's audio, independent of which tiles are on screen (a paged-out
 * speaker must still be heard), on the chosen speaker (setSinkId where supported). Each remote goes
 * through its own WebAudio gain, so a listener on an interpretation channel hears the floor turned
 * down under the interpreter (`setGains`); one element plays the mix on the chosen speaker.
 */
export class RemoteAudioPlayer {
  private mix: GainMix | null = null;
  private element: HTMLAudioElement | null = null;
  private gains = new Map<string, number>();
  private sinkId = '';

  /** Brings the players in line with the remotes' audio tracks. */
  sync(tracks: Map<string, MediaStreamTrack | null>) {
    if (!this.mix && ![...tracks.values()].some(Boolean)) return;
    this.started().sync(tracks);
  }

  /** How loud each remote plays (0..1; not named: 1). */
  setGains(gains: Map<string, number>) {
    this.gains = gains;
    this.mix?.setGains('speaker', gains);
  }

  async setSpeaker(deviceId: string) {
    this.sinkId = deviceId;
    if (this.element) await setSink(this.element, deviceId);
  }

  /** Retries playback after a user gesture when autoplay was refused. */
  resume() {
    this.mix?.resume();
    if (this.element?.paused) void this.element.play().catch(() => undefined);
  }

  close() {
    if (this.element) this.element.srcObject = null;
    this.mix?.close();
    this.mix = null;
    this.element = null;
  }

  /** The mix and its speaker element, made with the first remote audio (an AudioContext is not free). */
  private started(): GainMix {
    if (this.mix) return this.mix;
    const mix = new GainMix(new AudioContext());
    mix.setGains('speaker', this.gains);
    const element = new Audio();
    element.autoplay = true;
    element.srcObject = new MediaStream([mix.output('speaker')]);
    if (this.sinkId) void setSink(element, this.sinkId);
    void element.play().catch(() => undefined);
    // A context made before any gesture starts suspended: the first click or key starts it.
    const wake = () => this.resume();
    document.addEventListener('pointerdown', wake, { once: true });
    document.addEventListener('keydown', wake, { once: true });
    this.mix = mix;
    this.element = element;
    return mix;
  }
}

async function setSink(element: HTMLAudioElement, deviceId: string) {
  const sinkable = element as HTMLAudioElement & { setSinkId?: (id: string) => Promise<void> };
  try {
    await sinkable.setSinkId?.(deviceId);
  } catch {
    // The device went away; the default output keeps playing.
  }
}

export function speakerSelectionSupported(): boolean {
  return typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;
}
