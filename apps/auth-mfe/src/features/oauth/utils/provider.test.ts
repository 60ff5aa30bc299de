import { beforeEach, describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  clientIdOf,
  parseDesktopPort,
  providerOfPath,
  readProviderResult,
  saveAttempt,
  takeAttempt,
  type OAuthAttempt,
} from './provider';

describe('provider sign-in by redirect', () => {
  it('builds the Google and Facebook sign-in pages that come back to our oauth route', () => {
    const google = new URL(
      authorizeUrl('google', { clientId: 'cid', redirectUri: 'https://meet.example.com/oauth/gg', state: 's1', nonce: 'n1' }),
    );
    expect(google.origin).toBe('https://accounts.google.com');
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      client_id: 'cid',
      redirect_uri: 'https://meet.example.com/oauth/gg',
      response_type: 'id_token',
      state: 's1',
      nonce: 'n1',
    });
    const facebook = new URL(
      authorizeUrl('facebook', { clientId: 'app', redirectUri: 'https://meet.example.com/oauth/fb', state: 's2', nonce: 'n2' }),
    );
    expect(facebook.host).toBe('www.facebook.com');
    expect(facebook.searchParams.get('response_type')).toBe('token');
  });

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

  it('knows the provider of each oauth route and its client id', () => {
    expect(providerOfPath('/oauth/gg')).toBe('google');
    expect(providerOfPath('/oauth/fb')).toBe('facebook');
    expect(providerOfPath('/login')).toBeNull();
    expect(clientIdOf({ googleClientId: ' g-1 ' }, 'google')).toBe('g-1');
    expect(clientIdOf({ googleClientId: '' }, 'google')).toBeNull();
    expect(clientIdOf({}, 'facebook')).toBeNull();
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
