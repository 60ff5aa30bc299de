import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTROLS_HIDE_AFTER_MS, IdleControls, POINTER_SAMPLE_MS } from './idle-controls';

describe('IdleControls (spec §9: hide after 5000 ms, pointer sampled every 300 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec figures', () => {
    expect(CONTROLS_HIDE_AFTER_MS).toBe(5000);
    expect(POINTER_SAMPLE_MS).toBe(300);
  });

  it('hides after 5000 ms without movement and comes back on movement', () => {
    const changes: boolean[] = [];
    const idle = new IdleControls((hidden) => changes.push(hidden));
    vi.advanceTimersByTime(4999);
    expect(idle.isHidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(idle.isHidden).toBe(true);
    idle.pointer();
    expect(idle.isHidden).toBe(false);
    expect(changes).toEqual([true, false]);
    idle.dispose();
  });

  it('counts pointer movement at most once per 300 ms', () => {
    const idle = new IdleControls(() => undefined, { now: () => Date.now() });
    vi.advanceTimersByTime(4000);
    idle.pointer(); // sampled: the countdown starts again
    vi.advanceTimersByTime(200);
    idle.pointer(); // inside the window: ignored, the countdown is not pushed back
    vi.advanceTimersByTime(4800);
    expect(idle.isHidden).toBe(true);
    idle.dispose();
  });

  it('keyboard use wakes the controls at once, even inside a pointer sample window', () => {
    const idle = new IdleControls(() => undefined);
    vi.advanceTimersByTime(5000);
    idle.pointer();
    vi.advanceTimersByTime(5000);
    expect(idle.isHidden).toBe(true);
    idle.wake();
    expect(idle.isHidden).toBe(false);
    idle.dispose();
  });

  it('stays while something inside the controls is in use, and hides once it is not', () => {
    let inUse = true;
    const idle = new IdleControls(() => undefined, { canHide: () => !inUse });
    vi.advanceTimersByTime(12_000);
    expect(idle.isHidden).toBe(false);
    inUse = false;
    vi.advanceTimersByTime(5000);
    expect(idle.isHidden).toBe(true);
    idle.dispose();
  });
});
