import type { RoomServerState } from '@platform/shared-api';

/**
 * The join states of the call page (spec §4) as a pure state machine: the room client feeds it socket
 * and server events; the page renders one screen per state.
 */
export type JoinState =
  | 'idle'
  | 'joining'
  | 'waiting_room'
  | 'waiting_for_host'
  | 'connected'
  | 'reconnecting'
  | 'locked'
  | 'full'
  | 'blocked'
  | 'denied'
  | 'removed'
  | 'ended'
  | 'replaced'
  | 'left'
  | 'failed';

export type JoinEvent =
  | { type: 'connect' }
  | { type: 'snapshot' }
  | { type: 'server_state'; state: RoomServerState }
  | { type: 'socket_lost' }
  | { type: 'resume_failed' }
  | { type: 'leave' };

/** States after which the socket stays closed: the user leaves, re-joins or goes home. */
export const FINAL_STATES: ReadonlySet<JoinState> = new Set([
  'locked',
  'full',
  'blocked',
  'denied',
  'removed',
  'ended',
  'replaced',
  'left',
  'failed',
]);

/** Refusals that may pass with time: the page offers to try again. */
export const RETRYABLE_STATES: ReadonlySet<JoinState> = new Set(['locked', 'full', 'failed']);

/** States in which the person is queued and the screen updates live. */
export const WAITING_STATES: ReadonlySet<JoinState> = new Set(['waiting_room', 'waiting_for_host']);

export const isFinal = (state: JoinState) => FINAL_STATES.has(state);

export function joinTransition(state: JoinState, event: JoinEvent): JoinState {
  if (event.type === 'leave') return 'left';
  if (isFinal(state)) return event.type === 'connect' && RETRYABLE_STATES.has(state) ? 'joining' : state;
  switch (event.type) {
    case 'connect':
      return state === 'idle' ? 'joining' : state;
    case 'snapshot':
      return 'connected';
    case 'server_state':
      return event.state;
    case 'socket_lost':
      // A queued person reconnects too: the server keeps their place only while the socket is open,
      // so they are queued again on the next socket.
      return state === 'idle' ? state : 'reconnecting';
    case 'resume_failed':
      return 'failed';
    default:
      return state;
  }
}

/** Does the client reconnect after the socket closed in this state? */
export const shouldReconnect = (state: JoinState) => !isFinal(state) && state !== 'idle';
