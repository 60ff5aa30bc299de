import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAGE_READY_FRAMES, STAGE_READY_WAIT_MS, StageGate } from './stage-gate';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('StageGate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const readyFrames = (gate: StageGate, count: number) => {
    for (let i = 0; i < count; i++) gate.note(true);
  };

  it('holds an output asked for while a camera on stage has no picture yet, and opens after a few frames with every picture', async () => {
    const gate = new StageGate();
    gate.arm();
    gate.note(false);
    await vi.advanceTimersByTimeAsync(STAGE_READY_WAIT_MS - 100);
    expect(await settled(gate.opened)).toBe(false);
    readyFrames(gate, STAGE_READY_FRAMES - 1);
    expect(await settled(gate.opened)).toBe(false);
    gate.note(true);
    expect(await settled(gate.opened)).toBe(true);
  });

  it('counts only frames drawn with every picture in a row', async () => {
    const gate = new StageGate();
    gate.arm();
    readyFrames(gate, STAGE_READY_FRAMES - 1);
    gate.note(false);
    readyFrames(gate, STAGE_READY_FRAMES - 1);
    expect(await settled(gate.opened)).toBe(false);
  });

  it('starts the output anyway when a camera never shows a picture', async () => {
    const gate = new StageGate();
    gate.arm();
    gate.note(false);
    await vi.advanceTimersByTimeAsync(STAGE_READY_WAIT_MS);
    expect(await settled(gate.opened)).toBe(true);
  });

  it('does not hold an output when the stage was ready before it was asked for', async () => {
    const gate = new StageGate();
    readyFrames(gate, STAGE_READY_FRAMES);
    gate.arm();
    expect(await settled(gate.opened)).toBe(true);
  });

  it('never opens on the timer before an output was asked for', async () => {
    const gate = new StageGate();
    await vi.advanceTimersByTimeAsync(STAGE_READY_WAIT_MS * 3);
    expect(await settled(gate.opened)).toBe(false);
  });
});
