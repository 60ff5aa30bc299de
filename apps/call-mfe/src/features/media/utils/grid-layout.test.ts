import { describe, expect, it } from 'vitest';
import { GALLERY_LIMITS, computeGrid, tilesOnPage, type TileRect } from './grid-layout';

const desktop = { width: 1280, height: 720 };
const phone = { width: 390, height: 700 };

function inside(rect: TileRect, viewport: { width: number; height: number }) {
  return rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= viewport.width + 1 && rect.y + rect.height <= viewport.height + 1;
}
function overlaps(a: TileRect, b: TileRect) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('computeGrid', () => {
  it('gives one participant the whole stage', () => {
    const grid = computeGrid(1, desktop, { display: 'gallery', layout: 2 });
    expect(grid.tiles).toHaveLength(1);
    expect(grid.tiles[0].width).toBe(1280);
    expect(grid.tiles[0].height).toBe(720);
    expect(grid.pageCount).toBe(1);
  });

  it('puts two people side by side on a wide screen and stacked on a phone', () => {
    const wide = computeGrid(2, desktop, { display: 'gallery', layout: 2 });
    expect([wide.columns, wide.rows]).toEqual([2, 1]);
    const tall = computeGrid(2, phone, { display: 'gallery', layout: 2 });
    expect([tall.columns, tall.rows]).toEqual([1, 2]);
  });

  it('lays four tiles out 2x2 with 16:9 tiles that neither overlap nor leave the viewport', () => {
    const grid = computeGrid(4, desktop, { display: 'gallery', layout: 2 });
    expect([grid.columns, grid.rows]).toEqual([2, 2]);
    for (const tile of grid.tiles) {
      expect(inside(tile, desktop)).toBe(true);
      expect(Math.abs(tile.width / tile.height - 16 / 9)).toBeLessThan(0.02);
    }
    for (let i = 0; i < grid.tiles.length; i += 1)
      for (let j = i + 1; j < grid.tiles.length; j += 1) expect(overlaps(grid.tiles[i], grid.tiles[j])).toBe(false);
  });

  it('centres a short last row', () => {
    const grid = computeGrid(3, desktop, { display: 'gallery', layout: 2 });
    const [a, b, c] = grid.tiles;
    expect(a.y).toBe(b.y);
    expect(c.y).toBeGreaterThan(a.y);
    const centre = c.x + c.width / 2;
    expect(Math.abs(centre - 640)).toBeLessThanOrEqual(1);
  });

  it('pages when the tiles do not fit, and the layout mode sets how many fit', () => {
    const few = computeGrid(30, desktop, { display: 'gallery', layout: 1 });
    const balanced = computeGrid(30, desktop, { display: 'gallery', layout: 2 });
    const many = computeGrid(30, desktop, { display: 'gallery', layout: 3 });
    expect(few.pageSize).toBeLessThanOrEqual(GALLERY_LIMITS[1].maxTiles);
    expect(few.pageSize).toBeLessThan(balanced.pageSize);
    expect(balanced.pageSize).toBeLessThan(many.pageSize);
    expect(many.pageSize).toBe(30);
    expect(few.pageCount).toBe(Math.ceil(30 / few.pageSize));
    for (const tile of few.tiles) expect(tile.width).toBeGreaterThanOrEqual(GALLERY_LIMITS[1].minWidth);
  });

  it('keeps tiles usable on a phone by paging', () => {
    const grid = computeGrid(20, phone, { display: 'gallery', layout: 2 });
    expect(grid.pageCount).toBeGreaterThan(1);
    for (const tile of grid.tiles) expect(tile.width).toBeGreaterThanOrEqual(180);
  });

  it('features tile 0 in center and pin mode with the others in a strip', () => {
    const grid = computeGrid(5, desktop, { display: 'center', layout: 2 });
    expect(grid.strip).toBe('right');
    expect(grid.featured).not.toBeNull();
    expect(grid.tiles).toHaveLength(4);
    for (const tile of grid.tiles) {
      expect(tile.width).toBeLessThan(grid.featured!.width);
      expect(overlaps(tile, grid.featured!)).toBe(false);
      expect(inside(tile, desktop)).toBe(true);
    }
    const pinned = computeGrid(5, phone, { display: 'pin', layout: 2 });
    expect(pinned.strip).toBe('bottom');
    expect(pinned.featured!.width).toBeGreaterThan(pinned.tiles[0].width);
  });

  it('pages the strip when many people are in a center view', () => {
    const grid = computeGrid(40, desktop, { display: 'center', layout: 1 });
    expect(grid.pageSize).toBe(3);
    expect(grid.pageCount).toBe(13);
    expect(tilesOnPage(40, grid, 0)).toEqual([0, 1, 2, 3]);
    expect(tilesOnPage(40, grid, 12)).toEqual([0, 37, 38, 39]);
  });

  it('lists the tiles of a gallery page, clamping a page that no longer exists', () => {
    const grid = computeGrid(20, desktop, { display: 'gallery', layout: 2 });
    expect(tilesOnPage(20, grid, 0)).toHaveLength(grid.pageSize);
    expect(tilesOnPage(20, grid, 99)).toEqual(tilesOnPage(20, grid, grid.pageCount - 1));
  });

  it('returns an empty layout for no tiles or no space', () => {
    expect(computeGrid(0, desktop, { display: 'gallery', layout: 2 }).tiles).toEqual([]);
    expect(computeGrid(3, { width: 0, height: 0 }, { display: 'gallery', layout: 2 }).pageCount).toBe(0);
  });
});
