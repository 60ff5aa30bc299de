#!/usr/bin/env node
/**
 * Builds every app (Nx, cached) and assembles the served output in dist/site:
 * the shell at the root and each remote's current build released to every
 * environment, every text file with its brotli and gzip copies. `--no-build` only assembles.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstall } from './lib/ensure-install.mjs';
import { ENVIRONMENTS, REMOTES, ROOT, SITE_DIR, remoteBuildDir } from './lib/paths.mjs';
import { precompressDir } from './lib/precompress.mjs';
import { readManifest, releaseRemote, writeManifest } from './lib/releases.mjs';
import { run } from './lib/run.mjs';

export async function assembleSite(siteDir = SITE_DIR) {
  const shellDist = join(ROOT, 'apps', 'shell', 'dist');
  if (!existsSync(join(shellDist, 'index.html'))) throw new Error('The shell is not built: run npm run build.');
  mkdirSync(siteDir, { recursive: true });
  rmSync(join(siteDir, 'assets'), { recursive: true, force: true });
  cpSync(shellDist, siteDir, { recursive: true });
  const shellVersion = JSON.parse(readFileSync(join(shellDist, 'shell-meta.json'), 'utf8')).version;
  for (const env of ENVIRONMENTS) {
    const manifest = readManifest(env, siteDir);
    writeManifest(env, { ...manifest, env, shell: { version: shellVersion }, config: manifest.config ?? {} }, siteDir);
    for (const name of REMOTES) {
      if (!existsSync(join(remoteBuildDir(name), 'remote-meta.json'))) {
        console.warn(`warning: ${name} is not built; skipped.`);
        continue;
      }
      await releaseRemote(remoteBuildDir(name), env, { siteDir, allowOverwrite: true });
    }
  }
  precompressDir(siteDir);
  return siteDir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureInstall();
  if (!process.argv.includes('--no-build')) run('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static']);
  const dir = await assembleSite();
  console.log(`Site assembled in ${dir}`);
}
