import { isEmail, type ConferenceUpdateBody } from '@platform/contracts';
import { errors } from '../../errors';
import type { EventFields } from './repository';

/** An event's fields as create and update receive them (libs/contracts/src/rest/conferences.ts). */
export type EventInput = Omit<ConferenceUpdateBody, 'id'>;

/** Event ids travel as hex (from_hex_id). */
export function parseHexId(value: string | undefined | null, field = 'id'): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (!/^[0-9a-f]{1,13}$/i.test(value)) throw errors.invalidInput(field);
  return parseInt(value, 16);
}

function parseTime(value: string, field: string): Date {
  const time = new Date(value);
  if (Number.isNaN(time.getTime()) || time.getFullYear() < 2000 || time.getFullYear() > 9999) throw errors.invalidInput(field);
  return time;
}

/** Validates an event's fields; `current` holds the stored values on update. */
export function eventFields(input: EventInput, current: EventFields | null): EventFields {
  const topic = input.topic !== undefined ? input.topic.trim() : (current?.topic ?? '');
  if (!topic) throw errors.fieldRequired('topic');
  const callType = input.call_type ?? current?.call_type ?? 'scheduled';
  const mode = input.mode ?? current?.mode ?? 'conference';
  let start: Date;
  if (input.start_time) start = parseTime(input.start_time, 'start_time');
  else if (current) start = current.start_time;
  else if (callType === 'instant') start = new Date();
  else throw errors.fieldRequired('start_time');
  let end: Date;
  if (input.end_time) end = parseTime(input.end_time, 'end_time');
  else if (input.duration_minutes !== undefined) end = new Date(start.getTime() + input.duration_minutes * 60_000);
  else if (current) end = new Date(start.getTime() + (current.end_time.getTime() - current.start_time.getTime()));
  else if (callType === 'instant') end = new Date(start.getTime() + 60 * 60_000);
  else throw errors.fieldRequired('end_time');
  if (end.getTime() <= start.getTime()) throw errors.invalidInput('end_time', 'End time must be after start time.');
  const passcode = input.passcode !== undefined ? input.passcode?.trim() || null : (current?.passcode ?? null);
  const description = input.description !== undefined ? input.description?.trim() || null : (current?.description ?? null);
  return { topic, description, passcode, start_time: start, end_time: end, mode, call_type: callType };
}

/** Every speaker has a name and a valid e-mail address. */
export function checkSpeakers(speakers: EventInput['speakers']) {
  for (const [index, speaker] of (speakers ?? []).entries()) {
    if (!speaker.name.trim()) throw errors.fieldRequired(`speakers[${index}].name`);
    if (!isEmail(speaker.email)) throw errors.emailInvalid(`speakers[${index}].email`);
  }
}
