import { isOnStage, type EventMode, type RoomRoleName } from '@platform/shared-api';
import { computeGrid, tilesOnPage, type TileRect } from '../../media/layout';

/**
 * What viewers of a recording or livestream see: one large stage tile (a screen share, else the
 * pinned person, else the active speaker, else the first to join) and the others in a strip, placed
 * by the call page's own grid functions (center mode) on the composite's fixed canvas.
 */
export const COMPOSITE_SIZE = { width: 1280, height: 720 } as const;

/**
 * Who a recording or livestream shows: the stage only (everyone in a meeting), never anyone backstage.
 * An audience member is drawn, named or heard only once promoted to the stage (issue 29).
 */
export function streamedPeople<P extends { roles: readonly RoomRoleName[]; invisible: boolean }>(
  participants: readonly P[],
  mode: EventMode,
): P[] {
  return participants.filter((p) => !p.invisible && isOnStage(p, mode));
}

export interface CompositeSource {
  /** Participant id. */
  id: string;
  kind: 'camera' | 'screen';
  pinned?: boolean;
  speaking?: boolean;
}

export interface CompositeTile<T extends CompositeSource = CompositeSource> {
  source: T;
  rect: TileRect;
  featured: boolean;
}

/** The stage first: screen share, pinned, active speaker (remembered while nobody speaks), then join order. */
export function stageOrder<T extends CompositeSource>(sources: readonly T[], lastSpeakerId: string | null): T[] {
  const rank = (s: T) => {
    if (s.kind === 'screen') return 0;
    if (s.pinned) return 1;
    if (s.speaking) return 2;
    if (s.id === lastSpeakerId) return 3;
    return 4;
  };
  return sources
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s) - rank(b.s) || a.i - b.i)
    .map(({ s }) => s);
}

/** Where each source is drawn on the canvas; sources beyond the strip's first page are not drawn. */
export function compositeLayout<T extends CompositeSource>(
  sources: readonly T[],
  lastSpeakerId: string | null,
  size: { width: number; height: number } = COMPOSITE_SIZE,
): CompositeTile<T>[] {
  const ordered = stageOrder(sources, lastSpeakerId);
  const grid = computeGrid(ordered.length, size, { display: 'center', layout: 2 });
  const shown = tilesOnPage(ordered.length, grid, 0);
  return shown.map((index, i) => {
    const featured = !!grid.featured && index === 0;
    const rect = featured ? grid.featured! : grid.tiles[grid.featured ? i - 1 : i];
    return { source: ordered[index], rect, featured };
  });
}
