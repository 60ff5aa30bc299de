/**
 * The invite message of an event (spec §3): a template with placeholders for
 * the sender's name, the event's name and its link. Templates come from the
 * locale files; single braces keep them apart from i18next's {{}}.
 */
export interface InviteValues {
  senderName: string;
  eventName: string;
  eventLink: string;
  /** Optional extras some templates use. */
  passcode?: string | null;
  startTime?: string;
}

const PLACEHOLDERS: Record<string, (v: InviteValues) => string | null | undefined> = {
  sender_name: (v) => v.senderName,
  event_name: (v) => v.eventName,
  event_link: (v) => v.eventLink,
  passcode: (v) => v.passcode,
  start_time: (v) => v.startTime,
};

/** Fills `{sender_name}`, `{event_name}`, `{event_link}` (and `{passcode}`, `{start_time}`); unknown placeholders stay. */
export function fillInviteMessage(template: string, values: InviteValues): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const pick = PLACEHOLDERS[name];
    return pick ? (pick(values) ?? '').trim() : match;
  });
}

export interface InviteTemplates {
  /** Body with the three placeholders. */
  body: string;
  /** A line added when the event has a time, with {start_time}. */
  timeLine?: string;
  /** A line added when the event has a passcode, with {passcode}. */
  passcodeLine?: string;
}

/** The whole invitation: body, then the time and passcode lines when they apply. */
export function buildInviteMessage(templates: InviteTemplates, values: InviteValues): string {
  const lines = [fillInviteMessage(templates.body, values)];
  if (templates.timeLine && values.startTime) lines.push(fillInviteMessage(templates.timeLine, values));
  if (templates.passcodeLine && values.passcode) lines.push(fillInviteMessage(templates.passcodeLine, values));
  return lines.join('\n');
}

/** A mailto: link with subject and body, encoded so that mail apps keep spaces and line breaks. */
export function inviteMailtoUrl({ to = '', subject, body }: { to?: string; subject: string; body: string }): string {
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}`;
  return `mailto:${to
    .split(',')
    .map((a) => encodeURIComponent(a.trim()))
    .filter(Boolean)
    .join(',')}?${query}`;
}
