import { luminance, parseHex, toHex } from './color-math';
import { SOFT_ALPHA, primaryTints } from './contrast';

export { luminance, parseHex, toHex };

/** Colour arithmetic for the theme: hover and pressed shades derived from the chosen primary colour. */

export const DEFAULT_PRIMARY = '#C52428';

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
