import type { Page } from '@playwright/test';

/** What a person notices of a video on the page (background effects, issue 29). */

/**
 * How sharp a video looks, and its mean colour. Sharpness is the share (per thousand) of neighbouring pixel
 * pairs whose brightness differs by more than EDGE_STEP: hard edges (the fake camera's shape and counter) count,
 * a blur's smooth gradients do not. A mean difference was tried first: a blurred frame's wide soft gradients
 * kept it at 40-90 % of the sharp frame's, and the LiveKit blur journey failed on that (CI, 2026-11-25).
 */
const EDGE_STEP = 12;

export async function look(page: Page, selector: string) {
  return page.evaluate(
    ([css, step]) => {
      const video = document.querySelector<HTMLVideoElement>(css);
      if (!video || video.videoWidth === 0) return null;
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 180;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.drawImage(video, 0, 0, 320, 180);
      const { data } = context.getImageData(0, 0, 320, 180);
      const luma = (i: number) => 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
      let edges = 0;
      const rgb = [0, 0, 0];
      for (let y = 0; y < 179; y++) {
        for (let x = 0; x < 319; x++) {
          const i = (y * 320 + x) * 4;
          if (Math.abs(luma(i) - luma(i + 4)) > step) edges++;
          if (Math.abs(luma(i) - luma(i + 320 * 4)) > step) edges++;
          for (let c = 0; c < 3; c++) rgb[c] += data[i + c];
        }
      }
      const n = 319 * 179;
      return { sharpness: (edges / n) * 1000, red: rgb[0] / n, green: rgb[1] / n, blue: rgb[2] / n };
    },
    [selector, EDGE_STEP] as const,
  );
}

/** Sharpness of a video (0 when nothing in it has a hard edge), -1 while it has no picture. */
export const sharpness = async (page: Page, selector: string) => (await look(page, selector))?.sharpness ?? -1;

/** The other participant's camera tile (a call of two) and one's own. */
export const HOST_TILE_VIDEO = '[data-testid="video-tile"][data-kind="camera"]:not([data-local]) video';
export const OWN_TILE_VIDEO = '[data-testid="video-tile"][data-kind="camera"][data-local] video';
