import { describe, expect, it } from 'vitest';
import { risingAt } from './rising';

const stage = { x: 0, y: 0, width: 1000, height: 500 };
const tile = { x: 100, y: 100, width: 200, height: 100 };

describe('a rising reaction (issue 29)', () => {
  it('rises over its sender tile from bottom to top and fades out at the end', () => {
    const start = risingAt(tile, stage, 0, 3000);
    const later = risingAt(tile, stage, 1500, 3000);
    const end = risingAt(tile, stage, 3000, 3000);
    expect(start.x).toBe(200);
    expect(start.y).toBeGreaterThan(later.y);
    expect(later.y).toBeGreaterThan(end.y);
    for (const p of [start, later, end]) expect(p.y).toBeGreaterThanOrEqual(tile.y);
    expect(start.opacity).toBe(1);
    expect(end.opacity).toBe(0);
    expect(end.done).toBe(true);
  });

  it('rises from the stage corner for someone without a tile (the audience)', () => {
    const p = risingAt(null, stage, 0, 3000);
    expect(p.x).toBeGreaterThan(800);
    expect(p.y).toBeGreaterThan(250);
  });
});
