/**
 * Starts the built API service for the browser tests on a copy of the built
 * site (release tests change manifests) and a fresh data folder.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { E2E_SITE_DIR } from './paths.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
rmSync(E2E_SITE_DIR, { recursive: true, force: true });
cpSync(join(root, 'dist', 'site'), E2E_SITE_DIR, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'platform-e2e-'));

const child = spawn(process.execPath, [join(root, 'apps', 'api', 'dist', 'main.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4310',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_DIR: E2E_SITE_DIR,
    APP_ENV: process.env.E2E_APP_ENV ?? 'development',
    NODE_ENV: 'test',
    RESEND_COOLDOWN_SECONDS: '2',
    // every journey signs up from one address; the per-IP limits are the API suite's to prove
    RATE_LIMIT_MULTIPLIER: '100',
    // the audience of conference and theater rooms watches the room's HLS (issue 13)
    AUDIENCE_HLS: process.env.AUDIENCE_HLS ?? 'on',
    // the broadcast worker opens the site where the journeys' browsers do (localhost), as it opens the
    // public URL in production: uploaded pictures carry that host, and the site's CSP allows only its own
    BROADCAST_SITE_URL: `http://localhost:${process.env.E2E_PORT ?? '4310'}`,
  },
});
const stop = () => {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
