import { describe, expect, it } from 'vitest';
import { eventInviteLink, invitationText } from './invite-link';

describe('invite link (issue 29)', () => {
  it('is the join page of the event at the public origin, whether or not it ends with a slash', () => {
    expect(eventInviteLink('https://meet.example.com', 'ab12')).toBe('https://meet.example.com/j/ab12');
    expect(eventInviteLink('https://meet.example.com/', 'ab12')).toBe('https://meet.example.com/j/ab12');
  });

  it('carries the passcode only where there is one', () => {
    expect(invitationText('https://x/j/a', '4821', 'Passcode')).toBe('https://x/j/a\nPasscode: 4821');
    expect(invitationText('https://x/j/a', null, 'Passcode')).toBe('https://x/j/a');
  });
});
