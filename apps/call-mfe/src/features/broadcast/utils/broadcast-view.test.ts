import { describe, expect, it } from 'vitest';
import type { BroadcastStateMessage } from '@platform/shared-api';
import { elapsedNow, formatElapsed, newFailures } from './broadcast-view';

const state = (
  live: Partial<BroadcastStateMessage['live']> = {},
  record: Partial<BroadcastStateMessage['record']> = {},
): BroadcastStateMessage => ({
  type: 'broadcast.state',
  record: { status: 'idle', elapsed_seconds: 0, elapsed_ms: 0, reason: null, recording_id: null, ...record },
  live: { status: 'idle', elapsed_seconds: 0, elapsed_ms: 0, reason: null, targets: [], hls_url: null, ...live },
});

describe('broadcast indicator', () => {
  it('formats elapsed time and counts on only while active', () => {
    expect(formatElapsed(9)).toBe('0:09');
    expect(formatElapsed(754)).toBe('12:34');
    expect(formatElapsed(3725)).toBe('1:02:05');
    expect(elapsedNow({ status: 'active', elapsed_seconds: 10 }, 1000, 6500)).toBe(15.5);
    // 9.6 s at receipt and 0.5 s later is 10.1 s: the display says 0:10, not 0:09.
    expect(formatElapsed(elapsedNow({ status: 'active', elapsed_seconds: 9.6 }, 1000, 1500))).toBe('0:10');
    expect(elapsedNow({ status: 'paused', elapsed_seconds: 10 }, 1000, 6500)).toBe(10);
  });

  it('reports a worker that died, but not a stop', () => {
    expect(newFailures(state({}, { status: 'active' }), state({}, { status: 'failed', reason: 'worker_died' }))).toEqual([
      { kind: 'record', reason: 'worker_died' },
    ]);
    expect(newFailures(state({}, { status: 'active' }), state({}, { status: 'idle', reason: 'host_stopped' }))).toEqual([]);
  });
});
