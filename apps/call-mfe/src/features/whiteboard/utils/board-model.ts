/**
 * The whiteboard as data: strokes in board units on a fixed virtual board (BOARD_WIDTH x BOARD_HEIGHT),
 * so the drawing survives any window size and looks the same on every participant's screen.
 * Every change is an operation (add, remove, clear, restore) that can be applied locally and sent
 * to the relay as is; undo and redo replay the inverse of the user's own operations.
 */
export const BOARD_WIDTH = 1600;
export const BOARD_HEIGHT = 1000;

export type DrawTool = 'pen' | 'highlighter' | 'line' | 'rectangle' | 'ellipse' | 'arrow' | 'text';
export type Tool = DrawTool | 'eraser';
export const TOOLS: Tool[] = ['pen', 'highlighter', 'line', 'rectangle', 'ellipse', 'arrow', 'text', 'eraser'];
export const SHAPE_TOOLS: DrawTool[] = ['line', 'rectangle', 'ellipse', 'arrow'];

export interface Stroke {
  id: string;
  tool: DrawTool;
  color: string;
  width: number;
  /** Flat x,y pairs in board units: every sample for pen and highlighter, start and end for shapes, the anchor for text. */
  points: number[];
  text?: string;
}

export type BoardOp =
  { kind: 'add'; stroke: Stroke } | { kind: 'remove'; ids: string[] } | { kind: 'clear' } | { kind: 'restore'; strokes: Stroke[] };

interface HistoryEntry {
  op: BoardOp;
  inverse: BoardOp;
}

export interface Board {
  strokes: Stroke[];
  past: HistoryEntry[];
  future: HistoryEntry[];
}

export const HISTORY_LIMIT = 200;

export const emptyBoard = (): Board => ({ strokes: [], past: [], future: [] });

export function newStrokeId(): string {
  const random = globalThis.crypto?.getRandomValues
    ? Array.from(globalThis.crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('')
    : Math.random().toString(16).slice(2);
  return `s${Date.now().toString(36)}${random}`;
}

/** The strokes after an operation (remote or local). */
export function applyOp(strokes: Stroke[], op: BoardOp): Stroke[] {
  switch (op.kind) {
    case 'add':
      return [...strokes.filter((s) => s.id !== op.stroke.id), op.stroke];
    case 'remove': {
      const ids = new Set(op.ids);
      return strokes.filter((s) => !ids.has(s.id));
    }
    case 'clear':
      return [];
    case 'restore': {
      const ids = new Set(op.strokes.map((s) => s.id));
      return [...strokes.filter((s) => !ids.has(s.id)), ...op.strokes];
    }
  }
}

function inverseOf(strokes: Stroke[], op: BoardOp): BoardOp {
  switch (op.kind) {
    case 'add':
      return { kind: 'remove', ids: [op.stroke.id] };
    case 'remove':
      return { kind: 'restore', strokes: strokes.filter((s) => op.ids.includes(s.id)) };
    case 'clear':
      return { kind: 'restore', strokes };
    case 'restore':
      return { kind: 'remove', ids: op.strokes.map((s) => s.id) };
  }
}

/** The user's own change: applied and remembered for undo (redo is forgotten). Returns the op to send. */
export function commit(board: Board, op: BoardOp): { board: Board; op: BoardOp } {
  const entry = { op, inverse: inverseOf(board.strokes, op) };
  return { board: { strokes: applyOp(board.strokes, op), past: [...board.past, entry].slice(-HISTORY_LIMIT), future: [] }, op };
}

export function undo(board: Board): { board: Board; op: BoardOp | null } {
  const entry = board.past[board.past.length - 1];
  if (!entry) return { board, op: null };
  return {
    board: { strokes: applyOp(board.strokes, entry.inverse), past: board.past.slice(0, -1), future: [...board.future, entry] },
    op: entry.inverse,
  };
}

export function redo(board: Board): { board: Board; op: BoardOp | null } {
  const entry = board.future[board.future.length - 1];
  if (!entry) return { board, op: null };
  return {
    board: { strokes: applyOp(board.strokes, entry.op), past: [...board.past, entry], future: board.future.slice(0, -1) },
    op: entry.op,
  };
}

/** Someone else's change: it moves the drawing, not this user's undo history. */
export function receive(board: Board, op: BoardOp): Board {
  return { ...board, strokes: applyOp(board.strokes, op) };
}

export const canUndo = (board: Board) => board.past.length > 0;
export const canRedo = (board: Board) => board.future.length > 0;

// ---- serialisation ----

const COLOR = /^#[0-9a-f]{6}$/i;

export function isStroke(value: unknown): value is Stroke {
  if (!value || typeof value !== 'object') return false;
  const s = value as Partial<Stroke>;
  return (
    typeof s.id === 'string' &&
    s.id.length > 0 &&
    s.id.length <= 64 &&
    typeof s.tool === 'string' &&
    (TOOLS as string[]).includes(s.tool) &&
    s.tool !== ('eraser' as string) &&
    typeof s.color === 'string' &&
    COLOR.test(s.color) &&
    typeof s.width === 'number' &&
    s.width > 0 &&
    s.width <= 64 &&
    Array.isArray(s.points) &&
    s.points.length >= 2 &&
    s.points.length % 2 === 0 &&
    s.points.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    (s.text === undefined || (typeof s.text === 'string' && s.text.length <= 500))
  );
}

export function isBoardOp(value: unknown): value is BoardOp {
  if (!value || typeof value !== 'object') return false;
  const op = value as Record<string, unknown>;
  if (op.kind === 'add') return isStroke(op.stroke);
  if (op.kind === 'remove') return Array.isArray(op.ids) && op.ids.every((id) => typeof id === 'string');
  if (op.kind === 'clear') return true;
  if (op.kind === 'restore') return Array.isArray(op.strokes) && op.strokes.every(isStroke);
  return false;
}

export function serialise(strokes: Stroke[]): string {
  return JSON.stringify({ version: 1, width: BOARD_WIDTH, height: BOARD_HEIGHT, strokes });
}

/** Strokes from a saved drawing; anything malformed is dropped, never thrown. */
export function deserialise(text: string): Stroke[] {
  try {
    const parsed = JSON.parse(text) as { version?: number; strokes?: unknown[] };
    return parsed?.version === 1 && Array.isArray(parsed.strokes) ? parsed.strokes.filter(isStroke) : [];
  } catch {
    return [];
  }
}

// ---- geometry ----

/** Uniform scale and offset that fit the virtual board into a viewport (letterboxed, centred). */
export function fitBoard(viewWidth: number, viewHeight: number) {
  const scale = Math.max(0.05, Math.min(viewWidth / BOARD_WIDTH, viewHeight / BOARD_HEIGHT));
  return { scale, offsetX: (viewWidth - BOARD_WIDTH * scale) / 2, offsetY: (viewHeight - BOARD_HEIGHT * scale) / 2 };
}

/** A point of the viewport in board units, clamped to the board. */
export function toBoard(x: number, y: number, fit: ReturnType<typeof fitBoard>): [number, number] {
  const bx = (x - fit.offsetX) / fit.scale;
  const by = (y - fit.offsetY) / fit.scale;
  return [Math.min(BOARD_WIDTH, Math.max(0, Math.round(bx * 10) / 10)), Math.min(BOARD_HEIGHT, Math.max(0, Math.round(by * 10) / 10))];
}

function distanceToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number) {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

export const textFontSize = (stroke: Pick<Stroke, 'width'>) => 12 + stroke.width * 3;

/** Whether the eraser at (x, y) with the given radius touches the stroke. */
export function touches(stroke: Stroke, x: number, y: number, radius: number): boolean {
  const reach = radius + stroke.width / 2;
  const p = stroke.points;
  if (stroke.tool === 'text') {
    const size = textFontSize(stroke);
    const w = (stroke.text?.length ?? 1) * size * 0.6;
    return x >= p[0] - radius && x <= p[0] + w + radius && y >= p[1] - radius && y <= p[1] + size * 1.3 + radius;
  }
  if (stroke.tool === 'rectangle' || stroke.tool === 'ellipse') {
    const [x0, y0, x1, y1] = p;
    if (stroke.tool === 'ellipse') {
      const cx = (x0 + x1) / 2;
      const cy = (y0 + y1) / 2;
      const rx = Math.abs(x1 - x0) / 2 || 1;
      const ry = Math.abs(y1 - y0) / 2 || 1;
      const r = Math.hypot((x - cx) / rx, (y - cy) / ry);
      return Math.abs(r - 1) * Math.min(rx, ry) <= reach;
    }
    const edges: Array<[number, number, number, number]> = [
      [x0, y0, x1, y0],
      [x1, y0, x1, y1],
      [x1, y1, x0, y1],
      [x0, y1, x0, y0],
    ];
    return edges.some(([ax, ay, bx, by]) => distanceToSegment(x, y, ax, ay, bx, by) <= reach);
  }
  if (p.length === 2) return Math.hypot(x - p[0], y - p[1]) <= reach;
  for (let i = 0; i + 3 < p.length; i += 2) {
    if (distanceToSegment(x, y, p[i], p[i + 1], p[i + 2], p[i + 3]) <= reach) return true;
  }
  return false;
}

/** Ids of the strokes the eraser touches, topmost last. */
export function strokesAt(strokes: Stroke[], x: number, y: number, radius: number): string[] {
  return strokes.filter((stroke) => touches(stroke, x, y, radius)).map((stroke) => stroke.id);
}

/** Drops samples closer than `min` board units to the previous kept one (smaller messages, smoother lines). */
export function appendPoint(points: number[], x: number, y: number, min = 1.5): number[] {
  const n = points.length;
  if (n >= 2 && Math.hypot(x - points[n - 2], y - points[n - 1]) < min) return points;
  return [...points, x, y];
}
