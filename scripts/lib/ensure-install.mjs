import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

/**
 * Installs dependencies when they are missing or older than the lock file.
 * `npm install` rather than `npm ci`: ci fails on optional platform packages
 * the registry here lacks.
 */
export function ensureInstall() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  const fresh = existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  console.log('Installing dependencies…');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm install failed. Check the network access to the npm registry and run `npm install` to see the details.');
    process.exit(result.status ?? 1);
  }
}
