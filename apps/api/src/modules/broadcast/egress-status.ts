import { EgressStatus, type EgressInfo } from 'livekit-server-sdk';
import type { WorkerEvent } from './worker-state';

/**
 * A LiveKit egress's status as the broadcast's worker events, so the room sees the same states
 * (starting, active, stopping, idle, failed + reason) as with the embedded worker. Null: no change.
 */
export function egressEvent(info: Pick<EgressInfo, 'status' | 'startedAt' | 'error'>, now = Date.now()): WorkerEvent | null {
  switch (info.status) {
    case EgressStatus.EGRESS_ACTIVE:
      // LiveKit's clock is in nanoseconds; an egress without one began now.
      return { type: 'first_byte', at: info.startedAt ? Number(info.startedAt / 1_000_000n) : now };
    case EgressStatus.EGRESS_ENDING:
      return { type: 'stop', reason: 'room_ended', at: now };
    case EgressStatus.EGRESS_COMPLETE:
      return { type: 'stopped' };
    case EgressStatus.EGRESS_FAILED:
    case EgressStatus.EGRESS_ABORTED:
    case EgressStatus.EGRESS_LIMIT_REACHED:
      return { type: 'fail', reason: 'egress_failed' };
    default:
      return null;
  }
}
