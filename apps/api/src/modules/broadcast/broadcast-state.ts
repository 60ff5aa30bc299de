import { elapsedMs, type WorkerState } from './worker-state';

/**
 * The `broadcast.state` message every participant sees, built one way whichever backend records
 * (the embedded worker or LiveKit Egress), and its delivery to everyone in the room.
 */
export function broadcastStateJson(
  input: {
    record: WorkerState;
    live: WorkerState;
    recordingId: string | null;
    targets: Array<Record<string, unknown>>;
    hlsUrl: string | null;
  },
  now = Date.now(),
) {
  // Tenths of a second: a whole-second count would make every display up to a second behind.
  const out = (s: WorkerState) => ({
    status: s.status,
    elapsed_seconds: Math.floor(elapsedMs(s, now) / 100) / 10,
    elapsed_ms: elapsedMs(s, now),
    reason: s.reason,
  });
  return {
    type: 'broadcast.state',
    record: { ...out(input.record), recording_id: input.recordingId },
    live: { ...out(input.live), targets: input.targets, hls_url: input.live.status === 'active' ? input.hlsUrl : null },
  };
}

/** A room that neither records nor streams. */
export const idleBroadcastState = () => ({
  type: 'broadcast.state',
  record: { status: 'idle', elapsed_seconds: 0, elapsed_ms: 0, reason: null, recording_id: null },
  live: { status: 'idle', elapsed_seconds: 0, elapsed_ms: 0, reason: null, targets: [], hls_url: null },
});
