import { beforeEach, describe, expect, it } from 'vitest';
import { parseDesktopPort, providerOfPath, readProviderResult, saveAttempt, takeAttempt, type OAuthAttempt } from './provider';

describe('provider sign-in by redirect', () => {
  it('reads the token or the error from the fragment', () => {
    expect(readProviderResult('google', '#state=s1&id_token=abc')).toEqual({ kind: 'token', token: 'abc', state: 's1' });
    expect(readProviderResult('facebook', '#access_token=xyz&state=s2')).toEqual({ kind: 'token', token: 'xyz', state: 's2' });
    expect(readProviderResult('google', '#error=access_denied&state=s1')).toEqual({ kind: 'error', error: 'access_denied', state: 's1' });
    expect(readProviderResult('google', '', '?error=access_denied&state=s1')).toEqual({
      kind: 'error',
      error: 'access_denied',
      state: 's1',
    });
    expect(readProviderResult('google', '#access_token=xyz')).toBeNull();
    expect(readProviderResult('google', '')).toBeNull();
  });

  it('knows the provider of each oauth route', () => {
    expect(providerOfPath('/oauth/gg')).toBe('google');
    expect(providerOfPath('/oauth/fb')).toBe('facebook');
    expect(providerOfPath('/login')).toBeNull();
  });

  it('accepts only a real port for the desktop app', () => {
    expect(parseDesktopPort('53682')).toBe(53682);
    expect(parseDesktopPort('80')).toBeNull();
    expect(parseDesktopPort('70000')).toBeNull();
    expect(parseDesktopPort('12ab')).toBeNull();
    expect(parseDesktopPort('1234@evil.com')).toBeNull();
    expect(parseDesktopPort(null)).toBeNull();
  });
});

describe('sign-in attempts', () => {
  const attempt: OAuthAttempt = { provider: 'google', state: 'abc', nonce: 'n', port: 53682, redirect: null, createdAt: 1_000 };
  beforeEach(() => sessionStorage.clear());

  it('hands back the attempt whose state came back, once', () => {
    saveAttempt(sessionStorage, attempt);
    expect(takeAttempt(sessionStorage, 'google', 'abc', 2_000)).toEqual(attempt);
    expect(takeAttempt(sessionStorage, 'google', 'abc', 2_000)).toBeNull();
  });

  it('refuses a foreign state, another provider or a stale attempt', () => {
    saveAttempt(sessionStorage, attempt);
    expect(takeAttempt(sessionStorage, 'google', 'forged', 2_000)).toBeNull();
    saveAttempt(sessionStorage, attempt);
    expect(takeAttempt(sessionStorage, 'facebook', 'abc', 2_000)).toBeNull();
    saveAttempt(sessionStorage, attempt);
    expect(takeAttempt(sessionStorage, 'google', 'abc', 1_000 + 16 * 60 * 1000)).toBeNull();
    saveAttempt(sessionStorage, attempt);
    expect(takeAttempt(sessionStorage, 'google', null, 2_000)).toBeNull();
  });
});
