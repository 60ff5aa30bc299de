import type { CallType, ConferenceEvent, ConferenceInput, EventMode } from '@platform/shared-api';
import { EVENT_DESCRIPTION_MAX, EVENT_PASSCODE_MAX, EVENT_TOPIC_MAX, SPEAKER_NAME_MAX, isEmail, type FieldError } from '@platform/ui';

/** The create/edit form's values; times are `datetime-local` strings in the user's time zone. */
export interface SpeakerDraft {
  /** Stable React key of the row. */
  key: string;
  name: string;
  email: string;
  alias?: string;
  speaker_link?: string;
}

export interface EventFormValues {
  topic: string;
  description: string;
  passcode: string;
  callType: CallType;
  mode: EventMode;
  start: string;
  end: string;
  /** Length of an instant call. */
  durationMinutes: number;
  speakers: SpeakerDraft[];
}

export type EventFormErrors = Partial<Record<string, FieldError>>;

export const EVENT_MODES: EventMode[] = ['conference', 'meeting', 'livestream', 'theater', 'endtoend'];
export const DURATIONS_MINUTES = [15, 30, 45, 60, 90, 120, 180, 240, 480];
// The API's limits (libs/contracts), one rule on both sides.
export const TITLE_MAX = EVENT_TOPIC_MAX;
export const PASSCODE_MAX = EVENT_PASSCODE_MAX;
export const DESCRIPTION_MAX = EVENT_DESCRIPTION_MAX;
export { SPEAKER_NAME_MAX };

const pad = (n: number) => String(n).padStart(2, '0');

/** `2030-01-15T15:30` in the local time zone, as a `datetime-local` input holds it. */
export function toLocalInput(value: string | number | Date): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (local time) as an ISO instant, or null when empty or invalid. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Adds minutes to a `datetime-local` value. */
export function addMinutesLocal(value: string, minutes: number): string {
  const iso = localInputToIso(value);
  return iso ? toLocalInput(new Date(iso).getTime() + minutes * 60_000) : '';
}

/** Minutes between two `datetime-local` values, or null. */
export function minutesBetween(start: string, end: string): number | null {
  const a = localInputToIso(start);
  const b = localInputToIso(end);
  return a && b ? Math.round((new Date(b).getTime() - new Date(a).getTime()) / 60_000) : null;
}

/** The next half hour from `now`: the default start of a new event. */
export function nextHalfHour(now: Date = new Date()): Date {
  const d = new Date(now);
  d.setSeconds(0, 0);
  d.setMinutes(d.getMinutes() < 30 ? 30 : 60);
  return d;
}

let keySeq = 0;
export const newSpeakerKey = () => `s${Date.now().toString(36)}${(keySeq++).toString(36)}`;

export function emptyEventForm(mode: EventMode = 'meeting', now: Date = new Date()): EventFormValues {
  const start = nextHalfHour(now);
  return {
    topic: '',
    description: '',
    passcode: '',
    callType: 'scheduled',
    mode,
    start: toLocalInput(start),
    end: toLocalInput(start.getTime() + 60 * 60_000),
    durationMinutes: 60,
    speakers: [],
  };
}

export function eventFormFromEvent(event: ConferenceEvent): EventFormValues {
  const duration = Math.max(1, Math.round((new Date(event.end_time).getTime() - new Date(event.start_time).getTime()) / 60_000));
  return {
    topic: event.topic ?? '',
    description: event.description ?? '',
    passcode: event.passcode ?? '',
    callType: event.call_type ?? 'scheduled',
    mode: event.mode ?? 'meeting',
    start: toLocalInput(event.start_time),
    end: toLocalInput(event.end_time),
    durationMinutes: duration,
    speakers: (event.speakers ?? []).map((s) => ({
      key: s.alias ?? newSpeakerKey(),
      name: s.name,
      email: s.email ?? '',
      alias: s.alias,
      speaker_link: s.speaker_link,
    })),
  };
}

const isBlank = (value: string) => value.trim() === '';
const filledSpeakers = (speakers: SpeakerDraft[]) => speakers.filter((s) => !isBlank(s.name) || !isBlank(s.email));

/**
 * The form rules (spec §5): title, start and end are required, the end comes
 * after the start; passcode and description are optional; a speaker row that
 * is started needs a name and a valid e-mail. Labels are the translated field
 * names for '{Field} is required.'.
 */
export function validateEventForm(values: EventFormValues, labels: { topic: string; start: string; end: string }): EventFormErrors {
  const errors: EventFormErrors = {};
  if (isBlank(values.topic)) errors.topic = { key: 'validation.required', params: { field: labels.topic } };
  else if (values.topic.trim().length > TITLE_MAX) errors.topic = { key: 'events:form.tooLong', params: { max: TITLE_MAX } };
  if (values.passcode.trim().length > PASSCODE_MAX) errors.passcode = { key: 'events:form.tooLong', params: { max: PASSCODE_MAX } };
  if (values.description.length > DESCRIPTION_MAX) errors.description = { key: 'events:form.tooLong', params: { max: DESCRIPTION_MAX } };
  if (values.callType === 'scheduled') {
    const start = localInputToIso(values.start);
    const end = localInputToIso(values.end);
    if (isBlank(values.start)) errors.start = { key: 'validation.required', params: { field: labels.start } };
    else if (!start) errors.start = { key: 'events:form.invalidTime' };
    if (isBlank(values.end)) errors.end = { key: 'validation.required', params: { field: labels.end } };
    else if (!end) errors.end = { key: 'events:form.invalidTime' };
    else if (start && new Date(end).getTime() <= new Date(start).getTime()) errors.end = { key: 'events:form.endBeforeStart' };
  } else if (!(values.durationMinutes > 0)) {
    errors.durationMinutes = { key: 'validation.fillField' };
  }
  const seen = new Set<string>();
  values.speakers.forEach((speaker, index) => {
    if (isBlank(speaker.name) && isBlank(speaker.email)) return;
    if (isBlank(speaker.name)) errors[`speakers.${index}.name`] = { key: 'validation.fillField' };
    const email = speaker.email.trim().toLowerCase();
    if (isBlank(email)) errors[`speakers.${index}.email`] = { key: 'validation.fillField' };
    else if (!isEmail(email)) errors[`speakers.${index}.email`] = { key: 'validation.email' };
    else if (seen.has(email)) errors[`speakers.${index}.email`] = { key: 'events:form.speakerDuplicate' };
    seen.add(email);
  });
  return errors;
}

/** What the create and update calls receive. */
export function toConferenceInput(values: EventFormValues): ConferenceInput {
  const speakers = filledSpeakers(values.speakers).map((s) => ({ name: s.name.trim(), email: s.email.trim().toLowerCase() }));
  const base = {
    topic: values.topic.trim(),
    description: values.description.trim(),
    passcode: values.passcode.trim(),
    mode: values.mode,
    call_type: values.callType,
    speakers,
  };
  if (values.callType === 'instant') {
    // An instant call starts now (the server's clock) and lasts the chosen duration.
    return { ...base, duration_minutes: values.durationMinutes };
  }
  return { ...base, start_time: localInputToIso(values.start)!, end_time: localInputToIso(values.end)! };
}

/** Maps a server error field (`topic`, `end_time`, `speakers[1].email`) to the form's field. */
export function formFieldOf(serverField: string | undefined): string | null {
  if (!serverField) return null;
  const speaker = /^speakers\[(\d+)\]\.(name|email)$/.exec(serverField);
  if (speaker) return `speakers.${speaker[1]}.${speaker[2]}`;
  const map: Record<string, string> = {
    topic: 'topic',
    description: 'description',
    passcode: 'passcode',
    start_time: 'start',
    end_time: 'end',
    duration_minutes: 'durationMinutes',
  };
  return map[serverField] ?? null;
}

/** Whether the form differs from what it started with (unsaved changes). */
export function isFormDirty(initial: EventFormValues, current: EventFormValues): boolean {
  const strip = (v: EventFormValues) => ({
    ...v,
    speakers: filledSpeakers(v.speakers).map(({ name, email }) => ({ name: name.trim(), email: email.trim() })),
  });
  return JSON.stringify(strip(initial)) !== JSON.stringify(strip(current));
}
