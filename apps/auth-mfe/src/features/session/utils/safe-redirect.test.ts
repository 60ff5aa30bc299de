import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, safeRedirect } from './safe-redirect';

// What makes a path safe at all is tested with its owner (shared-api sameSitePath); here: the after-login policy.
describe('safeRedirect after sign-in', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRedirect('/app/conferences?tab=past#top')).toBe('/app/conferences?tab=past#top');
    expect(safeRedirect('/j/abc123?speaker=x')).toBe('/j/abc123?speaker=x');
    expect(safeRedirect('https://meet.example.com/app/settings?x=1', 'https://meet.example.com')).toBe('/app/settings?x=1');
  });

  it('falls back to /app when there is no redirect or an unsafe one', () => {
    expect(safeRedirect(null)).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeRedirect('   ')).toBe('/app');
    expect(safeRedirect('//evil.com')).toBe('/app');
    expect(safeRedirect('javascript:alert(1)')).toBe('/app');
  });

  it('never sends a signed-in user back to an auth screen', () => {
    expect(safeRedirect('/login')).toBe('/app');
    expect(safeRedirect('/login?redirect=/app')).toBe('/app');
    expect(safeRedirect('/verify-code?username=a@b.co')).toBe('/app');
    expect(safeRedirect('/oauth/gg')).toBe('/app');
    expect(safeRedirect('/app/../login')).toBe('/app');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.com', undefined, '/app/conferences')).toBe('/app/conferences');
  });
});
