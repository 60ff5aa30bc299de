import type { CSSProperties } from 'react';
import type { ConferenceCustomisation, LogoPosition } from '@platform/shared-api';

/** The logo's distance from the stage's edges, as a share of its height (rows) and width (columns). */
export const LOGO_MARGIN = { row: 0.04, column: 0.03 } as const;
/** The logo's largest side: 100 px, and at most 14% of the stage's width on a narrow stage. */
export const LOGO_MAX = { px: 100, share: 0.14 } as const;
/** Sizes of the text effect are px on a stage this wide; smaller and larger stages scale them. */
export const STAGE_REFERENCE_WIDTH = 1280;

type Row = 'top' | 'middle' | 'bottom';
type Column = 'left' | 'center' | 'right';
const splitPosition = (position: LogoPosition) => position.split('-') as [Row, Column];
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Where the logo sits on the call stage, for each of the 8 positions (spec §9). */
export function logoPlacement(position: LogoPosition): CSSProperties {
  const [row, column] = splitPosition(position);
  const style: CSSProperties = { position: 'absolute' };
  if (row === 'top') style.top = percent(LOGO_MARGIN.row);
  else if (row === 'bottom') style.bottom = percent(LOGO_MARGIN.row);
  else style.top = '50%';
  if (column === 'left') style.left = percent(LOGO_MARGIN.column);
  else if (column === 'right') style.right = percent(LOGO_MARGIN.column);
  else style.left = '50%';
  const shiftX = column === 'center' ? '-50%' : '0';
  const shiftY = row === 'middle' ? '-50%' : '0';
  if (shiftX !== '0' || shiftY !== '0') style.transform = `translate(${shiftX}, ${shiftY})`;
  return style;
}

/**
 * The logo's box on a stage of `stage` px, for a picture of `image` px: what `logoPlacement` and the
 * logo's CSS size give on the call page, for surfaces that draw rather than lay out (the broadcast canvas).
 */
export function logoRect(position: LogoPosition, stage: { width: number; height: number }, image: { width: number; height: number }) {
  const max = Math.min(LOGO_MAX.px, LOGO_MAX.share * stage.width);
  const scale = Math.min(1, max / Math.max(1, image.width), max / Math.max(1, image.height));
  const width = image.width * scale;
  const height = image.height * scale;
  const [row, column] = splitPosition(position);
  const marginX = LOGO_MARGIN.column * stage.width;
  const marginY = LOGO_MARGIN.row * stage.height;
  const x = column === 'left' ? marginX : column === 'right' ? stage.width - marginX - width : (stage.width - width) / 2;
  const y = row === 'top' ? marginY : row === 'bottom' ? stage.height - marginY - height : (stage.height - height) / 2;
  return { x, y, width, height };
}

/** The text effect's font size in px on a stage `stageWidth` px wide (its size is set for a 1280 px stage). */
export function textEffectPx(effect: ConferenceCustomisation['text_effect'], stageWidth: number): number {
  return (effect.size * stageWidth) / STAGE_REFERENCE_WIDTH;
}

/** The text effect's size as container-relative CSS: the banner keeps its proportion at any stage width. */
export function textEffectCqw(effect: ConferenceCustomisation['text_effect']): string {
  return `${((effect.size * 100) / STAGE_REFERENCE_WIDTH).toFixed(2)}cqw`;
}

/** The text as the effect's transform shows it (CSS text-transform, for surfaces that draw text). */
export function transformedText(effect: Pick<ConferenceCustomisation['text_effect'], 'text' | 'transform'>): string {
  if (effect.transform === 'uppercase') return effect.text.toUpperCase();
  if (effect.transform === 'lowercase') return effect.text.toLowerCase();
  if (effect.transform === 'capitalize')
    return effect.text.replace(/(^|\s)(\S)/g, (_, space: string, first: string) => space + first.toUpperCase());
  return effect.text;
}

/** The text banner's place: centred near the stage's bottom, at most 90% wide, padded in its own em. */
export const BANNER_BOX = { bottomShare: 0.03, maxWidthShare: 0.9, padEm: { y: 0.4, x: 1 }, radiusPx: 10 } as const;

/** The banner's box as CSS (the call page); the broadcast canvas computes the same box from BANNER_BOX. */
export function bannerPlacement(): CSSProperties {
  return {
    position: 'absolute',
    left: '50%',
    transform: 'translateX(-50%)',
    bottom: percent(BANNER_BOX.bottomShare),
    maxWidth: percent(BANNER_BOX.maxWidthShare),
    padding: `${BANNER_BOX.padEm.y}em ${BANNER_BOX.padEm.x}em`,
    borderRadius: BANNER_BOX.radiusPx,
  };
}

/** The text effect as CSS; size is in px at a 1280 px wide stage, scaled to the preview's width. */
export function textEffectStyle(effect: ConferenceCustomisation['text_effect'], scale = 1): CSSProperties {
  return {
    fontFamily: `'${effect.font}', var(--font-sans)`,
    fontStyle: effect.font_style.includes('italic') ? 'italic' : 'normal',
    fontWeight: effect.font_style.includes('bold') ? 700 : 400,
    fontSize: `${Math.max(6, Math.round(effect.size * scale))}px`,
    textTransform: effect.transform,
    color: effect.color,
    background: effect.background_color,
  };
}

/** A 2x4 grid order for the position picker: top row, middle (left/right), bottom row. */
export const POSITION_GRID: Array<LogoPosition | null> = [
  'top-left',
  'top-center',
  'top-right',
  'middle-left',
  null,
  'middle-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
];

/** The scene image as the stage's background (cover, centred); nothing when the host set none. */
export function sceneStyle(scene: ConferenceCustomisation['scene']): CSSProperties | undefined {
  return scene.image_url
    ? { backgroundImage: `url("${encodeURI(scene.image_url)}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : undefined;
}

/** Which parts of the host's look a stage shows: the call page and the broadcast composite read the same answer. */
export function visibleCustomisation(value: ConferenceCustomisation | null) {
  return {
    scene: !!value?.scene.image_url,
    logo: !!value?.logo.image_url,
    banner: !!value?.text_effect.enabled && !!value.text_effect.text.trim(),
    nameBadge: !!value?.name_badge.enabled,
    watermark: !!value?.anti_screen_capture,
  };
}
