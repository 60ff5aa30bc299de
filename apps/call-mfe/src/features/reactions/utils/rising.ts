/**
 * Where a reaction is while it rises (issue 29), one rule for the call page and the composite: from
 * the bottom of the sender's tile to near its top over `shownMs`, fading out in the last third. A
 * sender without a tile on the stage (the audience) rises from the stage's bottom right corner.
 */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Side offsets (share of the tile's width) of the first, second... reaction rising at once. */
const LANES = [0, 0.12, -0.12, 0.24, -0.24];

export function risingAt(tile: Box | null, stage: Box, elapsedMs: number, shownMs: number, lane = 0) {
  const t = Math.min(1, Math.max(0, elapsedMs / shownMs));
  const from = tile ?? {
    x: stage.x + stage.width * 0.8,
    y: stage.y + stage.height * 0.25,
    width: stage.width * 0.2,
    height: stage.height * 0.75,
  };
  // Several reactions of one tile side by side, not on top of each other.
  const x = from.x + from.width * (0.5 + LANES[lane % LANES.length]);
  const y = from.y + from.height * (0.85 - 0.7 * t);
  const opacity = t < 2 / 3 ? 1 : Math.max(0, 1 - (t - 2 / 3) * 3);
  return { x, y, opacity, done: t >= 1 };
}
