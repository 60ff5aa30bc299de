// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { workerFrame } from './worker-frame';

describe('worker socket frames', () => {
  it('puts the encoder tag before the WebM slice, bytes unchanged', async () => {
    expect([...(await workerFrame(2, new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])])))]).toEqual([2, 0x1a, 0x45, 0xdf, 0xa3]);
    expect([...(await workerFrame(0, new Blob([])))]).toEqual([0]);
  });
});
