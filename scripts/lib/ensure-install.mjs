import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

/**
 * Installs dependencies when they are missing or older than the lock file, exactly as the committed
 * package-lock.json says (`npm ci`: it never rewrites the lock, so a fresh install leaves the checkout
 * unchanged). The lock lists every platform's optional packages (nx, rolldown, esbuild…); npm fetches
 * this machine's. Dependencies' install scripts stay off (`allowScripts` in package.json: esbuild's
 * only swaps its JavaScript launcher for the binary, nx's only updates an Nx Cloud client we do not use).
 */
export function ensureInstall() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  const fresh = existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  console.log('Installing dependencies (package-lock.json)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm ci failed. Check the network access to the npm registry and run `npm ci` to see the details.');
    process.exit(result.status ?? 1);
  }
}
