import { describe, expect, it } from 'vitest';
import { AA_LARGE, AA_TEXT, THEME_SURFACES, contrastRatio, over, primaryBackdrops, primaryTints, readableOn } from './contrast';

describe('contrast of the theme colour', () => {
  it('measures WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // The measurement: the brand red as text on the dark page is below 3:1.
    for (const surface of THEME_SURFACES.dark) expect(contrastRatio('#c52428', surface)).toBeLessThan(3.3);
    expect(over('#ffffff', 0.5, '#000000')).toBe('#808080');
  });

  it('keeps a colour that already reads well, and tints one that does not', () => {
    expect(readableOn('#1a1a1a', ['#ffffff'], AA_TEXT)).toBe('#1a1a1a');
    const tint = readableOn('#c52428', THEME_SURFACES.dark, AA_TEXT);
    expect(tint).not.toBe('#c52428');
    for (const surface of THEME_SURFACES.dark) expect(contrastRatio(tint, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    // Lighter on dark, still red (red channel leads).
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(tint.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(g);
    expect(r).toBeGreaterThan(b);
  });

  it.each([['#C52428'], ['#FFE066'], ['#2563EB'], ['#16A34A'], ['#7C3AED'], ['#000000'], ['#FFFFFF'], ['#FF8800']])(
    '%s gives text 4.5:1 and controls 3:1 on every surface and soft fill of both themes',
    (primary) => {
      for (const mode of ['light', 'dark'] as const) {
        const { text, control } = primaryTints(primary, mode);
        for (const backdrop of primaryBackdrops(primary, mode)) {
          expect(contrastRatio(text, backdrop)).toBeGreaterThanOrEqual(AA_TEXT);
          expect(contrastRatio(control, backdrop)).toBeGreaterThanOrEqual(AA_LARGE);
        }
      }
    },
  );
});

describe('tokens.css', () => {
  it("holds the palette and tints applyTheme writes for the default colour: the page, and the server's first paint, paint before it runs", async () => {
    const { readFileSync } = await import('node:fs');
    const { resolve } = await import('node:path');
    const { paletteFor } = await import('./color');
    const css = readFileSync(resolve(__dirname, '../styles/tokens.css'), 'utf8');
    const [light, dark] = css.split(":root[data-theme='dark']");
    for (const [mode, block] of [
      ['light', light],
      ['dark', dark],
    ] as const) {
      const { text, control } = primaryTints('#C52428', mode);
      expect(block).toContain(`--color-primary-text: ${text};`);
      expect(block).toContain(`--color-primary-control: ${control};`);
      const palette = paletteFor('#C52428', mode);
      // the dark block inherits what it does not set from the light one
      const value = (name: string) => (new RegExp(`${name}: ([^;]+);`).exec(block) ?? new RegExp(`${name}: ([^;]+);`).exec(light))?.[1];
      expect(value('--color-primary')).toBe(palette.primary);
      expect(value('--color-primary-hover')).toBe(palette.hover);
      expect(value('--color-primary-pressed')).toBe(palette.pressed);
      expect(value('--color-primary-soft')).toBe(palette.soft);
      expect(value('--color-on-primary')).toBe(palette.onPrimary);
    }
  });
});
