import type { BackgroundEffect } from '@platform/shared-api';
import { BLUR_DOWNSCALE, composeFrame, segmentationSize, type Backdrop } from './background-compositor';
import { backgroundImageUrl, loadBackgroundImage } from './background-images';
import { openSegmenter } from './segmentation-model';

/** A camera track with its background replaced: `track` is what the self view shows and the call sends. */
export interface BackgroundProcessor {
  track: MediaStreamTrack;
  /** Stops the processing and the output track (not the camera: its owner stops that). */
  stop(): void;
}

/** The model runs at most this often; every camera frame is drawn with the newest mask. */
const MAX_SEGMENTATIONS_PER_SECOND = 15;
/**
 * Where inference is slow (no GPU: WebGL in software), it takes at most a third of the main thread, so
 * the video keeps its frame rate and only the mask follows more slowly.
 */
export function restAfterSegmentation(tookMs: number): number {
  return Math.max(1000 / MAX_SEGMENTATIONS_PER_SECOND - tookMs, 2 * tookMs);
}

function canvas2d(width: number, height: number): CanvasRenderingContext2D {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: false });
  if (!context) throw new Error('no 2D canvas');
  return context;
}

/**
 * Replaces the background of `source` (a camera track) with `effect`. Loaded with `import()` only when
 * someone turns an effect on, so the join page and the call carry none of it otherwise.
 */
export async function startBackground(source: MediaStreamTrack, effect: Exclude<BackgroundEffect, 'off'>): Promise<BackgroundProcessor> {
  const settings = source.getSettings();
  const width = settings.width ?? 1280;
  const height = settings.height ?? 720;
  const frameRate = Math.min(30, settings.frameRate ?? 30);
  const imageUrl = backgroundImageUrl(effect);
  const [segmenter, image] = await Promise.all([openSegmenter(), imageUrl ? loadBackgroundImage(imageUrl) : undefined]);

  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = new MediaStream([source]);
  await video.play().catch(() => undefined);

  const out = canvas2d(width, height);
  const modelSize = segmentationSize(width, height);
  const input = canvas2d(modelSize.width, modelSize.height);
  const mask = canvas2d(modelSize.width, modelSize.height);
  const backdrop: Backdrop = image ? { image } : { small: canvas2d(Math.ceil(width / BLUR_DOWNSCALE), Math.ceil(height / BLUR_DOWNSCALE)) };
  const track = out.canvas.captureStream(frameRate).getVideoTracks()[0]!;
  let running = true;

  const drawFrame = () => {
    if (!running) return;
    if (video.readyState >= 2) composeFrame(out, video, mask.canvas, backdrop);
    nextFrame();
  };
  // requestVideoFrameCallback draws once per camera frame; a timer where the browser lacks it.
  const nextFrame = () => {
    if (!running) return;
    if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(drawFrame);
    else setTimeout(drawFrame, 1000 / frameRate);
  };
  nextFrame();

  void (async () => {
    while (running) {
      const started = performance.now();
      if (video.readyState >= 2) {
        input.drawImage(video, 0, 0, modelSize.width, modelSize.height);
        try {
          await segmenter.segment(input.canvas, mask);
        } catch {
          // A failed frame keeps the last mask; the next one tries again.
        }
      }
      await new Promise((resolve) => setTimeout(resolve, restAfterSegmentation(performance.now() - started)));
    }
  })();

  source.addEventListener('ended', () => stop());
  function stop() {
    if (!running) return;
    running = false;
    track.stop();
    segmenter.close();
    video.srcObject = null;
  }
  return { track, stop };
}
