/**
 * LiveKit Egress's custom template contract: the egress records the page once it logs
 * START_RECORDING and stops when it logs END_RECORDING. The composite page in template mode starts
 * once it is in the room (room socket), its LiveKit media is connected and the first frame is drawn;
 * it ends when the room ends or the recorder is removed (or LiveKit drops it after the start).
 * A page that never got going (refused ticket, unreachable LiveKit) logs nothing: it shows why.
 */
export const START_RECORDING = 'START_RECORDING';
export const END_RECORDING = 'END_RECORDING';

export type TemplatePhase = 'waiting' | 'recording' | 'ended' | 'failed';
export type TemplateEvent = 'joined' | 'media_connected' | 'frame_drawn' | 'room_gone' | 'media_failed';

export interface TemplateState {
  phase: TemplatePhase;
  joined: boolean;
  media: boolean;
  frame: boolean;
}

export const initialTemplateState = (): TemplateState => ({ phase: 'waiting', joined: false, media: false, frame: false });

/** The next state, and the line to log for the egress (at most one START, then at most one END). */
export function templateStep(state: TemplateState, event: TemplateEvent): { state: TemplateState; line: string | null } {
  if (state.phase === 'ended' || state.phase === 'failed') return { state, line: null };
  if (event === 'room_gone') return { state: { ...state, phase: 'ended' }, line: END_RECORDING };
  if (event === 'media_failed') {
    return state.phase === 'recording'
      ? { state: { ...state, phase: 'ended' }, line: END_RECORDING }
      : { state: { ...state, phase: 'failed' }, line: null };
  }
  const next = {
    ...state,
    joined: state.joined || event === 'joined',
    media: state.media || event === 'media_connected',
    frame: state.frame || event === 'frame_drawn',
  };
  if (next.phase === 'waiting' && next.joined && next.media && next.frame)
    return { state: { ...next, phase: 'recording' }, line: START_RECORDING };
  return { state: next, line: null };
}

/** Room join states (the room client's) after which the recorder is no longer in the room. */
const GONE = new Set(['ended', 'removed', 'replaced', 'denied', 'blocked', 'failed']);

/** The template event a room join state means, if any. */
export function roomEvent(join: string): TemplateEvent | null {
  if (join === 'connected') return 'joined';
  return GONE.has(join) ? 'room_gone' : null;
}
