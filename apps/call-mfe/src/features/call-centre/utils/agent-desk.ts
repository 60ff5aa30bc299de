/** The agent's list of incoming calls, kept from the duty socket's messages (pure, unit-tested). */
export interface IncomingCall {
  call_id: string;
  alias: string;
  topic: string;
  visitor_name: string;
  since: string;
}
export interface EndedCall {
  call_id: string;
  visitor_name: string;
  outcome: 'accepted' | 'cancelled' | 'missed';
}

export interface DeskState {
  incoming: IncomingCall[];
  recent: EndedCall[];
}

export const emptyDesk: DeskState = { incoming: [], recent: [] };
const RECENT = 5;

export function deskReducer(state: DeskState, message: { type?: string; call?: unknown; call_id?: unknown; outcome?: unknown }): DeskState {
  if (message.type === 'qr_call.ring' && message.call && typeof message.call === 'object') {
    const call = message.call as IncomingCall;
    if (state.incoming.some((c) => c.call_id === call.call_id)) return state;
    return { ...state, incoming: [...state.incoming, call] };
  }
  if (message.type === 'qr_call.ended' && typeof message.call_id === 'string') {
    const call = state.incoming.find((c) => c.call_id === message.call_id);
    if (!call) return state;
    const outcome: EndedCall['outcome'] = message.outcome === 'accepted' || message.outcome === 'cancelled' ? message.outcome : 'missed';
    return {
      incoming: state.incoming.filter((c) => c.call_id !== message.call_id),
      recent: [{ call_id: call.call_id, visitor_name: call.visitor_name, outcome }, ...state.recent].slice(0, RECENT),
    };
  }
  return state;
}
