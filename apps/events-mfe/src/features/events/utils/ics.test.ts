import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, googleCalendarUrl, icsFileName, icsUtcTime } from './ics';

const event = {
  uid: 'abc123@convene',
  title: 'Quarterly review; plans, budget',
  description: 'Line one\nLine two \\ done',
  start: '2030-01-15T08:30:00.000Z',
  end: '2030-01-15T09:45:00.000Z',
  url: 'https://example.test/j/abc123',
};
const now = new Date('2029-12-01T10:00:05.123Z');

describe('icsUtcTime', () => {
  it('writes UTC basic format with Z', () => {
    expect(icsUtcTime('2030-01-15T08:30:00.000Z')).toBe('20300115T083000Z');
    expect(icsUtcTime(new Date('2030-01-15T15:30:00+07:00'))).toBe('20300115T083000Z');
  });
  it('rejects invalid dates', () => {
    expect(() => icsUtcTime('not a date')).toThrow(RangeError);
  });
});

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldIcsLine', () => {
  it('keeps short lines as they are', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
  });
  it('folds long lines at 75 octets with CRLF and a space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    expect(parts[0].length).toBe(75);
    for (const part of parts.slice(1)) {
      expect(part.startsWith(' ')).toBe(true);
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    }
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });
  it('counts UTF-8 octets and never splits a character', () => {
    const line = `SUMMARY:${'Hội nghị '.repeat(20)}`;
    const parts = foldIcsLine(line).split('\r\n');
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });
});

describe('buildIcs', () => {
  const ics = buildIcs(event, now);
  it('uses CRLF line ends only and ends with CRLF', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
  it('wraps one VEVENT in a VCALENDAR with version and product id', () => {
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines[lines.length - 2]).toBe('END:VCALENDAR');
  });
  it('has the UID, UTC stamps and times', () => {
    expect(ics).toContain('UID:abc123@convene\r\n');
    expect(ics).toContain('DTSTAMP:20291201T100005Z\r\n');
    expect(ics).toContain('DTSTART:20300115T083000Z\r\n');
    expect(ics).toContain('DTEND:20300115T094500Z\r\n');
  });
  it('escapes the summary and description', () => {
    expect(ics).toContain('SUMMARY:Quarterly review\\; plans\\, budget\r\n');
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('DESCRIPTION:Line one\\nLine two \\\\ done\\n\\nhttps://example.test/j/abc123');
    expect(unfolded).toContain('URL:https://example.test/j/abc123');
  });
  it('folds every line to 75 octets', () => {
    const long = buildIcs({ ...event, description: 'Nội dung '.repeat(40) }, now);
    for (const line of long.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
  it('leaves out the description when there is none and no link', () => {
    expect(buildIcs({ ...event, description: null, url: undefined }, now)).not.toContain('DESCRIPTION');
  });
});

describe('icsFileName', () => {
  it('makes a plain file name, also from Vietnamese titles', () => {
    expect(icsFileName('Họp đội: Kế hoạch Q1!')).toBe('hop-doi-ke-hoach-q1.ics');
    expect(icsFileName('***')).toBe('event.ics');
  });
});

describe('googleCalendarUrl', () => {
  it('carries the title, UTC dates and link', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(event.title);
    expect(url.searchParams.get('dates')).toBe('20300115T083000Z/20300115T094500Z');
    expect(url.searchParams.get('details')).toContain(event.url);
    expect(url.searchParams.get('location')).toBe(event.url);
  });
});
