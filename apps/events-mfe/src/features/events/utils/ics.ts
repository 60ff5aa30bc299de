/**
 * iCalendar (RFC 5545) file of one event: CRLF line ends, escaped text,
 * UTC times, a stable UID, and lines folded at 75 octets.
 */
export interface CalendarEvent {
  /** Stable identity of the event (its alias): the same event updates, not duplicates, in a calendar. */
  uid: string;
  title: string;
  description?: string | null;
  start: string | Date;
  end: string | Date;
  url?: string;
  location?: string;
  organizerName?: string;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** `20300115T083000Z` (RFC 5545 §3.3.5, UTC form). */
export function icsUtcTime(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, newline. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line into chunks of at most 75 octets (UTF-8), never splitting a character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The .ics text of an event; `now` is the DTSTAMP (injectable for tests). */
export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  const description = [event.description?.trim(), event.url].filter(Boolean).join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Convene//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtcTime(now)}`,
    `DTSTART:${icsUtcTime(event.start)}`,
    `DTEND:${icsUtcTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    description ? `DESCRIPTION:${escapeIcsText(description)}` : null,
    event.location || event.url ? `LOCATION:${escapeIcsText(event.location ?? event.url ?? '')}` : null,
    event.url ? `URL:${event.url}` : null,
    event.organizerName ? `ORGANIZER;CN=${quoteParam(event.organizerName)}:mailto:no-reply@convene.invalid` : null,
    'END:VEVENT',
    'END:VCALENDAR',
  ].filter((line): line is string => line !== null);
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** Parameter values with : ; , must be quoted, and may not hold a quote. */
function quoteParam(value: string): string {
  const clean = value.replace(/["\r\n]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** A safe file name for the event's .ics download. */
export function icsFileName(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${base || 'event'}.ics`;
}

/** Google Calendar's "add event" link with the same facts. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${icsUtcTime(event.start)}/${icsUtcTime(event.end)}`,
    details: [event.description?.trim(), event.url].filter(Boolean).join('\n\n'),
  });
  if (event.url) params.set('location', event.url);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
