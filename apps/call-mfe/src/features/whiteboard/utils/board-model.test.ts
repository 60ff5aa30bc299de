import { describe, expect, it } from 'vitest';
import {
  BOARD_HEIGHT,
  BOARD_WIDTH,
  applyOp,
  appendPoint,
  canRedo,
  canUndo,
  commit,
  deserialise,
  emptyBoard,
  fitBoard,
  isBoardOp,
  receive,
  redo,
  serialise,
  strokesAt,
  toBoard,
  undo,
  type Stroke,
} from './board-model';

const pen = (id: string, points = [0, 0, 100, 100]): Stroke => ({ id, tool: 'pen', color: '#c52428', width: 4, points });

describe('whiteboard model', () => {
  it("undo and redo walk the user's own changes and return the operation to send", () => {
    let board = commit(emptyBoard(), { kind: 'add', stroke: pen('a') }).board;
    board = commit(board, { kind: 'add', stroke: pen('b') }).board;
    const undone = undo(board);
    expect(undone.op).toEqual({ kind: 'remove', ids: ['b'] });
    expect(undone.board.strokes.map((s) => s.id)).toEqual(['a']);
    expect(canRedo(undone.board)).toBe(true);
    const redone = redo(undone.board);
    expect(redone.op).toEqual({ kind: 'add', stroke: pen('b') });
    expect(redone.board.strokes.map((s) => s.id)).toEqual(['a', 'b']);
    expect(redo(redone.board).op).toBeNull();
  });

  it('a new change forgets redo; undo of a clear or an erase brings the strokes back', () => {
    let board = commit(emptyBoard(), { kind: 'add', stroke: pen('a') }).board;
    board = commit(board, { kind: 'add', stroke: pen('b') }).board;
    board = commit(board, { kind: 'clear' }).board;
    expect(board.strokes).toEqual([]);
    board = undo(board).board;
    expect(board.strokes.map((s) => s.id)).toEqual(['a', 'b']);
    board = commit(board, { kind: 'remove', ids: ['a'] }).board;
    expect(canRedo(board)).toBe(false);
    const back = undo(board);
    expect(back.op).toEqual({ kind: 'restore', strokes: [pen('a')] });
    expect(back.board.strokes.map((s) => s.id).sort()).toEqual(['a', 'b']);
  });

  it("someone else's strokes are drawn but never undone by this user", () => {
    let board = commit(emptyBoard(), { kind: 'add', stroke: pen('mine') }).board;
    board = receive(board, { kind: 'add', stroke: pen('theirs') });
    board = undo(board).board;
    expect(board.strokes.map((s) => s.id)).toEqual(['theirs']);
    expect(canUndo(board)).toBe(false);
  });

  it('serialises and reads back, dropping anything malformed', () => {
    const strokes = [pen('a'), { id: 't', tool: 'text' as const, color: '#000000', width: 4, points: [10, 10], text: 'Xin chào' }];
    expect(deserialise(serialise(strokes))).toEqual(strokes);
    expect(
      deserialise('{"version":1,"strokes":[{"id":"x","tool":"eraser","color":"#000000","width":2,"points":[0,0]},{"id":"y"}]}'),
    ).toEqual([]);
    expect(deserialise('garbage')).toEqual([]);
    expect(isBoardOp({ kind: 'add', stroke: pen('a') })).toBe(true);
    expect(isBoardOp({ kind: 'add', stroke: { ...pen('a'), points: [1] } })).toBe(false);
    expect(isBoardOp({ kind: 'explode' })).toBe(false);
  });

  it('maps any window onto the same board, so strokes keep their place after a resize', () => {
    const wide = fitBoard(1920, 800);
    const narrow = fitBoard(400, 800);
    expect(toBoard(wide.offsetX + (BOARD_WIDTH * wide.scale) / 2, wide.offsetY + (BOARD_HEIGHT * wide.scale) / 2, wide)).toEqual([
      800, 500,
    ]);
    expect(toBoard(narrow.offsetX + (BOARD_WIDTH * narrow.scale) / 2, narrow.offsetY + (BOARD_HEIGHT * narrow.scale) / 2, narrow)).toEqual([
      800, 500,
    ]);
    expect(toBoard(-50, -50, wide)).toEqual([0, 0]);
  });

  it('the eraser finds the strokes it touches', () => {
    const strokes: Stroke[] = [
      pen('diag', [0, 0, 100, 100]),
      { id: 'box', tool: 'rectangle', color: '#000000', width: 2, points: [200, 200, 300, 300] },
      { id: 'ring', tool: 'ellipse', color: '#000000', width: 2, points: [400, 400, 500, 500] },
    ];
    expect(strokesAt(strokes, 50, 52, 4)).toEqual(['diag']);
    expect(strokesAt(strokes, 250, 200, 4)).toEqual(['box']);
    expect(strokesAt(strokes, 250, 250, 4)).toEqual([]); // inside the rectangle, not on its edge
    expect(strokesAt(strokes, 500, 450, 4)).toEqual(['ring']);
  });

  it('thins out samples that are too close together', () => {
    expect(appendPoint([0, 0], 0.5, 0.5)).toEqual([0, 0]);
    expect(appendPoint([0, 0], 5, 0)).toEqual([0, 0, 5, 0]);
    expect(applyOp([pen('a')], { kind: 'add', stroke: pen('a', [1, 1, 2, 2]) })).toEqual([pen('a', [1, 1, 2, 2])]);
  });
});
