import { describe, expect, it } from 'vitest';
import type { Account } from '@platform/shared-api';
import { buildRouteTable, matchPattern } from './match';
import { decideNavigation, pageTitle } from './guard';
import { redirectFor } from './redirects';

const table = buildRouteTable([
  {
    name: 'events',
    routes: [
      { path: '/app', layout: 'main' },
      { path: '/app/conferences', layout: 'main', login: true },
      { path: '/app/conferences/add', layout: 'main', login: true },
      { path: '/app/conferences/:id/edit', layout: 'main', login: true },
    ],
  },
  {
    name: 'settings',
    routes: [
      { path: '/app/settings', layout: 'main', login: true },
      { path: '/app/language', layout: 'main' },
    ],
  },
  {
    name: 'call',
    routes: [
      { path: '/j/:alias', layout: 'public' },
      { path: '/c/:alias', layout: 'public' },
    ],
  },
  {
    name: 'gift',
    routes: [
      { path: '/gift', layout: 'public' },
      { path: '/gift/*', layout: 'public' },
    ],
  },
]);

const account = (over: Partial<Account> = {}): Account => ({
  id: '1',
  account_id: 'a1',
  username: 'u',
  email: 'host@example.com',
  phone_number: '+84912345678',
  display_name: 'Host',
  account_status: 'active',
  account_setting: { conference_mode: 'meeting' },
  ...over,
});

describe('route table', () => {
  it('matches whole paths and extracts params', () => {
    expect(table.match('/app')?.remote).toBe('events');
    expect(table.match('/app/conferences/42/edit')).toMatchObject({ remote: 'events', params: { id: '42' } });
    expect(table.match('/j/abc-def')).toMatchObject({ remote: 'call', params: { alias: 'abc-def' } });
    expect(table.match('/app/settings/')?.remote).toBe('settings');
  });
  it('prefers static segments over params and wildcards', () => {
    expect(table.match('/app/conferences/add')?.route.path).toBe('/app/conferences/add');
    expect(table.match('/gift/donation')?.route.path).toBe('/gift/*');
    expect(table.match('/gift')?.route.path).toBe('/gift');
  });
  it('returns null for unknown paths', () => {
    expect(table.match('/nowhere')).toBeNull();
    expect(table.match('/app/conferences/1/edit/extra')).toBeNull();
    expect(matchPattern('/j/:alias', '/j/%E0%A4%A')).toBeNull();
  });
});

describe('redirects', () => {
  it('sends join and call aliases to their short routes, keeping the query', () => {
    expect(redirectFor('/join/abc')).toBe('/j/abc');
    expect(redirectFor('/call/abc', '?x=1')).toBe('/c/abc?x=1');
    expect(redirectFor('/')).toBe('/app');
    expect(redirectFor('/app')).toBeNull();
  });
});

describe('navigation guard', () => {
  const protectedRoute = { path: '/app/conferences', layout: 'main' as const, login: true };
  it('allows public routes without an account', () => {
    expect(decideNavigation({ path: '/app', layout: 'main' }, null, { pathname: '/app', search: '' })).toEqual({ kind: 'allow' });
    expect(decideNavigation(null, null, { pathname: '/x', search: '' })).toEqual({ kind: 'allow' });
  });
  it('sends a logged-out user to login with the full target path', () => {
    expect(decideNavigation(protectedRoute, null, { pathname: '/app/conferences', search: '?q=a b' })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fapp%2Fconferences%3Fq%3Da%20b',
    });
  });
  it('holds a verifying account on verify-code with its e-mail, else its phone', () => {
    expect(
      decideNavigation(protectedRoute, account({ account_status: 'verifying' }), { pathname: '/app/conferences', search: '' }),
    ).toEqual({
      kind: 'redirect',
      to: '/verify-code?username=host%40example.com',
    });
    expect(
      decideNavigation(protectedRoute, account({ account_status: 'verifying', email: null }), { pathname: '/app/conferences', search: '' }),
    ).toEqual({
      kind: 'redirect',
      to: '/verify-code?username=%2B84912345678',
    });
  });
  it('lets a verifying account use public routes, and an active account everything', () => {
    expect(
      decideNavigation({ path: '/j/:alias', layout: 'public' }, account({ account_status: 'verifying' }), { pathname: '/j/a', search: '' })
        .kind,
    ).toBe('allow');
    expect(decideNavigation(protectedRoute, account(), { pathname: '/app/conferences', search: '' }).kind).toBe('allow');
  });
  it('does not log out a signed-in user whose profile is unreachable', () => {
    expect(decideNavigation(protectedRoute, null, { pathname: '/app/conferences', search: '' }, { tokenButUnreachable: true })).toEqual({
      kind: 'allow',
    });
  });
  it('titles pages with the route title or the default, with the brand', () => {
    const t = (key: string, o?: Record<string, unknown>) =>
      key === 'common:titleWithBrand'
        ? `${o!.title} | ${o!.brand}`
        : key === 'common:brand'
          ? 'Convene'
          : key === 'common:defaultTitle'
            ? 'Communication without barriers'
            : `T(${key})`;
    expect(pageTitle(t, null)).toBe('Communication without barriers | Convene');
    expect(pageTitle(t, { path: '/x', layout: 'main', title: 'events:title.list' })).toBe('T(events:title.list) | Convene');
  });
});
