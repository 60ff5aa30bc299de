/**
 * The arithmetic behind VirtualList, kept pure so it can be tested without a browser: row tops by
 * prefix sums, the rows a viewport shows (binary search), and the sections rows are grouped into.
 */

/** `offsets[i]` is the top of row i, `offsets[count]` the total height (prefix sums of the heights). */
export function rowOffsets(count: number, height: number | ((index: number) => number)): Float64Array {
  const rows = Math.max(0, Math.floor(count) || 0);
  const offsets = new Float64Array(rows + 1);
  for (let i = 0; i < rows; i += 1) {
    const h = typeof height === 'number' ? height : height(i);
    // A broken height (NaN, negative) must not corrupt every row below it.
    offsets[i + 1] = offsets[i] + (Number.isFinite(h) && h > 0 ? h : 0);
  }
  return offsets;
}

/** Rows `start` (inclusive) to `end` (exclusive). */
export interface RowRange {
  start: number;
  end: number;
}

/** The smallest i in [lo, hi] with offsets[i] > value, or hi + 1 when none. */
function firstAbove(offsets: ArrayLike<number>, value: number, lo: number, hi: number): number {
  let low = lo;
  let high = hi + 1;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (offsets[mid] > value) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** The smallest i in [lo, hi] with offsets[i] >= value, or hi + 1 when none. */
function firstAtLeast(offsets: ArrayLike<number>, value: number, lo: number, hi: number): number {
  let low = lo;
  let high = hi + 1;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (offsets[mid] >= value) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * The rows to mount for a viewport: those overlapping [scrollTop, scrollTop + viewportHeight), plus
 * `overscan` rows on each side so that a fast scroll does not show blank space before the next render.
 * Out-of-range input (negative or overscrolled scrollTop, NaN) is clamped, never thrown on.
 */
export function visibleRange(offsets: ArrayLike<number>, scrollTop: number, viewportHeight: number, overscan = 0): RowRange {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const total = offsets[count];
  const top = Math.min(Math.max(Number.isFinite(scrollTop) ? scrollTop : 0, 0), total);
  const bottom = Math.min(total, top + (Number.isFinite(viewportHeight) && viewportHeight > 0 ? viewportHeight : 0));
  // First row whose bottom edge is below the top of the viewport.
  const first = Math.min(count, firstAbove(offsets, top, 1, count) - 1);
  // First row that starts at or after the bottom of the viewport (rows before it are visible).
  const last = bottom > top ? Math.min(count, firstAtLeast(offsets, bottom, first, count)) : first;
  const extra = Math.max(0, Math.floor(overscan) || 0);
  return { start: Math.max(0, first - extra), end: Math.min(count, Math.max(last, first) + extra) };
}

/** The indices to render: the range, plus rows that must stay mounted (the focused one), ascending. */
export function mountedRows(range: RowRange, keep: readonly number[] = [], count = Number.POSITIVE_INFINITY): number[] {
  const rows: number[] = [];
  const extra = keep.filter((i) => Number.isInteger(i) && i >= 0 && i < count && (i < range.start || i >= range.end)).sort((a, b) => a - b);
  let k = 0;
  for (let i = range.start; i < range.end; i += 1) {
    while (k < extra.length && extra[k] < i) rows.push(extra[k++]);
    rows.push(i);
  }
  while (k < extra.length) rows.push(extra[k++]);
  return rows.filter((i, n) => n === 0 || rows[n - 1] !== i);
}

/** A row's section and whether it is that section's heading row. */
export interface RowSection {
  key: string;
  header: boolean;
}

/** A run of consecutive rows with the same section key. */
export interface SectionRun {
  key: string;
  /** Unique among the runs and stable while the run exists: the key, with `#n` for a key's later runs. */
  id: string;
  start: number;
  end: number;
  /** The heading row's index, or -1. */
  header: number;
  /** Rows that are not the heading (the section's list size). */
  items: number;
}

export interface SectionLayout {
  runs: SectionRun[];
  /** For each row, the index of its run in `runs`. */
  runOf: Int32Array;
  /** For each row, its 1-based position among its section's items (0 for a heading). */
  position: Int32Array;
}

/** Groups rows into sections (consecutive rows with the same key), numbering each section's items. */
export function sectionLayout(count: number, sectionOf: (index: number) => RowSection): SectionLayout {
  const rows = Math.max(0, Math.floor(count) || 0);
  const runs: SectionRun[] = [];
  const runOf = new Int32Array(rows);
  const position = new Int32Array(rows);
  const seen = new Map<string, number>();
  let current: SectionRun | null = null;
  for (let i = 0; i < rows; i += 1) {
    const { key, header } = sectionOf(i);
    if (!current || current.key !== key) {
      const earlier: number = seen.get(key) ?? 0;
      seen.set(key, earlier + 1);
      current = { key, id: earlier ? `${key}#${earlier}` : key, start: i, end: i, header: -1, items: 0 };
      runs.push(current);
    }
    current.end = i + 1;
    runOf[i] = runs.length - 1;
    if (header && current.header === -1) current.header = i;
    else position[i] = ++current.items;
  }
  return { runs, runOf, position };
}
