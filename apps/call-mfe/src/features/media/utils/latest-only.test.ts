import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestOnly } from './latest-only';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('latestOnly', () => {
  it('delivers the newest of a burst once, when the window ends', () => {
    const seen: number[] = [];
    const gate = latestOnly((value: number) => seen.push(value), 16);
    gate.push(1);
    gate.push(2);
    vi.advanceTimersByTime(10);
    gate.push(3);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(6);
    expect(seen).toEqual([3]);
    // A value after the window opens a new one.
    gate.push(4);
    vi.advanceTimersByTime(16);
    expect(seen).toEqual([3, 4]);
  });

  it('delivers at once on flush, and nothing after cancel', () => {
    const seen: string[] = [];
    const gate = latestOnly((value: string) => seen.push(value), 16);
    gate.push('a');
    gate.flush();
    expect(seen).toEqual(['a']);
    vi.advanceTimersByTime(50);
    expect(seen).toEqual(['a']);
    gate.push('b');
    gate.cancel();
    vi.advanceTimersByTime(50);
    expect(seen).toEqual(['a']);
  });
});
