import { describe, expect, it } from 'vitest';
import { hasUpdate, isNewerVersion, versionRows } from './versions';

describe('version comparison', () => {
  it('compares numerically, part by part', () => {
    expect(isNewerVersion('1.10.0', '1.9.2')).toBe(true);
    expect(isNewerVersion('0.1.0', '0.1.0')).toBe(false);
    expect(isNewerVersion('0.1', '0.1.1')).toBe(false);
    expect(isNewerVersion('0.1.1', '0.1')).toBe(true);
    expect(isNewerVersion('v2.0.0', '1.99.99')).toBe(true);
    expect(isNewerVersion('1.0.0', '1.0.0-beta')).toBe(true);
    expect(isNewerVersion('1.0.0-beta.2', '1.0.0-beta.10')).toBe(false);
    expect(isNewerVersion('not a version', '1.0.0')).toBe(false);
  });
});

describe('update check', () => {
  it('flags each loaded part that has a newer release in the manifest', () => {
    const rows = versionRows(
      { shellVersion: '0.1.0', remotes: { settings: { version: '0.1.0' }, call: { version: '1.2.0' }, gift: { version: '0.3.0' } } },
      { shell: { version: '0.1.0' }, remotes: { settings: { version: '0.2.0' }, call: { version: '1.1.9' } } },
    );
    expect(rows).toEqual([
      { name: 'shell', loaded: '0.1.0', released: '0.1.0', status: 'current' },
      { name: 'call', loaded: '1.2.0', released: '1.1.9', status: 'current' },
      { name: 'gift', loaded: '0.3.0', released: null, status: 'unknown' },
      { name: 'settings', loaded: '0.1.0', released: '0.2.0', status: 'update' },
    ]);
    expect(hasUpdate(rows)).toBe(true);
    expect(hasUpdate(versionRows({ shellVersion: '1.0.0', remotes: {} }, null))).toBe(false);
  });
});
