import type { FinishedRecording } from './recording-output';
import type { BroadcastSession } from './broadcast-session';

/** Outputs the composite page is asked to produce (sent on its worker socket). */
export interface PageOutputs {
  type: 'outputs';
  record: 'on' | 'paused' | 'off';
  live: 'on' | 'off';
}

export interface SessionHooks {
  /** The state changed: tell the room. */
  changed(session: BroadcastSession): void;
  /** Tell the composite page which outputs to record. */
  toPage(session: BroadcastSession, message: PageOutputs): void;
  /** A recording ended with a file (host stop, room end or worker death). */
  saved(session: BroadcastSession, recording: FinishedRecording): Promise<void>;
  /** Nothing runs any more: close the browser and forget the session. */
  idle(session: BroadcastSession): void;
}
