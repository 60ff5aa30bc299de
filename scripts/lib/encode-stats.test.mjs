import { describe, expect, it } from 'vitest';
import { describeEncoding, encodingBetween } from './encode-stats.mjs';

describe('encode stats: what a stretch of the call cost the cameras', () => {
  it('subtracts the read at Join from the read at the end, layer by layer, a new layer counting from zero', () => {
    const atJoin = { q: { frames: 100, encodeS: 0.5, width: 320 }, h: { frames: 100, encodeS: 1, width: 640 } };
    const atEnd = {
      q: { frames: 160, encodeS: 0.8, width: 320 },
      h: { frames: 160, encodeS: 1.6, width: 640 },
      f: { frames: 30, encodeS: 1.2, width: 1280 },
    };
    const between = encodingBetween(atJoin, atEnd);
    expect(between).toEqual({
      q: { frames: 60, encodeS: expect.closeTo(0.3, 6), width: 320 },
      h: { frames: 60, encodeS: expect.closeTo(0.6, 6), width: 640 },
      f: { frames: 30, encodeS: 1.2, width: 1280 },
    });
    const cell = describeEncoding(between);
    expect(cell.ms).toBeCloseTo(2100, 6);
    expect(cell.frames).toBe('f 30@1280 40.0 ms, h 60@640 10.0 ms, q 60@320 5.0 ms');
  });

  it('says none for a page that sent no video', () => {
    expect(describeEncoding(encodingBetween({}, {}))).toEqual({ ms: 0, frames: 'none' });
  });
});
