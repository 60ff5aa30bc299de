import { describe, expect, it } from 'vitest';
import type { ConferenceEvent } from '@platform/shared-api';
import {
  addMinutesLocal,
  emptyEventForm,
  eventFormFromEvent,
  formFieldOf,
  isFormDirty,
  localInputToIso,
  minutesBetween,
  nextHalfHour,
  toConferenceInput,
  toLocalInput,
  validateEventForm,
  type EventFormValues,
} from './event-form';

const labels = { topic: 'Title', start: 'Start time', end: 'End time' };
const valid = (): EventFormValues => ({
  ...emptyEventForm('meeting', new Date(2030, 0, 15, 9, 10)),
  topic: 'Design review',
});

describe('validateEventForm', () => {
  it('accepts a scheduled event with title, start and end', () => {
    expect(validateEventForm(valid(), labels)).toEqual({});
  });
  it("requires title, start and end with '{Field} is required.'", () => {
    const errors = validateEventForm({ ...valid(), topic: '  ', start: '', end: '' }, labels);
    expect(errors.topic).toEqual({ key: 'validation.required', params: { field: 'Title' } });
    expect(errors.start).toEqual({ key: 'validation.required', params: { field: 'Start time' } });
    expect(errors.end).toEqual({ key: 'validation.required', params: { field: 'End time' } });
  });
  it('wants the end after the start', () => {
    const v = valid();
    expect(validateEventForm({ ...v, end: v.start }, labels).end).toEqual({ key: 'events:form.endBeforeStart' });
    expect(validateEventForm({ ...v, end: addMinutesLocal(v.start, -30) }, labels).end).toEqual({ key: 'events:form.endBeforeStart' });
  });
  it('leaves passcode and description optional but bounded', () => {
    expect(validateEventForm({ ...valid(), passcode: '', description: '' }, labels)).toEqual({});
    expect(validateEventForm({ ...valid(), passcode: 'x'.repeat(33) }, labels).passcode?.key).toBe('events:form.tooLong');
  });
  it('needs no times for an instant call, only a duration', () => {
    expect(validateEventForm({ ...valid(), callType: 'instant', start: '', end: '' }, labels)).toEqual({});
    expect(validateEventForm({ ...valid(), callType: 'instant', durationMinutes: 0 }, labels).durationMinutes).toEqual({
      key: 'validation.fillField',
    });
  });
  it('checks speaker rows that were started, and ignores empty ones', () => {
    const v = valid();
    v.speakers = [
      { key: 'a', name: '', email: '' },
      { key: 'b', name: 'Lan', email: 'not-an-email' },
      { key: 'c', name: '', email: 'c@example.com' },
      { key: 'd', name: 'Dup', email: 'C@example.com' },
    ];
    const errors = validateEventForm(v, labels);
    expect(errors['speakers.0.name']).toBeUndefined();
    expect(errors['speakers.1.email']).toEqual({ key: 'validation.email' });
    expect(errors['speakers.2.name']).toEqual({ key: 'validation.fillField' });
    expect(errors['speakers.3.email']).toEqual({ key: 'events:form.speakerDuplicate' });
  });
});

describe('time helpers', () => {
  it('round-trips local input values through ISO instants', () => {
    const local = '2030-01-15T15:30';
    const iso = localInputToIso(local)!;
    expect(new Date(iso).getHours()).toBe(15);
    expect(toLocalInput(iso)).toBe(local);
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('15/01/2030')).toBeNull();
  });
  it('adds minutes and measures durations', () => {
    expect(addMinutesLocal('2030-01-15T23:30', 45)).toBe('2030-01-16T00:15');
    expect(minutesBetween('2030-01-15T10:00', '2030-01-15T11:30')).toBe(90);
  });
  it('starts new events at the next half hour', () => {
    expect(toLocalInput(nextHalfHour(new Date(2030, 0, 15, 9, 10)))).toBe('2030-01-15T09:30');
    expect(toLocalInput(nextHalfHour(new Date(2030, 0, 15, 9, 40)))).toBe('2030-01-15T10:00');
  });
});

describe('toConferenceInput', () => {
  it('sends trimmed fields, UTC times and filled speakers', () => {
    const v = {
      ...valid(),
      topic: ' Design review ',
      passcode: ' 1234 ',
      speakers: [
        { key: 'a', name: ' Lan ', email: 'LAN@Example.com ' },
        { key: 'b', name: '', email: '' },
      ],
    };
    const input = toConferenceInput(v);
    expect(input).toMatchObject({
      topic: 'Design review',
      passcode: '1234',
      mode: 'meeting',
      call_type: 'scheduled',
      speakers: [{ name: 'Lan', email: 'lan@example.com' }],
    });
    expect(input.start_time).toBe(localInputToIso(v.start));
    expect(input.end_time).toBe(localInputToIso(v.end));
  });
  it('sends a duration and no times for an instant call', () => {
    const input = toConferenceInput({ ...valid(), callType: 'instant', durationMinutes: 30 });
    expect(input.start_time).toBeUndefined();
    expect(input.end_time).toBeUndefined();
    expect(input.duration_minutes).toBe(30);
  });
});

describe('eventFormFromEvent and isFormDirty', () => {
  const event = {
    id: '1a',
    alias: 'abc234',
    topic: 'Town hall',
    description: null,
    passcode: '9999',
    has_passcode: true,
    start_time: '2030-01-15T08:00:00.000Z',
    end_time: '2030-01-15T09:30:00.000Z',
    mode: 'conference',
    call_type: 'scheduled',
    invite_link: 'https://x.test/j/abc234',
    speakers: [{ alias: 'sp1', name: 'Lan', email: 'lan@example.com', speaker_link: 'https://x.test/j/abc234?speaker=sp1' }],
  } as ConferenceEvent;
  it('fills the form from a stored event', () => {
    const v = eventFormFromEvent(event);
    expect(v).toMatchObject({ topic: 'Town hall', description: '', passcode: '9999', mode: 'conference', durationMinutes: 90 });
    expect(localInputToIso(v.start)).toBe(event.start_time);
    expect(v.speakers[0]).toMatchObject({ name: 'Lan', alias: 'sp1' });
  });
  it('is dirty only when something a user typed changed', () => {
    const a = eventFormFromEvent(event);
    expect(isFormDirty(a, { ...a, speakers: [...a.speakers, { key: 'new', name: '', email: '' }] })).toBe(false);
    expect(isFormDirty(a, { ...a, topic: 'Town hall 2' })).toBe(true);
  });
});

describe('formFieldOf', () => {
  it('maps server error fields to form fields', () => {
    expect(formFieldOf('topic')).toBe('topic');
    expect(formFieldOf('end_time')).toBe('end');
    expect(formFieldOf('speakers[1].email')).toBe('speakers.1.email');
    expect(formFieldOf('unknown')).toBeNull();
    expect(formFieldOf(undefined)).toBeNull();
  });
});
