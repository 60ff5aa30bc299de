/**
 * The visitor's side of a QR call as a pure reducer: load the line, enter a name, place the call,
 * hear it ring, and either meet the agent or learn why not (spec §4: cancelled call, user busy
 * (try again), invalid QR code; §8: all call agents busy, QR call expired).
 */
export type VisitorNotice = 'agentsBusy' | 'userBusy' | 'cancelled' | 'error' | null;

export interface LineFacts {
  alias: string;
  topic: string;
  host: { display_name: string };
  agents_available: number;
}
export interface CallFacts {
  call_id: string;
  state: 'ringing' | 'accepted' | 'cancelled' | 'busy';
  room_alias: string | null;
  cancelled_by?: string | null;
  agent_name?: string | null;
}

export type VisitorState =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'unreachable' }
  | { kind: 'ready'; line: LineFacts; notice: VisitorNotice; placing: boolean }
  | { kind: 'ringing'; line: LineFacts; callId: string; token: string; cancelling: boolean }
  | { kind: 'connecting'; line: LineFacts; room: string; agentName: string | null };

export type VisitorEvent =
  | { type: 'loaded'; line: LineFacts }
  | { type: 'failed'; code: string | null }
  | { type: 'place' }
  | { type: 'placed'; call: CallFacts; token: string }
  | { type: 'call'; call: CallFacts }
  | { type: 'cancel' }
  | { type: 'join_failed' };

export const initialVisitor: VisitorState = { kind: 'loading' };

/** Error codes of the QR endpoints that end the visit, whatever the step. */
function terminal(code: string | null): VisitorState | null {
  if (code === 'qr_invalid') return { kind: 'invalid' };
  if (code === 'qr_expired') return { kind: 'expired' };
  return null;
}

export function visitorReducer(state: VisitorState, event: VisitorEvent): VisitorState {
  switch (event.type) {
    case 'loaded':
      return { kind: 'ready', line: event.line, notice: null, placing: false };
    case 'failed': {
      const end = terminal(event.code);
      if (end) return end;
      if (state.kind === 'loading') return { kind: 'unreachable' };
      if (state.kind === 'ready' || state.kind === 'ringing' || state.kind === 'connecting') {
        return { kind: 'ready', line: state.line, notice: event.code === 'agents_busy' ? 'agentsBusy' : 'error', placing: false };
      }
      return state;
    }
    case 'place':
      return state.kind === 'ready' && !state.placing ? { ...state, placing: true, notice: null } : state;
    case 'placed':
      if (state.kind !== 'ready') return state;
      return visitorReducer(
        { kind: 'ringing', line: state.line, callId: event.call.call_id, token: event.token, cancelling: false },
        { type: 'call', call: event.call },
      );
    case 'call': {
      if (state.kind !== 'ringing' || event.call.call_id !== state.callId) return state;
      if (event.call.state === 'accepted' && event.call.room_alias) {
        return { kind: 'connecting', line: state.line, room: event.call.room_alias, agentName: event.call.agent_name ?? null };
      }
      if (event.call.state === 'busy') return { kind: 'ready', line: state.line, notice: 'userBusy', placing: false };
      if (event.call.state === 'cancelled') {
        return event.call.cancelled_by === 'line'
          ? { kind: 'invalid' }
          : { kind: 'ready', line: state.line, notice: 'cancelled', placing: false };
      }
      return state;
    }
    case 'cancel':
      return state.kind === 'ringing' ? { ...state, cancelling: true } : state;
    case 'join_failed':
      return state.kind === 'connecting' ? { kind: 'ready', line: state.line, notice: 'error', placing: false } : state;
  }
}
