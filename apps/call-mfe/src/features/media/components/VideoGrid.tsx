import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { IconButton } from '@platform/ui';
import { computeGrid, tilesOnPage, type DisplayMode, type VideoLayoutMode, type Viewport } from '../utils/grid-layout';
import { VideoTile, type VideoTileProps } from './VideoTile';
import { useMediaTranslation } from './i18n';
import styles from './media.module.css';

export interface GridTile extends VideoTileProps {
  /** Unique per tile: a member has a camera tile and, while sharing, a screen tile. */
  key: string;
}

export interface VideoGridProps {
  tiles: GridTile[];
  display: DisplayMode;
  layout: VideoLayoutMode;
  /** The large tile in center and pin mode: the pinned tile, else the active speaker or a screen. */
  featuredKey?: string | null;
  /** Members whose tiles are on screen now (only they receive video). */
  onVisibleMembersChange?(memberIds: string[]): void;
}

function useViewport(ref: React.RefObject<HTMLElement | null>): Viewport {
  const [viewport, setViewport] = useState<Viewport>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setViewport({ width: element.clientWidth, height: element.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return viewport;
}

/** Orders tiles for the mode: the featured one first outside gallery, screens first in gallery. */
export function orderTiles(tiles: GridTile[], display: DisplayMode, featuredKey?: string | null): GridTile[] {
  if (display === 'gallery') return [...tiles.filter((t) => t.kind === 'screen'), ...tiles.filter((t) => t.kind !== 'screen')];
  const featured =
    tiles.find((t) => t.key === featuredKey) ?? tiles.find((t) => t.kind === 'screen') ?? tiles.find((t) => !t.isLocal) ?? tiles[0];
  return featured ? [featured, ...tiles.filter((t) => t !== featured)] : tiles;
}

/**
 * The call's video area: places tiles with `computeGrid`, pages when they do not fit, and mounts
 * only the tiles of the current page, so hidden tiles attach no video.
 */
export function VideoGrid({ tiles, display, layout, featuredKey, onVisibleMembersChange }: VideoGridProps) {
  const { t } = useMediaTranslation();
  const stageRef = useRef<HTMLDivElement>(null);
  const viewport = useViewport(stageRef);
  const [page, setPage] = useState(0);
  const ordered = useMemo(() => orderTiles(tiles, display, featuredKey), [tiles, display, featuredKey]);
  const grid = useMemo(() => computeGrid(ordered.length, viewport, { display, layout }), [ordered.length, viewport, display, layout]);
  const pageCount = Math.max(1, grid.pageCount);
  const current = Math.min(page, pageCount - 1);
  const indexes = tilesOnPage(ordered.length, grid, current);
  const shown = indexes.map((index) => ordered[index]);

  const visibleKey = [...new Set(shown.filter((tile) => !tile.isLocal).map((tile) => tile.memberId))].sort().join(',');
  const notify = useRef(onVisibleMembersChange);
  notify.current = onVisibleMembersChange;
  useEffect(() => {
    notify.current?.(visibleKey ? visibleKey.split(',') : []);
  }, [visibleKey]);

  return (
    <section className={styles.grid} aria-label={t('videos')} data-display={display} data-layout={layout}>
      <div ref={stageRef} className={styles.stage}>
        {shown.map((tile, i) => {
          const rect = grid.featured ? (i === 0 ? grid.featured : grid.tiles[i - 1]) : grid.tiles[i];
          if (!rect) return null;
          const { key, ...props } = tile;
          return <VideoTile key={key} {...props} style={{ left: rect.x, top: rect.y, width: rect.width, height: rect.height }} />;
        })}
      </div>
      {pageCount > 1 && (
        <nav className={styles.pager} aria-label={t('page.label', { page: current + 1, count: pageCount })}>
          <IconButton size="sm" icon="arrowLeft" label={t('page.previous')} disabled={current === 0} onClick={() => setPage(current - 1)} />
          <span className={styles.pageLabel} aria-live="polite">
            {t('page.label', { page: current + 1, count: pageCount })}
          </span>
          <IconButton
            size="sm"
            icon="chevronRight"
            label={t('page.next')}
            disabled={current >= pageCount - 1}
            onClick={() => setPage(current + 1)}
          />
        </nav>
      )}
    </section>
  );
}
