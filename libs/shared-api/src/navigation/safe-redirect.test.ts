import { describe, expect, it } from 'vitest';
import { sameSitePath } from './safe-redirect';

describe('sameSitePath', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(sameSitePath('/app/conferences')).toBe('/app/conferences');
    expect(sameSitePath('/app/conferences?tab=past#top')).toBe('/app/conferences?tab=past#top');
    expect(sameSitePath('/c/abc123?speaker=x')).toBe('/c/abc123?speaker=x');
  });

  it('gives null when there is nothing to follow', () => {
    for (const empty of [null, undefined, '', '   ', '/'.repeat(2049)]) expect(sameSitePath(empty)).toBeNull();
  });

  it.each([
    '//evil.com',
    '//evil.com/app',
    '///evil.com',
    'https://evil.com',
    'http://evil.com/app',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\\evil.com',
    '\\\\evil.com',
    '/app\\..\\..\\evil',
    '/\t/evil.com',
    '/\n/evil.com',
    'evil.com',
    'app/conferences',
  ])('rejects %j', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });

  it('accepts an absolute URL only on our own origin, as a path', () => {
    expect(sameSitePath('https://meet.example.com/app/settings?x=1', 'https://meet.example.com')).toBe('/app/settings?x=1');
    expect(sameSitePath('https://evil.com/app/settings', 'https://meet.example.com')).toBeNull();
    expect(sameSitePath('https://meet.example.com.evil.com/app', 'https://meet.example.com')).toBeNull();
  });

  it('normalises dot segments and stays on our origin', () => {
    expect(sameSitePath('/app/../app/conferences')).toBe('/app/conferences');
    expect(sameSitePath('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
  });
});
