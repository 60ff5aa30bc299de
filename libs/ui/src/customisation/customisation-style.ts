import type { CSSProperties } from 'react';
import type { ConferenceCustomisation, LogoPosition } from '@platform/shared-api';

/** Where the logo sits on the call stage, for each of the 8 positions (spec §9). */
export function logoPlacement(position: LogoPosition): CSSProperties {
  const [row, column] = position.split('-') as ['top' | 'middle' | 'bottom', 'left' | 'center' | 'right'];
  const style: CSSProperties = { position: 'absolute' };
  if (row === 'top') style.top = '4%';
  else if (row === 'bottom') style.bottom = '4%';
  else style.top = '50%';
  if (column === 'left') style.left = '3%';
  else if (column === 'right') style.right = '3%';
  else style.left = '50%';
  const shiftX = column === 'center' ? '-50%' : '0';
  const shiftY = row === 'middle' ? '-50%' : '0';
  if (shiftX !== '0' || shiftY !== '0') style.transform = `translate(${shiftX}, ${shiftY})`;
  return style;
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
  'top-left', 'top-center', 'top-right',
  'middle-left', null, 'middle-right',
  'bottom-left', 'bottom-center', 'bottom-right',
];

/** The scene image as the stage's background (cover, centred); nothing when the host set none. */
export function sceneStyle(scene: ConferenceCustomisation['scene']): CSSProperties | undefined {
  return scene.image_url ? { backgroundImage: `url("${encodeURI(scene.image_url)}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined;
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
