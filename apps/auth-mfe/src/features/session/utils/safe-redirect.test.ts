import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRedirect('/app/conferences')).toBe('/app/conferences');
    expect(safeRedirect('/app/conferences?tab=past#top')).toBe('/app/conferences?tab=past#top');
    expect(safeRedirect('/j/abc123?speaker=x')).toBe('/j/abc123?speaker=x');
  });

  it('falls back to /app when there is no redirect', () => {
    expect(safeRedirect(null)).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeRedirect(undefined)).toBe('/app');
    expect(safeRedirect('')).toBe('/app');
    expect(safeRedirect('   ')).toBe('/app');
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
    expect(safeRedirect(value)).toBe('/app');
  });

  it('accepts an absolute URL only on our own origin, as a path', () => {
    expect(safeRedirect('https://meet.example.com/app/settings?x=1', 'https://meet.example.com')).toBe('/app/settings?x=1');
    expect(safeRedirect('https://evil.com/app/settings', 'https://meet.example.com')).toBe('/app');
    expect(safeRedirect('https://meet.example.com.evil.com/app', 'https://meet.example.com')).toBe('/app');
  });

  it('never sends a signed-in user back to an auth screen', () => {
    expect(safeRedirect('/login')).toBe('/app');
    expect(safeRedirect('/login?redirect=/app')).toBe('/app');
    expect(safeRedirect('/verify-code?username=a@b.co')).toBe('/app');
    expect(safeRedirect('/oauth/gg')).toBe('/app');
  });

  it('normalises dot segments and stays on our origin', () => {
    expect(safeRedirect('/app/../app/conferences')).toBe('/app/conferences');
    expect(safeRedirect('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.com', undefined, '/app/conferences')).toBe('/app/conferences');
  });
});
