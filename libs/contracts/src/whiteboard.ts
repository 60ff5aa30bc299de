import { Type, type Static } from 'typebox';

/**
 * The shared whiteboard's socket messages (`/signal/socket/whiteboard?room=`): the call remote's
 * board model sends these operations, the relay checks them here before it keeps or relays anything.
 * Every array and string is bounded so one frame can never grow a board (or a late joiner's snapshot)
 * beyond what a person can draw.
 */
export const WHITEBOARD_LIMITS = {
  /** Flat x,y pairs of one stroke: a long pen stroke sampled every 1.5 board units fits comfortably. */
  pointsPerStroke: 20_000,
  textLength: 500,
  idLength: 64,
  /** Strokes one `restore` or `remove` may carry (undo of a clear brings a whole board back). */
  strokesPerOp: 2_000,
} as const;

export const WHITEBOARD_TOOLS = ['pen', 'highlighter', 'line', 'rectangle', 'ellipse', 'arrow', 'text'] as const;

const StrokeId = Type.String({ minLength: 1, maxLength: WHITEBOARD_LIMITS.idLength });

export const StrokeSchema = Type.Object(
  {
    id: StrokeId,
    tool: Type.Union(WHITEBOARD_TOOLS.map((tool) => Type.Literal(tool))),
    color: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
    width: Type.Number({ exclusiveMinimum: 0, maximum: 64 }),
    points: Type.Array(Type.Number({ minimum: -100_000, maximum: 100_000 }), { minItems: 2, maxItems: WHITEBOARD_LIMITS.pointsPerStroke }),
    text: Type.Optional(Type.String({ maxLength: WHITEBOARD_LIMITS.textLength })),
  },
  { additionalProperties: false },
);
export type WhiteboardStroke = Static<typeof StrokeSchema>;

export const BoardOpSchema = Type.Union([
  Type.Object({ kind: Type.Literal('add'), stroke: StrokeSchema }, { additionalProperties: false }),
  Type.Object(
    { kind: Type.Literal('remove'), ids: Type.Array(StrokeId, { maxItems: WHITEBOARD_LIMITS.strokesPerOp }) },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('clear') }, { additionalProperties: false }),
  Type.Object(
    { kind: Type.Literal('restore'), strokes: Type.Array(StrokeSchema, { maxItems: WHITEBOARD_LIMITS.strokesPerOp }) },
    { additionalProperties: false },
  ),
]);
export type WhiteboardOp = Static<typeof BoardOpSchema>;

/** What a browser sends on the whiteboard socket. */
export const WhiteboardClientMessageSchema = Type.Union([
  Type.Object({ type: Type.Literal('ping') }),
  Type.Object({ type: Type.Literal('op'), op: BoardOpSchema }),
]);
export type WhiteboardClientMessage = Static<typeof WhiteboardClientMessageSchema>;
