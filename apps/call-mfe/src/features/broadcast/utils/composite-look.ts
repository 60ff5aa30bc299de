import type { EventCustomisation } from '@platform/shared-api';
import {
  BANNER_BOX,
  STAGE_REFERENCE_WIDTH,
  logoRect,
  textEffectPx,
  textEffectStyle,
  transformedText,
  visibleCustomisation,
} from '@platform/ui';

/**
 * The host's customisation as the composite canvas draws it: the same data and the same placement
 * rules (`@platform/ui` customisation-style) as the call page's CustomisationLayer, turned into boxes.
 */
export interface CompositeLook {
  /** Drawn behind the tiles, covering the canvas. */
  sceneUrl: string | null;
  logo: { url: string; rect: Rect } | null;
  banner: {
    text: string;
    font: string;
    color: string;
    background: string;
    box: Rect;
    radius: number;
    textX: number;
    textY: number;
    maxTextWidth: number;
  } | null;
  /** The host's name badge picture, next to the host's name on their tile. */
  nameBadgeUrl: string | null;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Canvas text measuring (width in px of `text` in `font`): injected so the plan stays pure. */
export type MeasureText = (text: string, font: string) => number;

const LINE_HEIGHT = 1.2;

/** The canvas font of the text effect: its CSS font, with the page's sans-serif where CSS used a variable. */
export function canvasFont(style: ReturnType<typeof textEffectStyle>): string {
  const family = String(style.fontFamily).replace('var(--font-sans)', 'system-ui, sans-serif');
  return `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${family}`;
}

/**
 * What goes where on a canvas of `size`: the logo needs its picture's size (`logoSize`, null until it
 * loaded); the banner is measured with `measure`.
 */
export function compositeLook(
  value: EventCustomisation | null | undefined,
  size: { width: number; height: number },
  logoSize: { width: number; height: number } | null,
  measure: MeasureText,
): CompositeLook {
  const shown = visibleCustomisation(value ?? null);
  if (!value) return { sceneUrl: null, logo: null, banner: null, nameBadgeUrl: null };
  const logo = shown.logo && logoSize ? { url: value.logo.image_url!, rect: logoRect(value.logo.position, size, logoSize) } : null;
  let banner: CompositeLook['banner'] = null;
  if (shown.banner) {
    const effect = value.text_effect;
    const px = textEffectPx(effect, size.width);
    const font = canvasFont(textEffectStyle(effect, size.width / STAGE_REFERENCE_WIDTH));
    const text = transformedText(effect);
    const padX = BANNER_BOX.padEm.x * px;
    const padY = BANNER_BOX.padEm.y * px;
    const maxWidth = BANNER_BOX.maxWidthShare * size.width;
    const width = Math.min(maxWidth, measure(text, font) + 2 * padX);
    const height = px * LINE_HEIGHT + 2 * padY;
    const box = { x: (size.width - width) / 2, y: size.height - BANNER_BOX.bottomShare * size.height - height, width, height };
    banner = {
      text,
      font,
      color: effect.color,
      background: effect.background_color,
      box,
      radius: BANNER_BOX.radiusPx,
      textX: size.width / 2,
      textY: box.y + height / 2,
      maxTextWidth: width - 2 * padX,
    };
  }
  return {
    sceneUrl: shown.scene ? value.scene.image_url : null,
    logo,
    banner,
    nameBadgeUrl: shown.nameBadge ? value.host_name_badge_url : null,
  };
}
