import { eventInviteLink } from '@platform/contracts';
import type { EventRow, SpeakerRow } from './repository';

/** Links are built from the public origin of the request (the invite link's shape is in contracts). */
export const speakerLink = (base: string, eventAlias: string, speakerAlias: string) => `${base}/j/${eventAlias}?speaker=${speakerAlias}`;

export function speakerJson(base: string, eventAlias: string, speaker: SpeakerRow) {
  return { alias: speaker.alias, name: speaker.name, email: speaker.email, speaker_link: speakerLink(base, eventAlias, speaker.alias) };
}

/** ConferenceEvent of libs/shared-api; the passcode goes to the host only. */
export function eventJson(base: string, row: EventRow, speakers: SpeakerRow[], viewerId: number | null, peopleInRoom = 0) {
  const isHost = viewerId === row.host_id;
  return {
    id: row.id.toString(16),
    alias: row.alias,
    topic: row.topic,
    description: row.description,
    ...(isHost ? { passcode: row.passcode } : {}),
    has_passcode: row.passcode !== null,
    start_time: new Date(row.start_time).toISOString(),
    end_time: new Date(row.end_time).toISOString(),
    mode: row.mode,
    call_type: row.call_type,
    invite_link: eventInviteLink(base, row.alias),
    // A speaker's link is that speaker's key to the stage: only the host sees links and e-mails.
    speakers: isHost
      ? speakers.map((speaker) => speakerJson(base, row.alias, speaker))
      : speakers.map((speaker) => ({ name: speaker.name })),
    host: { id: String(row.host_id), display_name: row.host_display_name },
    is_host: isHost,
    ...roomStateOf(row, peopleInRoom),
  };
}

/**
 * Live: someone is in the event's room now, as the room controller knows it (not the clock).
 * Ended: nobody is in and its end is past (End for all sets the end to now).
 */
export function roomStateOf(row: Pick<EventRow, 'end_time'>, peopleInRoom: number) {
  const live = peopleInRoom > 0;
  return { live, ended: !live && new Date(row.end_time).getTime() <= Date.now() };
}
