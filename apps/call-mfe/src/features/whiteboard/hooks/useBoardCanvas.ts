import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { BOARD_HEIGHT, BOARD_WIDTH, fitBoard, type Board, type Stroke } from '../utils/board-model';
import { drawStroke } from '../utils/render';

/**
 * The board's canvas: sized to its frame at the screen's pixel ratio, and drawn again when the board
 * changes: the strokes (less those being erased) and the stroke being drawn.
 */
export function useBoardCanvas(board: Board, boardRef: RefObject<Board>) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  /** The stroke being drawn, not yet on the board. */
  const draft = useRef<Stroke | null>(null);
  /** The strokes the eraser has passed over while the pointer is down. */
  const erasing = useRef<Set<string> | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });

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
  }, [boardRef]);

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

  return { canvas, frame, draft, erasing, size, redraw };
}
