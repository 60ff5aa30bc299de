import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The served output: shell at the root, env/<env>.json manifests, remotes/<name>/<version>/. */
export const SITE_DIR = process.env.SITE_DIR || join(ROOT, 'dist', 'site');
export const REMOTES = ['auth', 'events', 'call', 'settings', 'gift'];
export const ENVIRONMENTS = ['development', 'staging', 'production'];
export const remoteBuildDir = (name) => join(ROOT, 'apps', `${name}-mfe`, 'dist');
