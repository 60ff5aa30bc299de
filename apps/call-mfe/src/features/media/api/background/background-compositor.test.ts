import { describe, expect, it } from 'vitest';
import { coverRect, segmentationSize } from './background-compositor';
import { restAfterSegmentation } from './background-processor';

describe('background compositor geometry', () => {
  it('covers the frame with a background image of another shape, centred, never letterboxed', () => {
    expect(coverRect({ width: 1280, height: 720 }, 1280, 720)).toEqual({ x: 0, y: 0, width: 1280, height: 720 });
    // A 16:9 image on a 4:3 camera: scaled to the height, cropped left and right.
    const wide = coverRect({ width: 1280, height: 720 }, 640, 480);
    expect(wide.height).toBe(480);
    expect(wide.width).toBeCloseTo(853.33, 1);
    expect(wide.x).toBeCloseTo(-106.67, 1);
    // A portrait phone camera: scaled to the height as well.
    const tall = coverRect({ width: 1280, height: 720 }, 720, 1280);
    expect(tall.height).toBe(1280);
    expect(tall.width).toBeGreaterThan(720);
  });

  it("feeds the model 256 pixels wide at the camera's aspect", () => {
    expect(segmentationSize(1280, 720)).toEqual({ width: 256, height: 144 });
    expect(segmentationSize(640, 480)).toEqual({ width: 256, height: 192 });
    expect(segmentationSize(0, 0).height).toBeGreaterThanOrEqual(2);
  });
});

describe('segmentation pace', () => {
  it('runs the model up to 15 times a second where it is fast, and leaves two thirds of the time to the video where it is slow', () => {
    expect(restAfterSegmentation(5)).toBeCloseTo(1000 / 15 - 5, 5);
    expect(restAfterSegmentation(400)).toBe(800);
  });
});
