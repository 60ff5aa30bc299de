import { describe, expect, it } from 'vitest';
import { mountedRows, rowOffsets, sectionLayout, visibleRange } from './virtual-range';

describe('rowOffsets', () => {
  it('sums the heights: each row starts where the one above ends, the last entry is the total', () => {
    expect(Array.from(rowOffsets(4, (i) => (i === 0 ? 40 : 52)))).toEqual([0, 40, 92, 144, 196]);
    expect(Array.from(rowOffsets(3, 10))).toEqual([0, 10, 20, 30]);
  });

  it('has just the zero for an empty list, and ignores broken heights instead of corrupting the rows below', () => {
    expect(Array.from(rowOffsets(0, 10))).toEqual([0]);
    expect(Array.from(rowOffsets(-3, 10))).toEqual([0]);
    expect(Array.from(rowOffsets(3, (i) => [10, Number.NaN, -5][i]))).toEqual([0, 10, 10, 10]);
  });

  it('is exact at 10,000 rows', () => {
    const offsets = rowOffsets(10_000, (i) => (i % 100 === 0 ? 40 : 52));
    expect(offsets[10_000]).toBe(100 * 40 + 9_900 * 52);
  });
});

describe('visibleRange', () => {
  const tens = rowOffsets(100, 10); // rows of 10 px: row i spans [10i, 10i + 10)

  it('returns the rows that overlap the viewport', () => {
    expect(visibleRange(tens, 0, 35)).toEqual({ start: 0, end: 4 });
    expect(visibleRange(tens, 5, 10)).toEqual({ start: 0, end: 2 });
    expect(visibleRange(tens, 95, 30)).toEqual({ start: 9, end: 13 });
  });

  it('treats edges as half-open: a row ending at the top, or starting at the bottom, is not visible', () => {
    expect(visibleRange(tens, 10, 20)).toEqual({ start: 1, end: 3 });
    expect(visibleRange(tens, 10, 20.5)).toEqual({ start: 1, end: 4 });
  });

  it('adds overscan on both sides without leaving the list', () => {
    expect(visibleRange(tens, 500, 30, 5)).toEqual({ start: 45, end: 58 });
    expect(visibleRange(tens, 0, 30, 5)).toEqual({ start: 0, end: 8 });
    expect(visibleRange(tens, 970, 30, 5)).toEqual({ start: 92, end: 100 });
  });

  it('clamps out-of-range scroll positions (elastic overscroll, stale positions after the list shrank)', () => {
    expect(visibleRange(tens, -40, 30)).toEqual({ start: 0, end: 3 });
    expect(visibleRange(tens, 5_000, 30, 2)).toEqual({ start: 98, end: 100 });
    expect(visibleRange(tens, Number.NaN, 30)).toEqual({ start: 0, end: 3 });
  });

  it('shows the whole list when the viewport is taller than it', () => {
    expect(visibleRange(rowOffsets(3, 52), 0, 800, 6)).toEqual({ start: 0, end: 3 });
  });

  it('mounts only overscan for an unmeasured (zero-height) viewport, and nothing for an empty list', () => {
    expect(visibleRange(tens, 200, 0, 2)).toEqual({ start: 18, end: 22 });
    expect(visibleRange(tens, 200, 0)).toEqual({ start: 20, end: 20 });
    expect(visibleRange(rowOffsets(0, 10), 0, 500, 5)).toEqual({ start: 0, end: 0 });
  });

  it('handles mixed heights (section headings and people) and zero-height rows', () => {
    const mixed = rowOffsets(6, (i) => [40, 52, 52, 0, 40, 52][i]); // tops 0, 40, 92, 144, 144, 184; total 236
    expect(visibleRange(mixed, 41, 51)).toEqual({ start: 1, end: 2 });
    expect(visibleRange(mixed, 100, 50)).toEqual({ start: 2, end: 5 });
    expect(visibleRange(mixed, 144, 10)).toEqual({ start: 4, end: 5 });
  });

  it('keeps the mounted rows under 100 for 10,000 people in a tall panel', () => {
    const offsets = rowOffsets(10_004, (i) => (i % 2_501 === 0 ? 40 : 52));
    for (const top of [0, 12_345, 260_000, offsets[10_004] - 900]) {
      const { start, end } = visibleRange(offsets, top, 900, 6);
      expect(end - start).toBeLessThan(40);
      expect(end).toBeGreaterThan(start);
    }
  });
});

describe('mountedRows', () => {
  it('is the range when nothing else must stay', () => {
    expect(mountedRows({ start: 3, end: 6 })).toEqual([3, 4, 5]);
    expect(mountedRows({ start: 0, end: 0 })).toEqual([]);
  });

  it('keeps a focused row that scrolled away, in document order', () => {
    expect(mountedRows({ start: 10, end: 13 }, [2])).toEqual([2, 10, 11, 12]);
    expect(mountedRows({ start: 10, end: 13 }, [50])).toEqual([10, 11, 12, 50]);
    expect(mountedRows({ start: 10, end: 13 }, [11, 11])).toEqual([10, 11, 12]);
  });

  it('ignores rows that no longer exist', () => {
    expect(mountedRows({ start: 0, end: 2 }, [-1, 7, 1.5], 5)).toEqual([0, 1]);
  });
});

describe('sectionLayout', () => {
  const rows = [
    { key: 'waiting', header: true },
    { key: 'waiting', header: false },
    { key: 'hosts', header: true },
    { key: 'hosts', header: false },
    { key: 'hosts', header: false },
    { key: 'everyone', header: false },
  ];

  it('groups consecutive rows by key and numbers each section’s items from 1', () => {
    const layout = sectionLayout(rows.length, (i) => rows[i]);
    expect(layout.runs).toEqual([
      { key: 'waiting', id: 'waiting', start: 0, end: 2, header: 0, items: 1 },
      { key: 'hosts', id: 'hosts', start: 2, end: 5, header: 2, items: 2 },
      { key: 'everyone', id: 'everyone', start: 5, end: 6, header: -1, items: 1 },
    ]);
    expect(Array.from(layout.runOf)).toEqual([0, 0, 1, 1, 1, 2]);
    expect(Array.from(layout.position)).toEqual([0, 1, 0, 1, 2, 1]);
  });

  it('gives a key that comes back later a run id of its own', () => {
    const keys = ['a', 'a', 'b', 'a', 'b'];
    expect(sectionLayout(keys.length, (i) => ({ key: keys[i], header: false })).runs.map((run) => run.id)).toEqual([
      'a',
      'b',
      'a#1',
      'b#1',
    ]);
  });

  it('is empty for no rows', () => {
    expect(sectionLayout(0, () => ({ key: 'x', header: false })).runs).toEqual([]);
  });
});
