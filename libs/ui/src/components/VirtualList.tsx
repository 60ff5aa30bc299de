import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type HTMLAttributes,
  type Key,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';
import { mountedRows, rowOffsets, sectionLayout, visibleRange, type RowSection, type SectionLayout } from './virtual-range';

/** Attributes for a section's `<section>` element (its accessible name, test id…). */
export type VirtualSectionProps = HTMLAttributes<HTMLElement> & { [data: `data-${string}`]: string | undefined };

export interface VirtualListProps {
  /** Number of rows. */
  count: number;
  /** Each row's fixed height in px (one number for all, or per row: headings and items may differ). */
  rowHeight: number | ((index: number) => number);
  /** A stable key per row (kept across updates, so that the focused row can be followed). */
  rowKey(index: number): Key;
  /**
   * The row's content; the list positions it and gives it its list semantics. Rendered rows are reused
   * until renderRow (or rowKey, rowHeight, count) changes identity: memoise it over the data it reads.
   */
  renderRow(index: number): ReactNode;
  /** The list's accessible name (unsectioned lists). */
  label?: string;
  /**
   * Sections: consecutive rows with the same key form one `<section>`, holding its heading row (if
   * any) and a list of its other rows, each read as "n of <section size>".
   */
  sectionOf?(index: number): RowSection;
  sectionProps?(key: string): VirtualSectionProps;
  /** Rows mounted beyond each edge of the viewport (default 6). */
  overscan?: number;
  /** Viewport height assumed until it can be measured (hidden, or no layout as in jsdom). */
  fallbackHeight?: number;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
  /** The scrolling element (for scrollTo and the like). */
  ref?: Ref<HTMLDivElement>;
}

/** Rows kept mounted on each side of the focused row when it is scrolled out of view. */
const KEEP_AROUND_FOCUS = 3;

const ROW_STYLE: CSSProperties = { position: 'absolute', left: 0, right: 0, boxSizing: 'border-box' };

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * A list that mounts only the rows in (and just around) its viewport, for lists of thousands: fixed
 * row heights, offsets by prefix sums, one spacer of the full height with absolutely positioned rows.
 * The viewport is measured with ResizeObserver; scrolling is read from a passive listener once per
 * animation frame and re-renders only when the set of rows changes. The row holding focus (and a
 * few on each side) stays mounted when scrolled away, so keyboard focus is never dropped and Tab or
 * Shift+Tab still reach its neighbours; tabbing onto a row scrolls it into view, which mounts the
 * rows after it. Screen readers get the real sizes through aria-setsize / aria-posinset.
 *
 * Give it a bounded height (flex: 1 with min-height: 0, or a height): it scrolls itself.
 */
export function VirtualList({
  count,
  rowHeight,
  rowKey,
  renderRow,
  label,
  sectionOf,
  sectionProps,
  overscan = 6,
  fallbackHeight = 800,
  className,
  style,
  'data-testid': testId,
  ref,
}: VirtualListProps) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const spacer = useRef<HTMLDivElement | null>(null);
  /** How far the rows are scrolled: the scroll position less any padding above the spacer. */
  const rowsTop = () => (scroller.current ? scroller.current.scrollTop - (spacer.current?.offsetTop ?? 0) : 0);
  const [scrollTop, setScrollTop] = useState(0);
  // null until the first layout effect: the first render mounts nothing rather than guessing.
  const [measured, setMeasured] = useState<number | null>(null);
  const [focusKey, setFocusKey] = useState<Key | null>(null);

  const offsets = useMemo(() => rowOffsets(count, rowHeight), [count, rowHeight]);
  const sections: SectionLayout | null = useMemo(() => (sectionOf ? sectionLayout(count, sectionOf) : null), [count, sectionOf]);
  const viewport = measured === null ? 0 : measured > 0 ? measured : fallbackHeight;
  const range = measured === null ? { start: 0, end: 0 } : visibleRange(offsets, scrollTop, viewport, overscan);

  // What the scroll handler compares against, so that it re-renders only when the rows change.
  const latest = useRef({ offsets, viewport, overscan });
  const shownRange = useRef(range);
  useLayoutEffect(() => {
    latest.current = { offsets, viewport, overscan };
    shownRange.current = range;
  });

  const setScroller = useCallback(
    (element: HTMLDivElement | null) => {
      scroller.current = element;
      assignRef(ref, element);
    },
    [ref],
  );

  // The viewport's height, now and whenever it changes.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const measure = () => {
      setMeasured(element.clientHeight);
      setScrollTop(rowsTop());
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Scrolling: a passive listener, read once per frame.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const raf =
      typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (fn: () => void) => setTimeout(fn, 16) as unknown as number;
    const cancel = typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame : (id: number) => clearTimeout(id);
    let frame = 0;
    const update = () => {
      frame = 0;
      const top = rowsTop();
      const { offsets: o, viewport: v, overscan: s } = latest.current;
      const next = visibleRange(o, top, v, s);
      const shown = shownRange.current;
      if (next.start === shown.start && next.end === shown.end) return;
      // Rendered now, inside this frame, so that the new rows are in place before it is painted.
      flushSync(() => setScrollTop(top));
    };
    const onScroll = () => {
      if (!frame) frame = raf(update);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      if (frame) cancel(frame);
    };
  }, []);

  // When the rows change (a search, people joining), the browser may have clamped the scroll position.
  useLayoutEffect(() => {
    if (scroller.current) setScrollTop(rowsTop());
  }, [offsets]);

  // The row holding focus, followed by key so that it survives rows being added or removed above it.
  const focusIndex = useMemo(() => {
    if (focusKey === null) return -1;
    for (let i = 0; i < count; i += 1) if (rowKey(i) === focusKey) return i;
    return -1;
  }, [focusKey, count, rowKey]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = (event.target as Element).closest?.('[data-vindex]');
    if (!row || row.parentElement?.closest('[data-vlist]') !== event.currentTarget) return;
    const index = Number(row.getAttribute('data-vindex'));
    if (index >= 0 && index < count) setFocusKey(rowKey(index));
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusKey(null);
  };

  // Row elements are reused while the rows are unchanged (same offsets, sections, renderRow and rowKey),
  // so that scrolling only mounts and unmounts rows at the edges.
  const deps = [offsets, sections, renderRow, rowKey] as const;
  const cache = useRef<{ deps: readonly unknown[]; rows: Map<number, ReactElement> }>({ deps, rows: new Map() });
  if (deps.some((dep, i) => dep !== cache.current.deps[i])) cache.current = { deps, rows: new Map() };
  const reused = cache.current.rows;
  const rendered = new Map<number, ReactElement>();
  const rowElement = (index: number): ReactElement => {
    let element = reused.get(index);
    if (!element) {
      const run = sections ? sections.runs[sections.runOf[index]] : null;
      const heading = !!run && run.header === index;
      element = (
        <div
          key={rowKey(index)}
          data-vindex={index}
          role={heading ? undefined : 'listitem'}
          aria-setsize={heading ? undefined : run ? run.items : count}
          aria-posinset={heading ? undefined : sections ? sections.position[index] : index + 1}
          style={{ ...ROW_STYLE, top: offsets[index], height: offsets[index + 1] - offsets[index] }}
        >
          {renderRow(index)}
        </div>
      );
    }
    rendered.set(index, element);
    return element;
  };

  // The focused row and its neighbours stay, so that Tab and Shift+Tab from it reach the next rows.
  const keep = focusIndex >= 0 ? Array.from({ length: 2 * KEEP_AROUND_FOCUS + 1 }, (_, i) => focusIndex - KEEP_AROUND_FOCUS + i) : [];
  const mounted = mountedRows(range, keep, count);
  let content: ReactNode;
  if (!sections) {
    content = (
      <div role="list" aria-label={label}>
        {mounted.map(rowElement)}
      </div>
    );
  } else {
    // One <section> per section with mounted rows: its heading row, then its list.
    const groups: Array<{ run: number; heading: ReactElement | null; items: ReactElement[] }> = [];
    for (const index of mounted) {
      const run = sections.runOf[index];
      let group = groups[groups.length - 1];
      if (!group || group.run !== run) {
        group = { run, heading: null, items: [] };
        groups.push(group);
      }
      if (sections.runs[run].header === index) group.heading = rowElement(index);
      else group.items.push(rowElement(index));
    }
    content = groups.map(({ run, heading, items }) => {
      // Keyed by section, not position: a section appearing above (the waiting room) must not
      // remount the ones below, which would close their open menus and drop focus.
      const { key, id } = sections.runs[run];
      return (
        <section key={id} {...sectionProps?.(key)}>
          {heading}
          {items.length > 0 && <div role="list">{items}</div>}
        </section>
      );
    });
  }

  cache.current.rows = rendered;

  return (
    <div
      ref={setScroller}
      className={className}
      style={{ overflowY: 'auto', position: 'relative', ...style }}
      data-testid={testId}
      data-vlist=""
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div ref={spacer} style={{ position: 'relative', width: '100%', height: offsets[count] }}>
        {content}
      </div>
    </div>
  );
}
