import { describe, expect, it } from 'vitest';
import { hostOf, inviteAliasOf } from './invite-link';

const ours = ['meet.example.com', 'localhost:4310'];

describe('inviteAliasOf', () => {
  it('reads the alias from our invite links', () => {
    expect(inviteAliasOf('https://meet.example.com/j/abc234xyz', ours)).toBe('abc234xyz');
    expect(inviteAliasOf('http://localhost:4310/j/abc234xyz?speaker=q', ours)).toBe('abc234xyz');
    expect(inviteAliasOf('  meet.example.com/join/abc234xyz/ ', ours)).toBe('abc234xyz');
    expect(inviteAliasOf('https://MEET.example.com/c/abc234xyz', ours)).toBe('abc234xyz');
  });

  it('accepts a bare alias', () => {
    expect(inviteAliasOf('abc234xyz', ours)).toBe('abc234xyz');
  });

  it.each([
    '',
    'https://evil.com/j/abc234xyz',
    'https://meet.example.com.evil.com/j/abc234xyz',
    'https://meet.example.com/app/conferences',
    'https://meet.example.com/j/',
    'javascript:alert(1)',
    'ftp://meet.example.com/j/abc234xyz',
    'hello world',
    'ab',
  ])('rejects %j', (value) => {
    expect(inviteAliasOf(value, ours)).toBeNull();
  });
});

describe('hostOf', () => {
  it('reads a host from a URL or a bare domain', () => {
    expect(hostOf('https://meet.example.com/')).toBe('meet.example.com');
    expect(hostOf('meet.example.com')).toBe('meet.example.com');
    expect(hostOf('')).toBeNull();
  });
});
