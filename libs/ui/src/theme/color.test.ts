import { describe, expect, it } from 'vitest';
import { paletteFor, parseHex, shade } from './color';

describe('theme colours', () => {
  it('parses short and long hex', () => {
    expect(parseHex('#C52428')).toEqual([197, 36, 40]);
    expect(parseHex('fff')).toEqual([255, 255, 255]);
    expect(parseHex('red')).toBeNull();
  });
  it('derives darker hover and pressed shades on light theme', () => {
    const p = paletteFor('#C52428', 'light');
    expect(p.primary).toBe('#c52428');
    expect(parseHex(p.hover)![0]).toBeLessThan(197);
    expect(parseHex(p.pressed)![0]).toBeLessThan(parseHex(p.hover)![0]);
    expect(p.onPrimary).toBe('#ffffff');
  });
  it('derives lighter shades on dark theme and dark text on a light primary', () => {
    const p = paletteFor('#C52428', 'dark');
    expect(parseHex(p.hover)![1]).toBeGreaterThan(36);
    expect(paletteFor('#FFE066', 'light').onPrimary).toBe('#14171c');
  });
  it('falls back to the default primary for an invalid colour', () => {
    expect(paletteFor('nope', 'light').primary).toBe('#c52428');
    expect(shade('nope', 0.5)).toBe('nope');
  });
});

describe('theme palette tints', async () => {
  const { contrastRatio, THEME_SURFACES } = await import('./contrast');
  it('gives text and control tints of a custom colour that read on each theme', () => {
    for (const mode of ['light', 'dark'] as const) {
      const p = paletteFor('#FFE066', mode);
      for (const surface of THEME_SURFACES[mode]) {
        expect(contrastRatio(p.text, surface)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p.control, surface)).toBeGreaterThanOrEqual(3);
      }
    }
    // The default red keeps its own value where it already reads (light controls).
    expect(paletteFor('#C52428', 'light').control).toBe('#c52428');
  });
});
