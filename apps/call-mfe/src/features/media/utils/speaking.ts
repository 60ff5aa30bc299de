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

/** The active speaker: the loudest of those speaking, else whoever spoke last (sticky). */
export function pickActiveSpeaker(levels: Array<{ id: string; level: number; speaking: boolean }>, previous: string | null): string | null {
  const speaking = levels.filter((entry) => entry.speaking);
  if (speaking.length === 0) return previous && levels.some((entry) => entry.id === previous) ? previous : null;
  return speaking.reduce((loudest, entry) => (entry.level > loudest.level ? entry : loudest)).id;
}
