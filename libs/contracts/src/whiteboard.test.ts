import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { WHITEBOARD_LIMITS, WhiteboardClientMessageSchema } from './whiteboard';

const stroke = { id: 's1', tool: 'pen', color: '#112233', width: 3, points: [0, 0, 10, 10] };
const valid = (message: unknown) => Value.Check(WhiteboardClientMessageSchema, message);

describe('whiteboard socket contract', () => {
  it('accepts what the call remote draws', () => {
    expect(valid({ type: 'op', op: { kind: 'add', stroke } })).toBe(true);
    expect(valid({ type: 'op', op: { kind: 'add', stroke: { ...stroke, tool: 'text', text: 'Hi' } } })).toBe(true);
    expect(valid({ type: 'op', op: { kind: 'restore', strokes: [stroke] } })).toBe(true);
    expect(valid({ type: 'op', op: { kind: 'remove', ids: ['s1'] } })).toBe(true);
    expect(valid({ type: 'ping' })).toBe(true);
  });

  it('refuses nested points, wrong types and oversized strokes', () => {
    expect(valid({ type: 'op', op: { kind: 'add', stroke: { ...stroke, points: [[[0]], 1] } } })).toBe(false);
    expect(valid({ type: 'op', op: { kind: 'add', stroke: { ...stroke, width: '3' } } })).toBe(false);
    expect(valid({ type: 'op', op: { kind: 'add', stroke: { ...stroke, extra: { deep: [] } } } })).toBe(false);
    expect(
      valid({ type: 'op', op: { kind: 'add', stroke: { ...stroke, points: new Array(WHITEBOARD_LIMITS.pointsPerStroke + 2).fill(1) } } }),
    ).toBe(false);
    expect(valid({ type: 'op', op: { kind: 'add', stroke: { ...stroke, color: 'red' } } })).toBe(false);
  });
});
