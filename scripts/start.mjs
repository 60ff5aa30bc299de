#!/usr/bin/env node
/** npm start: install what is missing, build, assemble and serve the whole product at one URL. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { ensureInstall } from './lib/ensure-install.mjs';
import { ensureRuntime } from './lib/ensure-runtime.mjs';
import { ROOT } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

await ensureRuntime();
ensureInstall();
run('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static']);
const { assembleSite } = await import('./build-site.mjs');
await assembleSite();

const api = join(ROOT, 'apps', 'api', 'dist', 'main.js');
const server = existsSync(api) ? api : join(ROOT, 'scripts', 'serve-site.mjs');
const child = spawn(process.execPath, [server], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PORT: process.env.PORT || '8080' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
