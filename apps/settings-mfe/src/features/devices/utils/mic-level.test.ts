import { describe, expect, it } from 'vitest';
import { levelFromSamples } from './mic-level';

describe('microphone level', () => {
  it('measures silence as zero and a loud signal as full', () => {
    expect(levelFromSamples(new Uint8Array(256).fill(128))).toBe(0);
    const loud = Uint8Array.from({ length: 256 }, (_, i) => (i % 2 ? 255 : 0));
    expect(levelFromSamples(loud)).toBe(1);
    const quiet = Uint8Array.from({ length: 256 }, (_, i) => (i % 2 ? 132 : 124));
    expect(levelFromSamples(quiet)).toBeGreaterThan(0);
    expect(levelFromSamples(quiet)).toBeLessThan(0.2);
  });
});
