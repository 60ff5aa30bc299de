import { describe, expect, it } from 'vitest';
import { buildInviteMessage, fillInviteMessage, inviteMailtoUrl } from './invite-message';

const values = { senderName: 'Nguyễn An', eventName: 'Weekly sync', eventLink: 'https://convene.test/j/abc234' };

describe('fillInviteMessage', () => {
  it('fills sender name, event name and event link', () => {
    expect(fillInviteMessage('{sender_name} invites you to {event_name}: {event_link}', values)).toBe(
      'Nguyễn An invites you to Weekly sync: https://convene.test/j/abc234',
    );
  });
  it('fills a placeholder every time it appears', () => {
    expect(fillInviteMessage('{event_name} / {event_name}', values)).toBe('Weekly sync / Weekly sync');
  });
  it('keeps unknown placeholders and i18next double braces', () => {
    expect(fillInviteMessage('{unknown} {{x}} {event_name}', values)).toBe('{unknown} {{x}} Weekly sync');
  });
  it('uses an empty string for a missing optional value', () => {
    expect(fillInviteMessage('Passcode: {passcode}.', values)).toBe('Passcode: .');
  });
});

describe('buildInviteMessage', () => {
  const templates = {
    body: '{sender_name} invites you to “{event_name}”.\nJoin: {event_link}',
    timeLine: 'When: {start_time}',
    passcodeLine: 'Passcode: {passcode}',
  };
  it('adds the time and passcode lines only when the event has them', () => {
    expect(buildInviteMessage(templates, values)).toBe('Nguyễn An invites you to “Weekly sync”.\nJoin: https://convene.test/j/abc234');
    expect(buildInviteMessage(templates, { ...values, passcode: '4821', startTime: 'Jan 15, 2030 3:30 PM' })).toBe(
      'Nguyễn An invites you to “Weekly sync”.\nJoin: https://convene.test/j/abc234\nWhen: Jan 15, 2030 3:30 PM\nPasscode: 4821',
    );
  });
});

describe('inviteMailtoUrl', () => {
  it('encodes subject and body with %20 and CRLF line breaks', () => {
    const url = inviteMailtoUrl({ subject: 'Join Weekly sync', body: 'Line 1\nLine & 2' });
    expect(url).toBe('mailto:?subject=Join%20Weekly%20sync&body=Line%201%0D%0ALine%20%26%202');
  });
  it('puts recipients in the address part', () => {
    expect(inviteMailtoUrl({ to: 'a@x.test, b@y.test', subject: 's', body: 'b' })).toBe('mailto:a%40x.test,b%40y.test?subject=s&body=b');
  });
});
