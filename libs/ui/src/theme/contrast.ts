import { luminance, parseHex, toHex } from './color-math';

/**
 * WCAG 2.x contrast: text needs 4.5:1 against what it sits on, large text and controls (borders,
 * icons, focus rings) 3:1. The theme colour is a brand choice (any hex, also a host's custom one), so
 * text and controls use tints of it that are proven to reach those ratios on each theme's surfaces.
 */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

/** The surfaces primary-coloured text sits on, per theme (tokens.css: bg, surface, surface-2, surface-3). */
export const THEME_SURFACES = {
  light: ['#ffffff', '#f6f7f9', '#f0f2f5', '#e6e9ee'],
  dark: ['#0f1115', '#171a20', '#1f232b', '#2a2f39'],
} as const;

/** The alpha of the primary's soft background (chips, active navigation) per theme. */
export const SOFT_ALPHA = { light: 0.1, dark: 0.18 } as const;

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `colour` at `alpha` over an opaque `background`: what the eye gets from a translucent fill. */
export function over(colour: string, alpha: number, background: string): string {
  const fg = parseHex(colour) ?? [0, 0, 0];
  const bg = parseHex(background) ?? [255, 255, 255];
  return toHex(fg.map((v, i) => v * alpha + bg[i] * (1 - alpha)) as [number, number, number]);
}

/**
 * The closest tint of `colour` that reaches `ratio` against every background: mixed towards white on
 * dark backgrounds and towards black on light ones, in 1% steps, so the hue stays recognisable.
 */
export function readableOn(colour: string, backgrounds: readonly string[], ratio: number): string {
  const base = parseHex(colour) ?? [0, 0, 0];
  const darkBackgrounds = backgrounds.every((b) => luminance(b) < 0.2);
  const target = darkBackgrounds ? 255 : 0;
  for (let step = 0; step <= 100; step++) {
    const t = step / 100;
    const candidate = toHex(base.map((v) => v + (target - v) * t) as [number, number, number]);
    if (backgrounds.every((b) => contrastRatio(candidate, b) >= ratio)) return candidate;
  }
  return darkBackgrounds ? '#ffffff' : '#000000';
}

/** What the theme colour sits on in a theme: its surfaces and its own soft fill over each of them. */
export function primaryBackdrops(primary: string, mode: 'light' | 'dark'): string[] {
  const surfaces = THEME_SURFACES[mode];
  return [...surfaces, ...surfaces.map((s) => over(primary, SOFT_ALPHA[mode], s))];
}

/** Text-safe (4.5:1) and control-safe (3:1) tints of the theme colour for a theme. */
export function primaryTints(primary: string, mode: 'light' | 'dark') {
  const backdrops = primaryBackdrops(primary, mode);
  return { text: readableOn(primary, backdrops, AA_TEXT), control: readableOn(primary, backdrops, AA_LARGE) };
}
