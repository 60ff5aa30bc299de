/**
 * The ringing state machine of one QR call, pure: the service feeds it events and acts on the result.
 * searching -> ringing(agent) -> accepted | back to searching (declined, no answer, agent gone) -> busy
 * when nobody is left; the visitor may cancel at any point before the call is accepted.
 */
export type CallState = 'searching' | 'ringing' | 'accepted' | 'cancelled' | 'busy';

export interface CallProgress {
  state: CallState;
  /** The agent being rung (ringing) or who took the call (accepted). */
  agentId: number | null;
  /** Agents already rung for this call: never rung twice. */
  tried: number[];
  cancelledBy: 'visitor' | 'line' | null;
}

export type CallEvent =
  | { type: 'ring'; agentId: number }
  | { type: 'no_agent' }
  | { type: 'declined'; agentId: number }
  | { type: 'no_answer'; agentId: number }
  | { type: 'agent_gone'; agentId: number }
  | { type: 'accepted'; agentId: number }
  | { type: 'cancel'; by: 'visitor' | 'line' };

export const RING_TIMEOUT_MS = 30_000;

export const initialCall = (): CallProgress => ({ state: 'searching', agentId: null, tried: [], cancelledBy: null });

export const isFinal = (state: CallState) => state === 'accepted' || state === 'cancelled' || state === 'busy';

/** The next progress; events that do not apply (a late answer, a second accept) leave it unchanged. */
export function advance(call: CallProgress, event: CallEvent): CallProgress {
  if (isFinal(call.state)) return call;
  switch (event.type) {
    case 'ring':
      if (call.state !== 'searching' || call.tried.includes(event.agentId)) return call;
      return { ...call, state: 'ringing', agentId: event.agentId, tried: [...call.tried, event.agentId] };
    case 'no_agent':
      return call.state === 'searching' ? { ...call, state: 'busy', agentId: null } : call;
    case 'declined':
    case 'no_answer':
    case 'agent_gone':
      return call.state === 'ringing' && call.agentId === event.agentId ? { ...call, state: 'searching', agentId: null } : call;
    case 'accepted':
      return call.state === 'ringing' && call.agentId === event.agentId ? { ...call, state: 'accepted' } : call;
    case 'cancel':
      return { ...call, state: 'cancelled', agentId: null, cancelledBy: event.by };
  }
}
