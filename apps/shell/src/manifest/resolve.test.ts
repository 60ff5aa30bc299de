import { beforeEach, describe, expect, it } from 'vitest';
import type { EnvironmentManifest } from './types';
import { currentOverrides, parseOverrideQuery, resolveRemotes } from './resolve';

const manifest = (env: string): EnvironmentManifest => ({
  env,
  remotes: {
    events: {
      version: '1.1.0',
      entry: '/remotes/events/1.1.0/remoteEntry.js',
      routes: [{ path: '/app', layout: 'main' }],
      previous: ['1.0.0'],
      releases: {
        '1.0.0': { version: '1.0.0', entry: '/remotes/events/1.0.0/remoteEntry.js', routes: [{ path: '/app', layout: 'main' }] },
        '1.1.0': { version: '1.1.0', entry: '/remotes/events/1.1.0/remoteEntry.js', routes: [{ path: '/app', layout: 'main' }] },
      },
    },
    call: { version: '2.0.0', entry: '/remotes/call/2.0.0/remoteEntry.js', routes: [] },
  },
});

describe('manifest resolution', () => {
  beforeEach(() => localStorage.clear());
  it('loads the manifest versions by default', () => {
    const remotes = resolveRemotes(manifest('production'));
    expect(remotes.map((r) => [r.name, r.version, r.entry])).toEqual([
      ['events', '1.1.0', '/remotes/events/1.1.0/remoteEntry.js'],
      ['call', '2.0.0', '/remotes/call/2.0.0/remoteEntry.js'],
    ]);
  });
  it('applies a staging override to a published version', () => {
    const [events] = resolveRemotes(manifest('staging'), { events: '1.0.0' });
    expect(events).toMatchObject({
      version: '1.0.0',
      entry: '/remotes/events/1.0.0/remoteEntry.js',
      overriddenFrom: '1.1.0',
      latest: '1.1.0',
    });
  });
  it('ignores overrides outside staging and for unpublished versions', () => {
    expect(resolveRemotes(manifest('production'), { events: '1.0.0' })[0].version).toBe('1.1.0');
    expect(resolveRemotes(manifest('staging'), { events: '9.9.9' })[0].version).toBe('1.1.0');
  });
  it('names the previous published version to fall back to, and none when there is none', () => {
    const [events, call] = resolveRemotes(manifest('production'));
    expect(events.fallback).toMatchObject({ version: '1.0.0', entry: '/remotes/events/1.0.0/remoteEntry.js' });
    expect(call.fallback).toBeUndefined();
    // A staging override that fails falls back to the environment's version.
    expect(resolveRemotes(manifest('staging'), { events: '1.0.0' })[0].fallback?.version).toBe('1.1.0');
  });
  it('parses the override query and stores it per browser', () => {
    expect(parseOverrideQuery('events@1.0.0,call@2.0.0')).toEqual({ events: '1.0.0', call: '2.0.0' });
    expect(parseOverrideQuery('clear')).toBeNull();
    expect(parseOverrideQuery(null)).toBeUndefined();
    expect(currentOverrides('?remote-override=events@1.0.0')).toEqual({ events: '1.0.0' });
    expect(currentOverrides('')).toEqual({ events: '1.0.0' });
    expect(currentOverrides('?remote-override=clear')).toEqual({});
  });
});
