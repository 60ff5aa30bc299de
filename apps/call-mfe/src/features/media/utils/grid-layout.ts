/**
 * The call grid as a pure function of tile count, viewport and mode (spec §9: display modes
 * center, pin and gallery; video layout modes 1, 2 and 3). Rendering only places these rects.
 */
export type DisplayMode = 'center' | 'pin' | 'gallery';
/** 1: few large tiles, 2: balanced, 3: many small tiles. */
export type VideoLayoutMode = 1 | 2 | 3;

export interface Viewport {
  width: number;
  height: number;
}

export interface GridMode {
  display: DisplayMode;
  layout: VideoLayoutMode;
}

export interface TileRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface GridLayout {
  /** The large tile in center and pin mode (tile 0); null in gallery mode. */
  featured: TileRect | null;
  /** Rects for one page of the other tiles, in order. */
  tiles: TileRect[];
  /** How many non-featured tiles one page holds. */
  pageSize: number;
  pageCount: number;
  columns: number;
  rows: number;
  /** Where the strip of small tiles sits in center and pin mode. */
  strip: 'right' | 'bottom' | null;
}

export const TILE_ASPECT = 16 / 9;
export const TILE_GAP = 8;

/** Tiles per gallery page and their smallest width, by video layout mode. */
export const GALLERY_LIMITS: Record<VideoLayoutMode, { maxTiles: number; minWidth: number }> = {
  1: { maxTiles: 9, minWidth: 280 },
  2: { maxTiles: 16, minWidth: 180 },
  3: { maxTiles: 49, minWidth: 112 },
};

/** Small tiles beside the featured one, by video layout mode. */
export const STRIP_LIMITS: Record<VideoLayoutMode, number> = { 1: 3, 2: 5, 3: 8 };

interface Fit {
  columns: number;
  rows: number;
  width: number;
  height: number;
}

/** The column count that gives `count` 16:9 tiles the largest size inside width x height. */
export function bestFit(count: number, width: number, height: number, gap = TILE_GAP): Fit {
  let best: Fit = { columns: 1, rows: 1, width: 0, height: 0 };
  for (let columns = 1; columns <= Math.max(1, count); columns += 1) {
    const rows = Math.ceil(count / columns);
    let w = (width - gap * (columns - 1)) / columns;
    let h = (height - gap * (rows - 1)) / rows;
    if (w <= 0 || h <= 0) continue;
    if (w / h > TILE_ASPECT) w = h * TILE_ASPECT;
    else h = w / TILE_ASPECT;
    if (w > best.width) best = { columns, rows, width: w, height: h };
  }
  return best;
}

/** Lays `count` tiles of `fit` out centred in the area at (x, y); a short last row is centred too. */
function place(count: number, fit: Fit, area: TileRect, gap = TILE_GAP): TileRect[] {
  const rects: TileRect[] = [];
  const blockHeight = fit.rows * fit.height + gap * (fit.rows - 1);
  const top = area.y + (area.height - blockHeight) / 2;
  for (let i = 0; i < count; i += 1) {
    const row = Math.floor(i / fit.columns);
    const inRow = Math.min(fit.columns, count - row * fit.columns);
    const col = i % fit.columns;
    const rowWidth = inRow * fit.width + gap * (inRow - 1);
    const left = area.x + (area.width - rowWidth) / 2;
    rects.push({
      x: Math.round(left + col * (fit.width + gap)),
      y: Math.round(top + row * (fit.height + gap)),
      width: Math.floor(fit.width),
      height: Math.floor(fit.height),
    });
  }
  return rects;
}

function galleryPageSize(count: number, viewport: Viewport, layout: VideoLayoutMode): number {
  const { maxTiles, minWidth } = GALLERY_LIMITS[layout];
  // Phones cannot fit the desktop minimum: never require more than half the viewport width.
  const floor = Math.min(minWidth, viewport.width / 2 - TILE_GAP);
  let size = Math.min(count, maxTiles);
  while (size > 1 && bestFit(size, viewport.width, viewport.height).width < floor) size -= 1;
  return Math.max(1, size);
}

/** The layout of one page of the call grid. */
export function computeGrid(tileCount: number, viewport: Viewport, mode: GridMode): GridLayout {
  const width = Math.max(0, viewport.width);
  const height = Math.max(0, viewport.height);
  const whole = { x: 0, y: 0, width, height };
  if (tileCount <= 0 || width === 0 || height === 0) {
    return { featured: null, tiles: [], pageSize: 0, pageCount: 0, columns: 0, rows: 0, strip: null };
  }

  if (mode.display === 'gallery' || tileCount === 1) {
    if (mode.display !== 'gallery') {
      const fit = bestFit(1, width, height);
      return { featured: place(1, fit, whole)[0], tiles: [], pageSize: 0, pageCount: 0, columns: 1, rows: 1, strip: null };
    }
    const pageSize = galleryPageSize(tileCount, { width, height }, mode.layout);
    const fit = bestFit(pageSize, width, height);
    return {
      featured: null,
      tiles: place(pageSize, fit, whole),
      pageSize,
      pageCount: Math.ceil(tileCount / pageSize),
      columns: fit.columns,
      rows: fit.rows,
      strip: null,
    };
  }

  // center / pin: tile 0 is featured, the rest share a strip (right on wide screens, else bottom).
  const others = tileCount - 1;
  const strip: 'right' | 'bottom' = width / height > 1.25 ? 'right' : 'bottom';
  const scale = mode.layout === 3 ? 0.75 : 1;
  let stripArea: TileRect;
  let mainArea: TileRect;
  let tileW: number;
  let tileH: number;
  let capacity: number;
  if (strip === 'right') {
    const thickness = Math.round(clamp(width * 0.2 * scale, 140, 300));
    tileW = thickness;
    tileH = tileW / TILE_ASPECT;
    mainArea = { x: 0, y: 0, width: width - thickness - TILE_GAP, height };
    stripArea = { x: width - thickness, y: 0, width: thickness, height };
    capacity = Math.floor((height + TILE_GAP) / (tileH + TILE_GAP));
  } else {
    const thickness = Math.round(clamp(height * 0.18 * scale, 72, 160));
    tileH = thickness;
    tileW = tileH * TILE_ASPECT;
    mainArea = { x: 0, y: 0, width, height: height - thickness - TILE_GAP };
    stripArea = { x: 0, y: height - thickness, width, height: thickness };
    capacity = Math.floor((width + TILE_GAP) / (tileW + TILE_GAP));
  }
  const pageSize = Math.max(1, Math.min(others, STRIP_LIMITS[mode.layout], capacity));
  const fit: Fit =
    strip === 'right'
      ? { columns: 1, rows: pageSize, width: tileW, height: tileH }
      : { columns: pageSize, rows: 1, width: tileW, height: tileH };
  const featured = place(1, bestFit(1, mainArea.width, mainArea.height), mainArea)[0];
  return {
    featured,
    tiles: place(pageSize, fit, stripArea),
    pageSize,
    pageCount: Math.ceil(others / pageSize),
    columns: fit.columns,
    rows: fit.rows,
    strip,
  };
}

/** Which tile indexes (of all tiles) a page shows; tile 0 stays featured outside gallery mode. */
export function tilesOnPage(tileCount: number, layout: GridLayout, page: number): number[] {
  if (tileCount <= 0) return [];
  const offset = layout.featured ? 1 : 0;
  const safePage = clamp(page, 0, Math.max(0, layout.pageCount - 1));
  const start = offset + safePage * layout.pageSize;
  const indexes = layout.featured ? [0] : [];
  for (let i = start; i < Math.min(tileCount, start + layout.pageSize); i += 1) indexes.push(i);
  return indexes;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
