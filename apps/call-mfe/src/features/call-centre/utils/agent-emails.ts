import { isEmail } from '@platform/ui';

/** Agent e-mails as typed by a host: one per line or separated by commas/semicolons; checked before sending. */

export function parseAgentEmails(text: string): { emails: string[]; invalid: string[] } {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const emails = [...new Set(parts)];
  return { emails: emails.filter((e) => isEmail(e)), invalid: emails.filter((e) => !isEmail(e)) };
}

/** `datetime-local` value (local time) to ISO, or null when empty; 'invalid' for past or unreadable times. */
export function expiryFromInput(value: string, now = new Date()): string | null | 'invalid' {
  if (!value) return null;
  const time = new Date(value);
  if (Number.isNaN(time.getTime()) || time.getTime() <= now.getTime()) return 'invalid';
  return time.toISOString();
}

/** ISO to a `datetime-local` value in local time. */
export function expiryToInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
