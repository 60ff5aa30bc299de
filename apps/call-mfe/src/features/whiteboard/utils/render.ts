import { BOARD_HEIGHT, BOARD_WIDTH, textFontSize, type Stroke } from './board-model';

/** Draws strokes onto a 2D context already transformed to board units. */
export function drawStroke(ctx: CanvasRenderingContext2D, stroke: Stroke) {
  const p = stroke.points;
  ctx.save();
  ctx.strokeStyle = stroke.color;
  ctx.fillStyle = stroke.color;
  ctx.lineWidth = stroke.tool === 'highlighter' ? stroke.width * 3 : stroke.width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.globalAlpha = stroke.tool === 'highlighter' ? 0.35 : 1;
  switch (stroke.tool) {
    case 'pen':
    case 'highlighter': {
      ctx.beginPath();
      ctx.moveTo(p[0], p[1]);
      if (p.length === 2) ctx.lineTo(p[0] + 0.01, p[1]);
      for (let i = 2; i + 1 < p.length; i += 2) ctx.lineTo(p[i], p[i + 1]);
      ctx.stroke();
      break;
    }
    case 'line':
    case 'arrow': {
      const [x0, y0, x1 = x0, y1 = y0] = p;
      ctx.beginPath();
      ctx.moveTo(x0, y0);
      ctx.lineTo(x1, y1);
      if (stroke.tool === 'arrow') {
        const angle = Math.atan2(y1 - y0, x1 - x0);
        const head = 10 + stroke.width * 3;
        for (const side of [-1, 1]) {
          ctx.moveTo(x1, y1);
          ctx.lineTo(x1 - head * Math.cos(angle + (side * Math.PI) / 7), y1 - head * Math.sin(angle + (side * Math.PI) / 7));
        }
      }
      ctx.stroke();
      break;
    }
    case 'rectangle': {
      const [x0, y0, x1 = x0, y1 = y0] = p;
      ctx.strokeRect(Math.min(x0, x1), Math.min(y0, y1), Math.abs(x1 - x0), Math.abs(y1 - y0));
      break;
    }
    case 'ellipse': {
      const [x0, y0, x1 = x0, y1 = y0] = p;
      ctx.beginPath();
      ctx.ellipse((x0 + x1) / 2, (y0 + y1) / 2, Math.abs(x1 - x0) / 2, Math.abs(y1 - y0) / 2, 0, 0, Math.PI * 2);
      ctx.stroke();
      break;
    }
    case 'text': {
      ctx.font = `500 ${textFontSize(stroke)}px Inter, 'Noto Sans', system-ui, sans-serif`;
      ctx.textBaseline = 'top';
      ctx.fillText(stroke.text ?? '', p[0], p[1]);
      break;
    }
  }
  ctx.restore();
}

/** A PNG of the whole board (white paper, board size) for download. */
export function boardToPng(strokes: Stroke[]): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = BOARD_WIDTH;
  canvas.height = BOARD_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.resolve(null);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, BOARD_WIDTH, BOARD_HEIGHT);
  for (const stroke of strokes) drawStroke(ctx, stroke);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
