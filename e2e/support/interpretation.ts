import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Helpers for the interpretation journeys: a fake microphone that plays one pitch (so what a listener
 * hears can be told apart by frequency band), and a tap on the page's WebAudio mixes to measure it.
 */

/** A WAV of short beeps at `hz` (beeps, not one steady tone, so noise suppression keeps them); 0 Hz is silence. */
export function fakeTone(hz: number): string {
  const wav = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-tone-')), `tone-${hz}.wav`);
  const synth = hz > 0 ? ['synth', '0.4', 'sine', String(hz), 'vol', '0.5', 'pad', '0', '0.15'] : ['trim', '0', '0.55'];
  execFileSync('sox', ['-n', '-r', '48000', '-c', '1', '-b', '16', wav, ...synth, 'repeat', '120']);
  return wav;
}

/** Init script: every WebAudio mix output (a MediaStream destination) also feeds an analyser the test reads. */
export const TAP_AUDIO_MIXES = () => {
  const taps: AnalyserNode[] = [];
  (window as unknown as { __taps: AnalyserNode[] }).__taps = taps;
  const connect = AudioNode.prototype.connect as (this: AudioNode, ...args: unknown[]) => unknown;
  (AudioNode.prototype as unknown as { connect: unknown }).connect = function (this: AudioNode, ...args: unknown[]) {
    const result = connect.apply(this, args);
    const target = args[0] as AudioNode;
    if (typeof MediaStreamAudioDestinationNode !== 'undefined' && target instanceof MediaStreamAudioDestinationNode) {
      const tagged = target as AudioNode & { __tap?: AnalyserNode };
      if (!tagged.__tap) {
        const tap = target.context.createAnalyser();
        tap.fftSize = 8192;
        tap.smoothingTimeConstant = 0;
        tagged.__tap = tap;
        taps.push(tap);
      }
      connect.call(this, tagged.__tap);
    }
    return result;
  };
};

/** The loudest level (dB) heard in the page's mixes over `ms`, in narrow bands around each frequency. */
export function bandLevels(page: Page, frequencies: number[], ms = 3000): Promise<number[]> {
  return page.evaluate(
    async ([freqs, duration]) => {
      const taps = (window as unknown as { __taps: AnalyserNode[] }).__taps;
      const peaks = freqs.map(() => -Infinity);
      const until = performance.now() + duration;
      while (performance.now() < until) {
        for (const tap of taps) {
          const bins = new Float32Array(tap.frequencyBinCount);
          tap.getFloatFrequencyData(bins);
          const hzPerBin = tap.context.sampleRate / tap.fftSize;
          freqs.forEach((f, i) => {
            const centre = Math.round(f / hzPerBin);
            for (let b = centre - 3; b <= centre + 3; b++) peaks[i] = Math.max(peaks[i], bins[b] ?? -Infinity);
          });
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      return peaks;
    },
    [frequencies, ms] as const,
  );
}
