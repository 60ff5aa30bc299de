import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useSearchParams } from '@platform/router';
import { useTranslation } from '@platform/i18n';
import { Badge, Button, IconButton, dialogs, saveFile, toast } from '@platform/ui';
import {
  BOARD_HEIGHT,
  BOARD_WIDTH,
  SHAPE_TOOLS,
  TOOLS,
  appendPoint,
  canRedo,
  canUndo,
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
  type Stroke,
  type Tool,
} from '../utils/board-model';
import { boardToPng, drawStroke } from '../utils/render';
import { useWhiteboardSync } from '../hooks/useWhiteboardSync';
import { ToolIcon } from './ToolIcon';
import styles from './whiteboard.module.css';

export const COLOURS = ['#14171c', '#c52428', '#2563eb', '#1a7f4b', '#f59e0b', '#7c3aed', '#ec4899', '#ffffff'];
export const WIDTHS = [2, 4, 8, 16];
const SHORTCUTS: Record<string, Tool> = {
  p: 'pen',
  h: 'highlighter',
  l: 'line',
  r: 'rectangle',
  o: 'ellipse',
  a: 'arrow',
  t: 'text',
  e: 'eraser',
};
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

  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const draft = useRef<Stroke | null>(null);
  const erasing = useRef<Set<string> | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });

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

  // ---- drawing ----

  const redraw = useCallback(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    const fit = fitBoard(element.width / ratio, element.height / ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, element.width, element.height);
    ctx.setTransform(ratio * fit.scale, 0, 0, ratio * fit.scale, ratio * fit.offsetX, ratio * fit.offsetY);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, BOARD_WIDTH, BOARD_HEIGHT);
    const hidden = erasing.current;
    for (const stroke of boardRef.current.strokes) if (!hidden?.has(stroke.id)) drawStroke(ctx, stroke);
    if (draft.current) drawStroke(ctx, draft.current);
  }, []);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setSize({ width: Math.floor(entry.contentRect.width), height: Math.floor(entry.contentRect.height) }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const element = canvas.current;
    if (!element || !size.width) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = size.width * ratio;
    element.height = size.height * ratio;
    redraw();
  }, [size, redraw]);
  useEffect(redraw, [board, redraw]);

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

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const key = event.key.toLowerCase();
      if ((event.ctrlKey || event.metaKey) && key === 'z') {
        event.preventDefault();
        step(event.shiftKey ? 'redo' : 'undo');
      } else if ((event.ctrlKey || event.metaKey) && key === 'y') {
        event.preventDefault();
        step('redo');
      } else if (!event.ctrlKey && !event.metaKey && !event.altKey && SHORTCUTS[key]) {
        setTool(SHORTCUTS[key]);
      } else if (key === '[' || key === ']') {
        setWidth((current) => WIDTHS[Math.max(0, Math.min(WIDTHS.length - 1, WIDTHS.indexOf(current) + (key === ']' ? 1 : -1)))]);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);

  const fit = fitBoard(size.width || 1, size.height || 1);
  const onTextKey = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitText();
    if (event.key === 'Escape') setText(null);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.visuallyHidden}>{t('whiteboard.title')}</h1>
      <div className={styles.toolbar} role="toolbar" aria-label={t('whiteboard.tools')}>
        <div className={styles.group} role="radiogroup" aria-label={t('whiteboard.tools')}>
          {TOOLS.map((name) => (
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={tool === name}
              className={tool === name ? styles.toolActive : styles.tool}
              title={`${t(`whiteboard.tool.${name}`)} (${Object.keys(SHORTCUTS)
                .find((k) => SHORTCUTS[k] === name)
                ?.toUpperCase()})`}
              aria-label={t(`whiteboard.tool.${name}`)}
              onClick={() => setTool(name)}
            >
              <ToolIcon tool={name} />
            </button>
          ))}
        </div>
        <div className={styles.group} role="radiogroup" aria-label={t('whiteboard.colour')}>
          {COLOURS.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={colour === value}
              aria-label={t(`whiteboard.colours.${value.slice(1)}`)}
              title={t(`whiteboard.colours.${value.slice(1)}`)}
              className={colour === value ? styles.swatchActive : styles.swatch}
              style={{ background: value }}
              onClick={() => setColour(value)}
            />
          ))}
        </div>
        <div className={styles.group} role="radiogroup" aria-label={t('whiteboard.width')}>
          {WIDTHS.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={width === value}
              aria-label={t('whiteboard.widthValue', { value })}
              title={t('whiteboard.widthValue', { value })}
              className={width === value ? styles.toolActive : styles.tool}
              onClick={() => setWidth(value)}
            >
              <span className={styles.dot} style={{ width: 3 + value, height: 3 + value }} aria-hidden />
            </button>
          ))}
        </div>
        <div className={styles.group}>
          <Button
            className="ui-button--icon"
            aria-label={t('whiteboard.undo')}
            title={`${t('whiteboard.undo')} (Ctrl+Z)`}
            disabled={!canUndo(board)}
            onClick={() => step('undo')}
          >
            <ToolIcon tool="undo" size={18} />
          </Button>
          <Button
            className="ui-button--icon"
            aria-label={t('whiteboard.redo')}
            title={`${t('whiteboard.redo')} (Ctrl+Shift+Z)`}
            disabled={!canRedo(board)}
            onClick={() => step('redo')}
          >
            <ToolIcon tool="redo" size={18} />
          </Button>
          <IconButton icon="trash" label={t('whiteboard.clear')} disabled={board.strokes.length === 0} onClick={() => void clear()} />
          <Button icon="download" size="sm" onClick={() => void exportPng()}>
            {t('whiteboard.export')}
          </Button>
        </div>
        {room && (
          <div className={styles.status} role="status" aria-live="polite">
            <Badge tone={sync.status === 'live' ? 'success' : sync.status === 'offline' ? 'danger' : 'neutral'}>
              {t(`whiteboard.sync.${sync.status}`)}
            </Badge>
            {sync.status === 'live' && <span className={styles.peers}>{t('whiteboard.peers', { count: sync.peers })}</span>}
          </div>
        )}
      </div>
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
