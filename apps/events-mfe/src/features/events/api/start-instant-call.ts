import { conferenceModeOf, createConference, type Account, type ConferenceEvent } from '@platform/shared-api';

/** Creates an instant call in the host's conference mode; the caller goes to its join page. */
export function startInstantCall(account: Account, topic: string): Promise<ConferenceEvent> {
  return createConference({ topic, call_type: 'instant', mode: conferenceModeOf(account), duration_minutes: 60 });
}
