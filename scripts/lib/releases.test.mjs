import { spawnSync } from 'node:child_process';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT } from './paths.mjs';
import { ReleaseError, readManifest, releaseRemote, rollbackRemote } from './releases.mjs';

let dir;
const shellProvides = { react: '19.3.1', '@platform/ui': '0.1.0' };

/** A built remote as the remote build emits it: entry, ./app chunk, remote-meta.json. */
function fakeBuild(
  name,
  version,
  {
    shared = { react: '^19.3.1' },
    exportsLine = 'export { b as bootstrap, m as mount, u as unmount };',
    builtAt = `${version}-built`,
  } = {},
) {
  const out = join(dir, `build-${name}-${version}`);
  mkdirSync(join(out, 'assets'), { recursive: true });
  writeFileSync(
    join(out, 'remoteEntry.js'),
    'const exposesMap = { "./app": async () => { let e = await s(`./app`, () => r(() => import(`./assets/app-abc.js`), [], import.meta.url)); return e; } };',
  );
  writeFileSync(join(out, 'assets', 'app-abc.js'), `const b = async () => {}, m = async () => {}, u = async () => {};\n${exportsLine}\n`);
  writeFileSync(
    join(out, 'remote-meta.json'),
    JSON.stringify({ name, version, entry: 'remoteEntry.js', routes: [{ path: '/app', layout: 'main' }], shared, builtAt }),
  );
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
    expect(manifest.remotes.events).toMatchObject({
      version: '1.1.0',
      entry: expect.stringMatching(/^\/remotes\/events\/1\.1\.0\/remoteEntry-[\w-]{8}\.js$/),
      previous: ['1.0.0'],
    });
    expect(readFileSync(join(siteDir, manifest.remotes.events.entry), 'utf8')).toBe(
      readFileSync(join(siteDir, 'remotes/events/1.1.0/remoteEntry.js'), 'utf8'),
    );
    expect(Object.keys(manifest.remotes.events.releases)).toEqual(['1.0.0', '1.1.0']);
    expect(readFileSync(join(siteDir, 'remotes/events/1.1.0/remoteEntry.js'), 'utf8')).toContain('./app');
    expect(readManifest('production', siteDir).remotes.events).toBeUndefined();
  });

  it('ships brotli and gzip copies of its text files, names its entry by content, and lists its first-load files as URLs', async () => {
    const siteDir = join(dir, 'site');
    const build = fakeBuild('events', '1.2.0');
    const strings = JSON.stringify({ greeting: 'Hello '.repeat(400) });
    writeFileSync(join(build, 'assets', 'en-abcd1234.js'), `export default ${strings};\n`);
    const meta = JSON.parse(readFileSync(join(build, 'remote-meta.json'), 'utf8'));
    const firstLoad = { modules: ['remoteEntry.js', 'assets/app-abc.js'], styles: [], strings: { en: ['assets/en-abcd1234.js'] } };
    writeFileSync(join(build, 'remote-meta.json'), JSON.stringify({ ...meta, firstLoad }));
    await releaseRemote(build, 'production', { siteDir });

    const published = join(siteDir, 'remotes/events/1.2.0/assets/en-abcd1234.js');
    const original = readFileSync(published);
    expect(brotliDecompressSync(readFileSync(`${published}.br`))).toEqual(original);
    expect(gunzipSync(readFileSync(`${published}.gz`))).toEqual(original);
    expect(readFileSync(`${published}.br`).length).toBeLessThan(original.length / 10);

    // a rebuild of the same version with other content gets another entry URL: no browser keeps a stale one
    const channel = readManifest('production', siteDir).remotes.events;
    expect(channel.firstLoad).toEqual({
      modules: [channel.entry, '/remotes/events/1.2.0/assets/app-abc.js'],
      styles: [],
      strings: { en: ['/remotes/events/1.2.0/assets/en-abcd1234.js'] },
    });
    writeFileSync(join(build, 'remoteEntry.js'), `${readFileSync(join(build, 'remoteEntry.js'), 'utf8')}\n// rebuilt`);
    writeFileSync(join(build, 'remote-meta.json'), JSON.stringify({ ...meta, firstLoad, builtAt: 'rebuilt' }));
    await releaseRemote(build, 'production', { siteDir, allowOverwrite: true });
    expect(readManifest('production', siteDir).remotes.events.entry).not.toBe(channel.entry);
  });

  it('rolls back to the previous version, and refuses when there is none', async () => {
    const siteDir = join(dir, 'site');
    await releaseRemote(fakeBuild('events', '1.0.0'), 'production', { siteDir });
    await releaseRemote(fakeBuild('events', '1.1.0'), 'production', { siteDir });
    expect(rollbackRemote('events', 'production', { siteDir })).toMatchObject({
      name: 'events',
      env: 'production',
      from: '1.1.0',
      to: '1.0.0',
    });
    expect(readManifest('production', siteDir).remotes.events.version).toBe('1.0.0');
    expect(() => rollbackRemote('events', 'production', { siteDir })).toThrow(ReleaseError);
  });

  it('refuses a remote whose shared singletons the shell cannot satisfy', async () => {
    const siteDir = join(dir, 'site');
    await expect(releaseRemote(fakeBuild('events', '2.0.0', { shared: { react: '^20.0.0' } }), 'staging', { siteDir })).rejects.toThrow(
      /react: the shell provides 19\.3\.1, the remote requires \^20\.0\.0/,
    );
    await expect(releaseRemote(fakeBuild('events', '2.0.1', { shared: { 'left-pad': '^1.0.0' } }), 'staging', { siteDir })).rejects.toThrow(
      /left-pad: the shell does not provide it/,
    );
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
    writeFileSync(
      join(rebuilt, 'remote-meta.json'),
      JSON.stringify({ ...JSON.parse(readFileSync(join(rebuilt, 'remote-meta.json'), 'utf8')), builtAt: 'later' }),
    );
    await expect(releaseRemote(rebuilt, 'staging', { siteDir })).rejects.toThrow(/already published/);
    await expect(releaseRemote(rebuilt, 'qa', { siteDir })).rejects.toThrow(/Unknown environment/);
  });

  it('prints what changed in the manifest', async () => {
    const siteDir = join(dir, 'site');
    await releaseRemote(fakeBuild('events', '1.0.0'), 'staging', { siteDir });
    const { change } = await releaseRemote(fakeBuild('events', '1.1.0'), 'staging', { siteDir });
    expect(change).toContain('manifest staging.json, remotes.events:');
    expect(change).toContain('version   1.0.0 -> 1.1.0');
    expect(change).toMatch(
      /entry {5}\/remotes\/events\/1\.0\.0\/remoteEntry-[\w-]{8}\.js -> \/remotes\/events\/1\.1\.0\/remoteEntry-[\w-]{8}\.js/,
    );
    expect(change).toContain('previous  (none) -> 1.0.0');
    expect(change).toContain('releases  + 1.1.0');
    expect(rollbackRemote('events', 'staging', { siteDir }).change).toContain('version   1.1.0 -> 1.0.0');
  });
});

describe('a stale build', () => {
  /** The remote's package as it is now: its version and a source file changed at `changedAt`. */
  function packageDir(version, changedAt = new Date('2026-01-01T00:00:00Z')) {
    const pkg = join(dir, `pkg-${version}-${changedAt.getTime()}`);
    mkdirSync(join(pkg, 'src'), { recursive: true });
    writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: '@platform/events-mfe', version }));
    writeFileSync(join(pkg, 'src', 'app.tsx'), 'export {};\n');
    for (const file of ['package.json', 'src/app.tsx']) utimesSync(join(pkg, file), changedAt, changedAt);
    return pkg;
  }

  it('is refused when its version is older than the package, and the manifest is left alone', async () => {
    const siteDir = join(dir, 'site');
    await releaseRemote(fakeBuild('events', '1.0.0', { builtAt: '2026-02-01T00:00:00Z' }), 'staging', { siteDir });
    const stale = fakeBuild('events', '1.1.0', { builtAt: '2026-02-01T00:00:00Z' });
    await expect(releaseRemote(stale, 'staging', { siteDir, packageDir: packageDir('1.2.0') })).rejects.toThrow(
      /Refusing to release events@1\.1\.0: the build is older than its package \(1\.2\.0/,
    );
    expect(readManifest('staging', siteDir).remotes.events.version).toBe('1.0.0');
  });

  it('is refused when the sources changed after it was built; a build made after them is released', async () => {
    const siteDir = join(dir, 'site');
    const pkg = packageDir('1.1.0', new Date('2026-03-01T10:00:00Z'));
    const before = fakeBuild('events', '1.1.0', { builtAt: '2026-03-01T09:00:00.000Z' });
    await expect(releaseRemote(before, 'staging', { siteDir, packageDir: pkg })).rejects.toThrow(
      /its sources changed at 2026-03-01T10:00:00\.000Z, after the build \(2026-03-01T09:00:00\.000Z\)/,
    );
    const after = fakeBuild('events', '1.1.0', { builtAt: '2026-03-01T11:00:00.000Z' });
    await expect(releaseRemote(after, 'staging', { siteDir, packageDir: pkg })).resolves.toMatchObject({ version: '1.1.0' });
  });

  it('is refused by npm run release --from, with the reason and a non-zero exit', () => {
    const siteDir = join(dir, 'site');
    const stale = fakeBuild('events', '0.0.1', { builtAt: new Date().toISOString() });
    const result = spawnSync(
      process.execPath,
      [join(ROOT, 'scripts', 'release.mjs'), 'release', 'events', '--env', 'staging', '--from', stale],
      { encoding: 'utf8', env: { ...process.env, SITE_DIR: siteDir } },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Refusing to release events@0\.0\.1: the build is older than its package/);
    expect(readManifest('staging', siteDir).remotes.events).toBeUndefined();
  });
});
