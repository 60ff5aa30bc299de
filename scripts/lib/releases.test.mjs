import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReleaseError, readManifest, releaseRemote, rollbackRemote } from './releases.mjs';

let dir;
const shellProvides = { react: '19.3.1', '@platform/ui': '0.1.0' };

/** A built remote as the remote build emits it: entry, ./app chunk, remote-meta.json. */
function fakeBuild(name, version, { shared = { react: '^19.3.1' }, exportsLine = 'export { b as bootstrap, m as mount, u as unmount };' } = {}) {
  const out = join(dir, `build-${name}-${version}`);
  mkdirSync(join(out, 'assets'), { recursive: true });
  writeFileSync(join(out, 'remoteEntry.js'), 'const exposesMap = { "./app": async () => { let e = await s(`./app`, () => r(() => import(`./assets/app-abc.js`), [], import.meta.url)); return e; } };');
  writeFileSync(join(out, 'assets', 'app-abc.js'), `const b = async () => {}, m = async () => {}, u = async () => {};\n${exportsLine}\n`);
  writeFileSync(join(out, 'remote-meta.json'), JSON.stringify({ name, version, entry: 'remoteEntry.js', routes: [{ path: '/app', layout: 'main' }], shared, builtAt: `${version}-built` }));
  return out;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'release-test-'));
  mkdirSync(join(dir, 'site'));
  writeFileSync(join(dir, 'site', 'shell-meta.json'), JSON.stringify({ version: '0.1.0', provides: shellProvides }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('release and rollback', () => {
  it('publishes a remote under remotes/<name>/<version>/ and points the environment at it', async () => {
    const siteDir = join(dir, 'site');
    await releaseRemote(fakeBuild('events', '1.0.0'), 'staging', { siteDir });
    const result = await releaseRemote(fakeBuild('events', '1.1.0'), 'staging', { siteDir });
    expect(result).toMatchObject({ name: 'events', version: '1.1.0', previous: '1.0.0' });
    const manifest = readManifest('staging', siteDir);
    expect(manifest.remotes.events).toMatchObject({ version: '1.1.0', entry: '/remotes/events/1.1.0/remoteEntry.js', previous: ['1.0.0'] });
    expect(Object.keys(manifest.remotes.events.releases)).toEqual(['1.0.0', '1.1.0']);
    expect(readFileSync(join(siteDir, 'remotes/events/1.1.0/remoteEntry.js'), 'utf8')).toContain('./app');
    expect(readManifest('production', siteDir).remotes.events).toBeUndefined();
  });

  it('rolls back to the previous version, and refuses when there is none', async () => {
    const siteDir = join(dir, 'site');
    await releaseRemote(fakeBuild('events', '1.0.0'), 'production', { siteDir });
    await releaseRemote(fakeBuild('events', '1.1.0'), 'production', { siteDir });
    expect(rollbackRemote('events', 'production', { siteDir })).toEqual({ name: 'events', env: 'production', from: '1.1.0', to: '1.0.0' });
    expect(readManifest('production', siteDir).remotes.events.version).toBe('1.0.0');
    expect(() => rollbackRemote('events', 'production', { siteDir })).toThrow(ReleaseError);
  });

  it('refuses a remote whose shared singletons the shell cannot satisfy', async () => {
    const siteDir = join(dir, 'site');
    await expect(releaseRemote(fakeBuild('events', '2.0.0', { shared: { react: '^20.0.0' } }), 'staging', { siteDir })).rejects.toThrow(/react: the shell provides 19\.3\.1, the remote requires \^20\.0\.0/);
    await expect(releaseRemote(fakeBuild('events', '2.0.1', { shared: { 'left-pad': '^1.0.0' } }), 'staging', { siteDir })).rejects.toThrow(/left-pad: the shell does not provide it/);
    expect(readManifest('staging', siteDir).remotes.events).toBeUndefined();
  });

  it('refuses a remote whose ./app does not export the lifecycles', async () => {
    const siteDir = join(dir, 'site');
    const build = fakeBuild('events', '3.0.0', { exportsLine: 'export { b as bootstrap, m as mount };' });
    await expect(releaseRemote(build, 'staging', { siteDir })).rejects.toThrow(/missing unmount/);
  });

  it('refuses to overwrite a published version with different content, and unknown environments', async () => {
    const siteDir = join(dir, 'site');
    await releaseRemote(fakeBuild('events', '1.0.0'), 'staging', { siteDir });
    const rebuilt = fakeBuild('events', '1.0.0');
    writeFileSync(join(rebuilt, 'remote-meta.json'), JSON.stringify({ ...JSON.parse(readFileSync(join(rebuilt, 'remote-meta.json'), 'utf8')), builtAt: 'later' }));
    await expect(releaseRemote(rebuilt, 'staging', { siteDir })).rejects.toThrow(/already published/);
    await expect(releaseRemote(rebuilt, 'qa', { siteDir })).rejects.toThrow(/Unknown environment/);
  });
});
