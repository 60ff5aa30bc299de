import { beforeEach, describe, expect, it } from 'vitest';
import { configureSessionNavigation, sessionStore } from './session-store';
import { REQUIRES_KEY, TOKEN_KEY, parentCookieDomain, readToken } from './storage';
import { conferenceModeOf, verifyUsernameOf } from './types';

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.setState({ token: null, account: null, conferences: [] });
  });

  it('saves the token on login under account.tokenQ and in a cookie', () => {
    sessionStore.getState().login('abc', null);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(readToken()).toBe('abc');
    expect(document.cookie).toContain(`${TOKEN_KEY}=abc`);
  });

  it('stores requires as JSON', () => {
    sessionStore.getState().setRequires({ tour: true });
    expect(JSON.parse(localStorage.getItem(REQUIRES_KEY)!)).toEqual({ tour: true });
  });

  it('logout clears token, account, conferences and storage but keeps device preferences, then goes to login', () => {
    const visited: string[] = [];
    configureSessionNavigation((url) => visited.push(url));
    localStorage.setItem('language', 'vi');
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('scratch', '1');
    sessionStore.getState().login('abc', { id: '1' } as never);
    sessionStore.getState().setConferences([{ id: 'e1' }]);
    sessionStore.getState().logout();
    const s = sessionStore.getState();
    expect([s.token, s.account, s.conferences]).toEqual([null, null, []]);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('scratch')).toBeNull();
    expect(localStorage.getItem('language')).toBe('vi');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.cookie).not.toContain(`${TOKEN_KEY}=abc`);
    expect(visited).toEqual(['/login']);
  });

  it('sets cookies on the parent domain', () => {
    expect(parentCookieDomain('app.convene.vn')).toBe('.convene.vn');
    expect(parentCookieDomain('a.b.convene.vn')).toBe('.b.convene.vn');
    expect(parentCookieDomain('convene.vn')).toBe('.convene.vn');
    expect(parentCookieDomain('localhost')).toBeNull();
    expect(parentCookieDomain('127.0.0.1')).toBeNull();
  });

  it('treats any conference mode other than endtoend as meeting', () => {
    expect(conferenceModeOf({ account_setting: { conference_mode: 'endtoend' } })).toBe('endtoend');
    expect(conferenceModeOf({ account_setting: { conference_mode: 'weird' as never } })).toBe('meeting');
    expect(conferenceModeOf(null)).toBe('meeting');
  });

  it('names the verify username by e-mail, else phone', () => {
    expect(verifyUsernameOf({ email: 'a@b.co', phone_number: '+84' })).toBe('a@b.co');
    expect(verifyUsernameOf({ email: null, phone_number: '+84912' })).toBe('+84912');
  });
});
