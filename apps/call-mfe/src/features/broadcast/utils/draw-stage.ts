import type { CompositeTile } from './composite-layout';

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
}

const BACKGROUND = '#111318';
const TILE = '#22252d';
const ACCENT = '#C52428'; // spec §9 theme colour

/** Draws one frame of the composite: tiles (video cover-fitted), speaking outline, names and role badges. */
export function drawStage(g: CanvasRenderingContext2D, tiles: CompositeTile<StageSource>[], size: { width: number; height: number }) {
  g.fillStyle = BACKGROUND;
  g.fillRect(0, 0, size.width, size.height);
  for (const { source, rect } of tiles) {
    g.save();
    g.beginPath();
    g.roundRect(rect.x, rect.y, rect.width, rect.height, 10);
    g.clip();
    g.fillStyle = TILE;
    g.fillRect(rect.x, rect.y, rect.width, rect.height);
    const video = source.video;
    if (video && video.readyState >= 2 && video.videoWidth > 0) {
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
      g.fillText(initials(source.name), rect.x + rect.width / 2, rect.y + rect.height / 2);
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
  const width = Math.min(rect.width - 16, g.measureText(text).width + 16);
  const height = fontSize + 10;
  const x = rect.x + 8;
  const y = rect.y + rect.height - height - 8;
  g.fillStyle = 'rgba(0, 0, 0, 0.6)';
  g.beginPath();
  g.roundRect(x, y, width, height, 6);
  g.fill();
  g.fillStyle = '#ffffff';
  g.fillText(text, x + 8, y + height / 2, width - 16);
}

export function initials(name: string): string {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => part[0]!.toUpperCase()).join('') || '?';
}
