import { useCallback, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useSearchParams } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { dialogs, saveFile, toast } from '@platform/ui';
import {
  SHAPE_TOOLS,
  appendPoint,
  commit,
  emptyBoard,
  fitBoard,
  newStrokeId,
  receive,
  redo,
  strokesAt,
  textFontSize,
  toBoard,
  undo,
  type Board,
  type BoardOp,
  type DrawTool,
  type Tool,
} from '../utils/board-model';
import { boardToPng } from '../utils/render';
import { useWhiteboardSync } from '../hooks/useWhiteboardSync';
import { useBoardCanvas } from '../hooks/useBoardCanvas';
import { useBoardShortcuts } from '../hooks/useBoardShortcuts';
import { COLOURS, WIDTHS } from '../utils/board-tools';
import { BoardToolbar } from './BoardToolbar';
import styles from './whiteboard.module.css';

const ERASER_RADIUS = 10;

interface TextDraft {
  x: number;
  y: number;
  value: string;
}

/** `/draw`: a whiteboard; with `?room=` it is shared live with everyone on the same room. */
export function Whiteboard() {
  const { t } = useTranslation('call');
  const [search] = useSearchParams();
  const roomParam = search.get('room');
  const room = roomParam && /^[A-Za-z0-9_-]{1,64}$/.test(roomParam) ? roomParam : null;

  const [board, setBoard] = useState<Board>(emptyBoard);
  const boardRef = useRef(board);
  boardRef.current = board;
  const [tool, setTool] = useState<Tool>('pen');
  const [colour, setColour] = useState(COLOURS[0]);
  const [width, setWidth] = useState(WIDTHS[1]);
  const [text, setText] = useState<TextDraft | null>(null);

  const sync = useWhiteboardSync(room, {
    onSnapshot: (strokes) => setBoard((current) => ({ ...current, strokes })),
    onOp: (op) => setBoard((current) => receive(current, op)),
  });
  const sendRef = useRef(sync.send);
  sendRef.current = sync.send;

  const change = useCallback((op: BoardOp) => {
    const next = commit(boardRef.current, op);
    boardRef.current = next.board;
    setBoard(next.board);
    sendRef.current(next.op);
  }, []);
  const step = useCallback((direction: 'undo' | 'redo') => {
    const next = direction === 'undo' ? undo(boardRef.current) : redo(boardRef.current);
    if (!next.op) return;
    boardRef.current = next.board;
    setBoard(next.board);
    sendRef.current(next.op);
  }, []);

  const { canvas, frame, draft, erasing, size, redraw } = useBoardCanvas(board, boardRef);

  const point = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return toBoard(event.clientX - rect.left, event.clientY - rect.top, fitBoard(rect.width, rect.height));
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    const [x, y] = point(event);
    if (tool === 'text') {
      event.preventDefault();
      if (text?.value.trim()) commitText();
      setText({ x, y, value: '' });
      return;
    }
    event.currentTarget.setPointerCapture(event.pointerId);
    if (tool === 'eraser') {
      erasing.current = new Set(strokesAt(boardRef.current.strokes, x, y, ERASER_RADIUS));
    } else {
      draft.current = {
        id: newStrokeId(),
        tool: tool as DrawTool,
        color: colour,
        width,
        points: SHAPE_TOOLS.includes(tool as DrawTool) ? [x, y, x, y] : [x, y],
      };
    }
    redraw();
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!draft.current && !erasing.current) return;
    const samples = event.nativeEvent.getCoalescedEvents?.() ?? [];
    const rect = event.currentTarget.getBoundingClientRect();
    const fit = fitBoard(rect.width, rect.height);
    for (const sample of samples.length ? samples : [event.nativeEvent]) {
      const [x, y] = toBoard(sample.clientX - rect.left, sample.clientY - rect.top, fit);
      if (erasing.current) for (const id of strokesAt(boardRef.current.strokes, x, y, ERASER_RADIUS)) erasing.current.add(id);
      else if (draft.current && SHAPE_TOOLS.includes(draft.current.tool))
        draft.current = { ...draft.current, points: [draft.current.points[0], draft.current.points[1], x, y] };
      else if (draft.current) draft.current = { ...draft.current, points: appendPoint(draft.current.points, x, y) };
    }
    redraw();
  };
  const onPointerUp = () => {
    const stroke = draft.current;
    const erased = erasing.current;
    draft.current = null;
    erasing.current = null;
    if (stroke) change({ kind: 'add', stroke });
    else if (erased?.size) change({ kind: 'remove', ids: [...erased] });
    else redraw();
  };

  function commitText() {
    if (text?.value.trim())
      change({
        kind: 'add',
        stroke: { id: newStrokeId(), tool: 'text', color: colour, width, points: [text.x, text.y], text: text.value.trim().slice(0, 500) },
      });
    setText(null);
  }

  // ---- commands ----

  const clear = async () => {
    if (boardRef.current.strokes.length === 0) return;
    const sure = await dialogs.confirm({
      title: t('whiteboard.clearTitle'),
      message: t(room ? 'whiteboard.clearSharedText' : 'whiteboard.clearText'),
      confirmLabel: t('whiteboard.clear'),
      danger: true,
    });
    if (sure) change({ kind: 'clear' });
  };
  const exportPng = async () => {
    const blob = await boardToPng(boardRef.current.strokes);
    if (!blob) return void toast.error(t('whiteboard.exportFailed'));
    saveFile(`whiteboard-${new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '')}.png`, blob);
  };

  useBoardShortcuts(step, setTool, setWidth);

  const fit = fitBoard(size.width || 1, size.height || 1);
  const onTextKey = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitText();
    if (event.key === 'Escape') setText(null);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.visuallyHidden}>{t('whiteboard.title')}</h1>
      <BoardToolbar
        tool={tool}
        onTool={setTool}
        colour={colour}
        onColour={setColour}
        width={width}
        onWidth={setWidth}
        board={board}
        onStep={step}
        onClear={() => void clear()}
        onExport={() => void exportPng()}
        sync={room ? sync : null}
      />
      <div ref={frame} className={styles.frame}>
        <canvas
          ref={canvas}
          className={tool === 'text' ? styles.canvasText : styles.canvas}
          role="img"
          aria-label={t('whiteboard.canvasLabel', { count: board.strokes.length })}
          data-strokes={board.strokes.length}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        />
        {text && (
          <input
            autoFocus
            className={styles.textInput}
            aria-label={t('whiteboard.textLabel')}
            placeholder={t('whiteboard.textPlaceholder')}
            value={text.value}
            maxLength={500}
            style={{
              left: fit.offsetX + text.x * fit.scale,
              top: fit.offsetY + text.y * fit.scale,
              color: colour,
              fontSize: Math.max(12, textFontSize({ width }) * fit.scale),
            }}
            onChange={(event) => setText({ ...text, value: event.target.value })}
            onKeyDown={onTextKey}
            onBlur={commitText}
          />
        )}
      </div>
      <p className={styles.hint}>{t('whiteboard.hint')}</p>
    </div>
  );
}
