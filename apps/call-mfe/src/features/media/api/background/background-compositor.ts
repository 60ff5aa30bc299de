/**
 * Draws one output frame: the person (where the mask says so) over the background, blurred camera or
 * an image. Until the first mask arrives the mask is empty, so the whole frame is background: turning
 * blur on never sends an unblurred room for the moment the model takes to load.
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where to draw a `source`-sized image so it covers `width` x `height`, centred (CSS `object-fit: cover`). */
export function coverRect(source: { width: number; height: number }, width: number, height: number): Rect {
  const scale = Math.max(width / source.width, height / source.height);
  const w = source.width * scale;
  const h = source.height * scale;
  return { x: (width - w) / 2, y: (height - h) / 2, width: w, height: h };
}

/** The model's input size for a camera frame: 256 wide (the landscape model), the camera's aspect. */
export function segmentationSize(width: number, height: number): { width: number; height: number } {
  const w = 256;
  return { width: w, height: Math.max(2, Math.round((w * height) / Math.max(1, width))) };
}

/** A small copy for the blur: blurring 1/8 of the pixels and scaling up costs little and looks soft. */
export const BLUR_DOWNSCALE = 8;
const BLUR_RADIUS_PX = 3;

export interface Backdrop {
  image?: HTMLImageElement;
  /** The blur's small canvas (blur only). */
  small?: CanvasRenderingContext2D;
}

export function composeFrame(out: CanvasRenderingContext2D, frame: CanvasImageSource, mask: HTMLCanvasElement, backdrop: Backdrop) {
  const { width, height } = out.canvas;
  out.globalCompositeOperation = 'copy';
  // The small mask scaled up (smoothed) has soft edges; a blur filter at full size would cost ~10 ms a frame in software.
  out.imageSmoothingQuality = 'high';
  out.drawImage(mask, 0, 0, width, height);
  out.globalCompositeOperation = 'source-in';
  out.drawImage(frame, 0, 0, width, height);
  out.globalCompositeOperation = 'destination-over';
  if (backdrop.image) {
    const r = coverRect({ width: backdrop.image.naturalWidth, height: backdrop.image.naturalHeight }, width, height);
    out.drawImage(backdrop.image, r.x, r.y, r.width, r.height);
  } else if (backdrop.small) {
    const small = backdrop.small;
    small.filter = `blur(${BLUR_RADIUS_PX}px)`;
    small.drawImage(frame, 0, 0, small.canvas.width, small.canvas.height);
    out.drawImage(small.canvas, 0, 0, width, height);
  }
  out.globalCompositeOperation = 'source-over';
}
