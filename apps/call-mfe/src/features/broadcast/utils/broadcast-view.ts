import type { BroadcastStateMessage, BroadcastStatus } from '@platform/shared-api';

/** Elapsed time as the indicator shows it: m:ss, or h:mm:ss from an hour on. */
export function formatElapsed(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * Seconds now, from the server's count at receipt (in tenths); a paused or stopped output does not
 * count on. Only the display rounds down, once: rounding both parts would show up to 2 s too little.
 */
export function elapsedNow(output: { status: BroadcastStatus; elapsed_seconds: number }, receivedAt: number, now: number): number {
  return output.status === 'active' ? output.elapsed_seconds + (now - receivedAt) / 1000 : output.elapsed_seconds;
}

/** An output everyone should see an indicator for. */
export const isOn = (status: BroadcastStatus) =>
  status === 'starting' || status === 'active' || status === 'paused' || status === 'stopping';

/** An output that ended on its own (not the host's stop): its reason, reported once. */
export function newFailures(previous: BroadcastStateMessage | null, next: BroadcastStateMessage) {
  const failed: Array<{ kind: 'record' | 'live'; reason: string }> = [];
  for (const kind of ['record', 'live'] as const) {
    if (next[kind].status === 'failed' && previous?.[kind].status !== 'failed')
      failed.push({ kind, reason: next[kind].reason ?? 'worker_died' });
  }
  return failed;
}
