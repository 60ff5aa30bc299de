import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { SPEAKING_HANGOVER_MS } from '../utils/speaking';
import { useSpeaking } from './useSpeaking';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A reader that returns the given levels one sample after another (then the last one). */
function levels(values: number[]) {
  let index = 0;
  const closed = { value: false };
  const createReader = () => ({
    read: () => values[Math.min(index++, values.length - 1)],
    close: () => {
      closed.value = true;
    },
  });
  return { createReader, closed };
}

describe('useSpeaking', () => {
  it('re-renders when speaking starts and when it ends, not for every level in between', () => {
    // A voice whose level moves at every sample, then silence for longer than the hangover.
    const voice = [0.3, 0.5, 0.2, 0.6, 0.4, 0.35, 0.55, 0.25];
    const quiet = Array.from({ length: SPEAKING_HANGOVER_MS / 100 + 3 }, () => 0);
    const { createReader } = levels([...voice, ...quiet]);
    let renders = 0;
    const track = {} as MediaStreamTrack;
    const { result } = renderHook(() => {
      renders += 1;
      return useSpeaking(track, { createReader });
    });
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(100 * voice.length));
    expect(result.current).toBe(true);
    act(() => void vi.advanceTimersByTime(100 * quiet.length));
    expect(result.current).toBe(false);
    // First render, speaking on, speaking off: eight different levels cost no render of their own.
    expect(renders).toBe(3);
  });

  it('is not speaking without a track, and lets the reader go when the track goes', () => {
    const { createReader, closed } = levels([0.5]);
    const track = {} as MediaStreamTrack;
    const { result, rerender } = renderHook(({ t }) => useSpeaking(t, { createReader }), {
      initialProps: { t: track as MediaStreamTrack | null },
    });
    act(() => void vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
    rerender({ t: null });
    expect(result.current).toBe(false);
    expect(closed.value).toBe(true);
  });
});
