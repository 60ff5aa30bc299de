import { initialsOf } from '@platform/ui';
import type { CompositeTile } from './composite-layout';
import type { CompositeLook } from './composite-look';

/** What one tile shows: a playing video (or none: the name on a plain tile) and its caption. */
export interface StageSource {
  id: string;
  kind: 'camera' | 'screen';
  pinned?: boolean;
  speaking?: boolean;
  name: string;
  /** Translated role labels (host, co-host, presenter...). */
  badges: string[];
  video: HTMLVideoElement | null;
  /** The host's name badge picture (customisation), drawn before their name. */
  nameBadge?: HTMLImageElement | null;
}

/** A picture's natural size, whatever kind of canvas source it is. */
type Picture = { width: number; height: number };

/** The source crop that makes `picture` cover a box of `aspect` (object-fit: cover). */
export function coverCrop(picture: Picture, aspect: number) {
  const own = picture.width / picture.height;
  const width = own > aspect ? picture.height * aspect : picture.width;
  const height = own > aspect ? picture.height : picture.width / aspect;
  return { x: (picture.width - width) / 2, y: (picture.height - height) / 2, width, height };
}

/** Whether a video element has a picture to draw (else the tile shows the person's initials). */
export const showsPicture = (video: HTMLVideoElement | null | undefined): video is HTMLVideoElement =>
  !!video && video.readyState >= 2 && video.videoWidth > 0;

const loaded = (image: HTMLImageElement | null | undefined): image is HTMLImageElement =>
  !!image && image.complete && image.naturalWidth > 0;

function drawCover(g: CanvasRenderingContext2D, image: HTMLImageElement, rect: { x: number; y: number; width: number; height: number }) {
  const crop = coverCrop({ width: image.naturalWidth, height: image.naturalHeight }, rect.width / rect.height);
  g.drawImage(image, crop.x, crop.y, crop.width, crop.height, rect.x, rect.y, rect.width, rect.height);
}

const BACKGROUND = '#111318';
const TILE = '#22252d';
const ACCENT = '#C52428'; // spec §9 theme colour

/**
 * Draws one frame of the composite: the host's scene (else a plain background), tiles (video
 * cover-fitted), speaking outline, names, role badges and the host's name badge.
 */
export function drawStage(
  g: CanvasRenderingContext2D,
  tiles: CompositeTile<StageSource>[],
  size: { width: number; height: number },
  scene?: HTMLImageElement | null,
) {
  g.fillStyle = BACKGROUND;
  g.fillRect(0, 0, size.width, size.height);
  if (loaded(scene)) drawCover(g, scene, { x: 0, y: 0, ...size });
  for (const { source, rect } of tiles) {
    g.save();
    g.beginPath();
    g.roundRect(rect.x, rect.y, rect.width, rect.height, 10);
    g.clip();
    g.fillStyle = TILE;
    g.fillRect(rect.x, rect.y, rect.width, rect.height);
    const video = source.video;
    if (showsPicture(video)) {
      // Screens are shown whole; cameras fill the tile.
      const fit = source.kind === 'screen' ? Math.min : Math.max;
      const scale = fit(rect.width / video.videoWidth, rect.height / video.videoHeight);
      const w = video.videoWidth * scale;
      const h = video.videoHeight * scale;
      g.drawImage(video, rect.x + (rect.width - w) / 2, rect.y + (rect.height - h) / 2, w, h);
    } else {
      g.fillStyle = '#e8e8ea';
      g.font = `600 ${Math.round(rect.height / 4)}px system-ui, sans-serif`;
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(initialsOf(source.name), rect.x + rect.width / 2, rect.y + rect.height / 2);
    }
    g.restore();
    if (source.speaking) {
      g.strokeStyle = ACCENT;
      g.lineWidth = 4;
      g.beginPath();
      g.roundRect(rect.x + 2, rect.y + 2, rect.width - 4, rect.height - 4, 10);
      g.stroke();
    }
    caption(g, source, rect);
  }
}

function caption(g: CanvasRenderingContext2D, source: StageSource, rect: { x: number; y: number; width: number; height: number }) {
  const fontSize = rect.height > 300 ? 18 : 13;
  g.font = `600 ${fontSize}px system-ui, sans-serif`;
  g.textAlign = 'left';
  g.textBaseline = 'middle';
  const parts = [source.name, ...source.badges];
  const text = parts.join(' · ');
  const height = fontSize + 10;
  // The name badge is 16:9 at the caption's text height, as on the call page's tile.
  const badge = loaded(source.nameBadge) ? { width: Math.round(((fontSize + 4) * 16) / 9), height: fontSize + 4 } : null;
  const badgeSpace = badge ? badge.width + 6 : 0;
  const width = Math.min(rect.width - 16, g.measureText(text).width + 16 + badgeSpace);
  const x = rect.x + 8;
  const y = rect.y + rect.height - height - 8;
  g.fillStyle = 'rgba(0, 0, 0, 0.6)';
  g.beginPath();
  g.roundRect(x, y, width, height, 6);
  g.fill();
  if (badge) drawCover(g, source.nameBadge!, { x: x + 6, y: y + (height - badge.height) / 2, ...badge });
  g.fillStyle = '#ffffff';
  g.fillText(text, x + 8 + badgeSpace, y + height / 2, width - 16 - badgeSpace);
}

/** The host's logo and text banner over the stage, where `compositeLook` placed them. */
export function drawLook(g: CanvasRenderingContext2D, look: CompositeLook, logo: HTMLImageElement | null) {
  if (look.logo && loaded(logo)) {
    const { x, y, width, height } = look.logo.rect;
    g.drawImage(logo, x, y, width, height);
  }
  const banner = look.banner;
  if (banner) {
    g.fillStyle = banner.background;
    g.beginPath();
    g.roundRect(banner.box.x, banner.box.y, banner.box.width, banner.box.height, banner.radius);
    g.fill();
    g.font = banner.font;
    g.fillStyle = banner.color;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(banner.text, banner.textX, banner.textY, banner.maxTextWidth);
  }
}
