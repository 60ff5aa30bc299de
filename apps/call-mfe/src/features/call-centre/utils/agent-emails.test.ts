import { describe, expect, it } from 'vitest';
import { expiryFromInput, expiryToInput, parseAgentEmails } from './agent-emails';

describe('agent e-mails and expiry input', () => {
  it('splits, lower-cases, de-duplicates and reports bad addresses', () => {
    expect(parseAgentEmails('A@x.com, b@y.org\na@x.com; nope')).toEqual({ emails: ['a@x.com', 'b@y.org'], invalid: ['nope'] });
    expect(parseAgentEmails('  ')).toEqual({ emails: [], invalid: [] });
  });

  it('accepts an empty or future expiry only, and round-trips local input', () => {
    const now = new Date('2026-05-01T10:00:00');
    expect(expiryFromInput('', now)).toBeNull();
    expect(expiryFromInput('2026-04-30T10:00', now)).toBe('invalid');
    const iso = expiryFromInput('2026-05-02T09:30', now) as string;
    expect(expiryToInput(iso)).toBe('2026-05-02T09:30');
  });
});
