/**
 * The life of one broadcast output (recording or livestream) as a pure state machine, so the
 * worker, the room indicator and the tests agree on what may follow what.
 */
export type WorkerStatus = 'idle' | 'starting' | 'active' | 'paused' | 'stopping' | 'failed';

/** Why an output ended or could not start (the host is told which). */
export type StopReason =
  | 'host_stopped'
  | 'room_ended'
  | 'worker_died'
  | 'start_timeout'
  | 'chromium_missing'
  | 'ffmpeg_missing'
  | 'worker_limit'
  | 'encoder_failed'
  /** LiveKit Egress: the service stopped answering, or the egress itself failed. */
  | 'egress_unavailable'
  | 'egress_failed';

export type WorkerEvent =
  | { type: 'start' }
  | { type: 'first_byte'; at: number }
  /** Media up to `mediaMs` (the stream's own timestamps, paused time excluded) had arrived `at`. */
  | { type: 'media'; at: number; mediaMs: number }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number }
  /** `at` freezes the clock: the time recorded is what it was when the stop came. */
  | { type: 'stop'; reason: StopReason; at?: number }
  | { type: 'stopped' }
  | { type: 'fail'; reason: StopReason };

export interface WorkerState {
  status: WorkerStatus;
  /** When output began (first byte written), ms since epoch. */
  startedAt: number | null;
  /** Time spent paused before the current pause, ms. */
  pausedMs: number;
  /** When the current pause began. */
  pausedAt: number | null;
  reason: StopReason | null;
  /** Starts the recent media proved (arrival time less media time), for the clock to follow. */
  mediaStarts: Array<{ at: number; start: number }>;
}

/** How far back the media's arrivals count when the clock follows them. */
export const MEDIA_WINDOW_MS = 5000;

export const initialWorkerState = (): WorkerState => ({
  status: 'idle',
  startedAt: null,
  pausedMs: 0,
  pausedAt: null,
  reason: null,
  mediaStarts: [],
});

/** A refused transition: the command makes no sense in this state. */
export class TransitionRefused extends Error {
  constructor(
    readonly from: WorkerStatus,
    readonly event: WorkerEvent['type'],
  ) {
    super(`${event} is not possible while ${from}`);
  }
}

/** The next state, or TransitionRefused. Stopping and failing are always possible from a running state. */
export function nextWorkerState(state: WorkerState, event: WorkerEvent): WorkerState {
  const refuse = (): never => {
    throw new TransitionRefused(state.status, event.type);
  };
  switch (event.type) {
    case 'start':
      if (state.status !== 'idle' && state.status !== 'failed') refuse();
      return { ...initialWorkerState(), status: 'starting' };
    case 'first_byte':
      if (state.status !== 'starting') return state; // later bytes change nothing
      return { ...state, status: 'active', startedAt: event.at };
    case 'media': {
      // Media that arrived at `at` began at most `at - mediaMs` (plus the pauses) ago; the smallest
      // such start over the last few seconds takes out the chunks' delivery delay, and following it
      // both ways keeps the clock on the media even when a loaded page records slower or faster
      // than the wall clock. The shown time is then what the file holds.
      if ((state.status !== 'active' && state.status !== 'paused') || state.startedAt === null) return state;
      const pausedNow = state.pausedAt !== null ? event.at - state.pausedAt : 0;
      const start = event.at - event.mediaMs - state.pausedMs - pausedNow;
      const mediaStarts = [...state.mediaStarts.filter((m) => m.at > event.at - MEDIA_WINDOW_MS), { at: event.at, start }];
      return { ...state, startedAt: Math.min(...mediaStarts.map((m) => m.start)), mediaStarts };
    }
    case 'pause':
      if (state.status !== 'active') refuse();
      return { ...state, status: 'paused', pausedAt: event.at };
    case 'resume':
      if (state.status !== 'paused') refuse();
      return { ...state, status: 'active', pausedMs: state.pausedMs + (event.at - (state.pausedAt ?? event.at)), pausedAt: null };
    case 'stop':
      if (state.status === 'idle' || state.status === 'stopping' || state.status === 'failed') refuse();
      return { ...state, status: 'stopping', reason: event.reason, pausedAt: state.pausedAt ?? event.at ?? null };
    case 'stopped':
      if (state.status !== 'stopping') refuse();
      return { ...state, status: 'idle' };
    case 'fail':
      return { ...state, status: 'failed', reason: event.reason };
  }
}

/** Milliseconds of output so far (paused time excluded); what the elapsed-time display counts from. */
export function elapsedMs(state: WorkerState, now: number): number {
  if (state.startedAt === null) return 0;
  const pausedNow = state.pausedAt !== null ? now - state.pausedAt : 0;
  return Math.max(0, now - state.startedAt - state.pausedMs - pausedNow);
}

export const elapsedSeconds = (state: WorkerState, now: number) => Math.floor(elapsedMs(state, now) / 1000);

export const isRunning = (status: WorkerStatus) => status === 'starting' || status === 'active' || status === 'paused';
