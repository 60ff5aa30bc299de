/**
 * Speaking detection from audio levels (0..1): on above a threshold, off only after a quiet
 * hangover so the ring does not flicker between words.
 */
export const SPEAKING_THRESHOLD = 0.04;
export const SPEAKING_HANGOVER_MS = 700;

export class SpeakingDetector {
  private lastLoud = -Infinity;
  speaking = false;

  update(level: number, now: number): boolean {
    if (level >= SPEAKING_THRESHOLD) this.lastLoud = now;
    this.speaking = now - this.lastLoud <= SPEAKING_HANGOVER_MS;
    return this.speaking;
  }
}

/** How long someone must keep talking before the featured speaker switches to them. */
export const SPEAKER_SWITCH_MS = 1200;

/**
 * The active speaker for center view: sticky, so the big tile does not flap between two people
 * talking over each other. The current speaker stays while they speak or nobody else has spoken
 * for long enough; a newcomer needs SPEAKER_SWITCH_MS of continuous speech.
 */
export class ActiveSpeakerTracker {
  private current: string | null = null;
  private readonly since = new Map<string, number>();

  update(levels: Array<{ id: string; level: number; speaking: boolean }>, now: number): string | null {
    const present = new Set(levels.map((entry) => entry.id));
    for (const id of [...this.since.keys()]) if (!present.has(id)) this.since.delete(id);
    for (const entry of levels) {
      if (entry.speaking) {
        if (!this.since.has(entry.id)) this.since.set(entry.id, now);
      } else this.since.delete(entry.id);
    }
    if (this.current && !present.has(this.current)) this.current = null;
    const speaking = levels.filter((entry) => entry.speaking);
    const loudest = (list: typeof levels) => list.reduce((a, b) => (b.level > a.level ? b : a)).id;
    if (!this.current) {
      if (speaking.length) this.current = loudest(speaking);
      return this.current;
    }
    if (this.since.has(this.current)) return this.current;
    const ready = speaking.filter((entry) => now - (this.since.get(entry.id) ?? now) >= SPEAKER_SWITCH_MS);
    if (ready.length) this.current = loudest(ready);
    return this.current;
  }
}
