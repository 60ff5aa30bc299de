/**
 * Publishing remotes into the served output and pointing environment manifests
 * at them. Used by `npm run release`, `npm run rollback` and the site build.
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { init, parse } from 'es-module-lexer';
import { ENVIRONMENTS, SITE_DIR } from './paths.mjs';
import { precompressDir } from './precompress.mjs';

export class ReleaseError extends Error {}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

export function manifestPath(env, siteDir = SITE_DIR) {
  return join(siteDir, 'env', `${env}.json`);
}

export function readManifest(env, siteDir = SITE_DIR) {
  const file = manifestPath(env, siteDir);
  if (!existsSync(file)) return { env, shell: { version: '0.0.0' }, config: {}, remotes: {} };
  return readJson(file);
}

/** Written to a temp file then renamed, so a running server never serves half a manifest. */
export function writeManifest(env, manifest, siteDir = SITE_DIR) {
  const file = manifestPath(env, siteDir);
  mkdirSync(join(siteDir, 'env'), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(manifest, null, 2) + '\n');
  renameSync(`${file}.tmp`, file);
}

export function readRemoteMeta(buildDir) {
  const metaFile = join(buildDir, 'remote-meta.json');
  if (!existsSync(metaFile)) throw new ReleaseError(`No remote-meta.json in ${buildDir}: build the remote first (npm run build).`);
  return readJson(metaFile);
}

/** The shell's provided shared versions must satisfy every requirement of the remote. */
export function checkSharedRequirements(meta, shellMeta) {
  const problems = [];
  for (const [name, range] of Object.entries(meta.shared ?? {})) {
    const provided = shellMeta.provides?.[name];
    if (!provided) problems.push(`${name}: the shell does not provide it (remote wants ${range})`);
    else if (!semver.satisfies(provided, range)) problems.push(`${name}: the shell provides ${provided}, the remote requires ${range}`);
  }
  if (problems.length) {
    throw new ReleaseError(
      `Refusing to release ${meta.name}@${meta.version}: its shared singletons cannot be satisfied by the shell.\n  - ${problems.join('\n  - ')}`,
    );
  }
}

/** Reads the built `./app` chunk and checks it exports the single-spa lifecycles. */
export async function checkLifecycles(buildDir, meta) {
  const entry = readFileSync(join(buildDir, meta.entry ?? 'remoteEntry.js'), 'utf8');
  const found = /"\.\/app"\s*:[\s\S]*?import\(\s*[`'"](\.\/[^`'"]+\.js)[`'"]\s*\)/.exec(entry);
  if (!found) throw new ReleaseError(`Refusing to release ${meta.name}@${meta.version}: remoteEntry.js does not expose ./app.`);
  await init;
  const [, exports] = parse(readFileSync(join(buildDir, found[1]), 'utf8'));
  const names = new Set(exports.map((e) => e.n));
  const missing = ['bootstrap', 'mount', 'unmount'].filter((n) => !names.has(n));
  if (missing.length) {
    throw new ReleaseError(
      `Refusing to release ${meta.name}@${meta.version}: ./app does not export the single-spa lifecycles (missing ${missing.join(', ')}).`,
    );
  }
}

/** The newest modification time under the remote's package (sources, config, package.json). */
function newestSourceMs(packageDir) {
  let newest = 0;
  const walk = (path) => {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'dist') walk(join(path, entry));
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  for (const entry of ['src', 'package.json', 'vite.config.ts', 'index.html'])
    if (existsSync(join(packageDir, entry))) walk(join(packageDir, entry));
  return newest;
}

/**
 * Refuses a build that is not what the package says: a version older than its
 * package.json, or sources changed after it was built.
 */
export function checkBuildIsCurrent(meta, packageDir) {
  const pkg = readJson(join(packageDir, 'package.json'));
  if (semver.valid(meta.version) && semver.valid(pkg.version) && semver.lt(meta.version, pkg.version)) {
    throw new ReleaseError(
      `Refusing to release ${meta.name}@${meta.version}: the build is older than its package (${pkg.version} in ${join(packageDir, 'package.json')}). Release without --from to build it first.`,
    );
  }
  const builtAt = Date.parse(meta.builtAt);
  const changed = newestSourceMs(packageDir);
  if (!Number.isNaN(builtAt) && changed > builtAt) {
    throw new ReleaseError(
      `Refusing to release ${meta.name}@${meta.version}: its sources changed at ${new Date(changed).toISOString()}, after the build (${meta.builtAt}). Release without --from to build it first.`,
    );
  }
}

/** What a release or rollback changed in the remote's entry of the manifest, one line each. */
export function describeManifestChange(name, env, before, after) {
  const lines = [`manifest ${env}.json, remotes.${name}:`];
  const list = (v) => (v?.length ? v.join(', ') : '(none)');
  if (before?.version !== after.version) lines.push(`  version   ${before?.version ?? '(none)'} -> ${after.version}`);
  if (before?.entry !== after.entry) lines.push(`  entry     ${before?.entry ?? '(none)'} -> ${after.entry}`);
  if (list(before?.previous) !== list(after.previous)) lines.push(`  previous  ${list(before?.previous)} -> ${list(after.previous)}`);
  const paths = (r) => new Set((r ?? []).map((route) => route.path));
  const [was, now] = [paths(before?.routes), paths(after.routes)];
  const added = [...now].filter((p) => !was.has(p));
  const removed = [...was].filter((p) => !now.has(p));
  if (added.length) lines.push(`  routes    + ${added.join(', ')}`);
  if (removed.length) lines.push(`  routes    - ${removed.join(', ')}`);
  const published = (c) => Object.keys(c?.releases ?? {});
  const newReleases = published(after).filter((v) => !published(before).includes(v));
  if (newReleases.length) lines.push(`  releases  + ${newReleases.join(', ')}`);
  if (lines.length === 1) lines.push('  unchanged');
  return lines.join('\n');
}

/**
 * A copy of the remote's entry named by its content (`remoteEntry-<hash8>.js`), which the manifest
 * points at: served immutable like every hashed file, and a rebuild of the same version (the site
 * build republishes it) gets a new URL instead of a stale cached entry.
 */
export function contentAddressedEntry(dir, entry) {
  const hash = createHash('sha256')
    .update(readFileSync(join(dir, entry)))
    .digest('base64url')
    .slice(0, 8);
  const named = entry.replace(/\.js$/, `-${hash}.js`);
  if (!existsSync(join(dir, named))) copyFileSync(join(dir, entry), join(dir, named));
  return named;
}

/** The remote's first-load files (remote-meta.json, relative) as URLs, with the entry under its published name. */
function firstLoadUrls(firstLoad, base, entry, publishedEntry) {
  if (!firstLoad) return undefined;
  const url = (file) => `${base}${file === entry ? publishedEntry : file}`;
  const strings = Object.fromEntries(Object.entries(firstLoad.strings ?? {}).map(([language, files]) => [language, files.map(url)]));
  return { modules: firstLoad.modules.map(url), styles: firstLoad.styles.map(url), strings };
}

/**
 * Publishes a built remote under remotes/<name>/<version>/ (with brotli and gzip copies of its
 * text files) and points the environment at it, keeping the previous version for rollback.
 */
export async function releaseRemote(buildDir, env, { siteDir = SITE_DIR, allowOverwrite = false, packageDir } = {}) {
  if (!ENVIRONMENTS.includes(env)) throw new ReleaseError(`Unknown environment "${env}". Use one of: ${ENVIRONMENTS.join(', ')}.`);
  const meta = readRemoteMeta(buildDir);
  if (packageDir) checkBuildIsCurrent(meta, packageDir);
  const shellMetaFile = join(siteDir, 'shell-meta.json');
  if (!existsSync(shellMetaFile)) throw new ReleaseError(`No shell in ${siteDir}: build the site first (npm run build).`);
  checkSharedRequirements(meta, readJson(shellMetaFile));
  await checkLifecycles(buildDir, meta);

  const target = join(siteDir, 'remotes', meta.name, meta.version);
  // The same build again (the site build releases each remote to every environment) is published once.
  const samePublished = existsSync(target) && readRemoteMeta(target).builtAt === meta.builtAt;
  if (existsSync(target) && !samePublished && !allowOverwrite) {
    throw new ReleaseError(
      `${meta.name}@${meta.version} is already published with different content. Bump the version in apps/${meta.name}-mfe/package.json (or set REMOTE_VERSION) and build again.`,
    );
  } else if (!samePublished) {
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    cpSync(buildDir, target, { recursive: true });
  }

  const entry = meta.entry ?? 'remoteEntry.js';
  const publishedEntry = contentAddressedEntry(target, entry);
  precompressDir(target);

  const manifest = readManifest(env, siteDir);
  const current = manifest.remotes[meta.name];
  const base = `/remotes/${meta.name}/${meta.version}/`;
  const release = {
    version: meta.version,
    entry: `${base}${publishedEntry}`,
    routes: meta.routes,
    firstLoad: firstLoadUrls(meta.firstLoad, base, entry, publishedEntry),
    releasedAt: new Date().toISOString(),
  };
  const releases = { ...(current?.releases ?? {}), [meta.version]: release };
  const previous =
    current && current.version !== meta.version
      ? [current.version, ...(current.previous ?? []).filter((v) => v !== current.version && v !== meta.version)]
      : (current?.previous ?? []);
  manifest.remotes[meta.name] = { ...release, previous, releases };
  writeManifest(env, manifest, siteDir);
  return {
    name: meta.name,
    version: meta.version,
    env,
    previous: previous[0] ?? null,
    change: describeManifestChange(meta.name, env, current, manifest.remotes[meta.name]),
  };
}

/** Points the environment back at the remote's previous version. */
export function rollbackRemote(name, env, { siteDir = SITE_DIR } = {}) {
  const manifest = readManifest(env, siteDir);
  const current = manifest.remotes[name];
  if (!current) throw new ReleaseError(`${name} is not released in ${env}.`);
  const [back, ...rest] = current.previous ?? [];
  if (!back) throw new ReleaseError(`${name} has no previous version in ${env} to roll back to.`);
  const release = current.releases?.[back];
  if (!release) throw new ReleaseError(`${name}@${back} is no longer published.`);
  manifest.remotes[name] = { ...release, previous: rest, releases: current.releases };
  writeManifest(env, manifest, siteDir);
  return { name, env, from: current.version, to: back, change: describeManifestChange(name, env, current, manifest.remotes[name]) };
}

export function publishedVersions(name, siteDir = SITE_DIR) {
  const dir = join(siteDir, 'remotes', name);
  return existsSync(dir) ? readdirSync(dir) : [];
}
