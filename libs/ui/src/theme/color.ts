import { SOFT_ALPHA, primaryTints } from './contrast';

/** Colour arithmetic for the theme: hover and pressed shades derived from the chosen primary colour. */

export const DEFAULT_PRIMARY = '#C52428';

export function parseHex(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  let value = match[1];
  if (value.length === 3) value = value.split('').map((c) => c + c).join('');
  const n = parseInt(value, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: [number, number, number]): string {
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return '#' + [r, g, b].map((v) => clamp(v).toString(16).padStart(2, '0')).join('');
}

/** Mixes `hex` towards black (amount > 0) or white (amount < 0). */
export function shade(hex: string, amount: number): string {
  const rgb = parseHex(hex);
  if (!rgb) return hex;
  const target = amount > 0 ? 0 : 255;
  const t = Math.abs(amount);
  return toHex(rgb.map((v) => v + (target - v) * t) as [number, number, number]);
}

export interface PrimaryPalette {
  primary: string;
  hover: string;
  pressed: string;
  soft: string;
  onPrimary: string;
  /** The theme colour as text on this theme's surfaces: 4.5:1 (contrast.ts). */
  text: string;
  /** The theme colour for icons, borders and large text: 3:1. */
  control: string;
}

/** Relative luminance (WCAG) to pick readable text on the primary colour. */
export function luminance(hex: string): number {
  const rgb = parseHex(hex) ?? [0, 0, 0];
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Hover and pressed go darker on light theme and lighter on dark theme. */
export function paletteFor(primary: string, mode: 'light' | 'dark'): PrimaryPalette {
  const base = parseHex(primary) ? toHex(parseHex(primary)!) : DEFAULT_PRIMARY.toLowerCase();
  const direction = mode === 'dark' ? -1 : 1;
  const rgb = parseHex(base)!;
  return {
    primary: base,
    hover: shade(base, 0.14 * direction),
    pressed: shade(base, 0.28 * direction),
    soft: `rgb(${rgb.join(' ')} / ${SOFT_ALPHA[mode]})`,
    onPrimary: luminance(base) > 0.45 ? '#14171c' : '#ffffff',
    ...primaryTints(base, mode),
  };
}
