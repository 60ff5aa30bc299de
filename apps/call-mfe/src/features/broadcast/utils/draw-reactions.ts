import { REACTION_SHOWN_MS } from '@platform/shared-api';
import { risingAt } from '../../reactions';
import type { CompositeTile } from './composite-layout';

export interface CompositeReaction {
  from: string;
  emoji: string;
  at: number;
  lane: number;
}

/**
 * The room's reactions on the composite (issue 29): each rises over its sender's camera tile, or from
 * the stage's corner when the sender is not drawn (the audience), by the call page's own `risingAt`.
 * Returns the reactions still rising.
 */
export function drawReactions<R extends CompositeReaction>(
  g: CanvasRenderingContext2D,
  reactions: R[],
  tiles: CompositeTile[],
  size: { width: number; height: number },
  now: number,
): R[] {
  const left = reactions.filter((r) => now - r.at < REACTION_SHOWN_MS);
  g.save();
  g.font = '48px "Noto Color Emoji", sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  for (const r of left) {
    const tile = tiles.find((t) => t.source.id === r.from && t.source.kind === 'camera')?.rect ?? null;
    const p = risingAt(tile, { x: 0, y: 0, ...size }, now - r.at, REACTION_SHOWN_MS, r.lane);
    g.globalAlpha = p.opacity;
    g.fillText(r.emoji, p.x, p.y);
  }
  g.restore();
  return left;
}
