#!/usr/bin/env node
/**
 * npm test: install what is missing, typecheck, lint (eslint.config.mjs), run every unit and integration suite
 * (Nx, per project), build the product, then the browser journeys.
 */
import { existsSync } from 'node:fs';
import { ensureInstall } from './lib/ensure-install.mjs';
import { run } from './lib/run.mjs';

ensureInstall();
const failures = [];
const step = (name, command, args, options) => {
  console.log(`\n=== ${name} ===`);
  if (run(command, args, { ...options, allowFailure: true }) !== 0) failures.push(name);
};

step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
step('typecheck api', 'npx', ['tsc', '-p', 'apps/api/tsconfig.json', '--noEmit']);
step('typecheck e2e', 'npx', ['tsc', '-p', 'e2e/tsconfig.json', '--noEmit']);
step('lint (module boundaries, cycles, hooks)', 'npm', ['run', 'lint']);
step('lint rules catch violations', 'npm', ['run', 'test:lint']);
step('unit and integration tests', 'npx', ['nx', 'run-many', '-t', 'test', '--parallel=1', '--outputStyle=static', '--skip-nx-cache']);
step('build', 'node', ['scripts/build-site.mjs']);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`\nChromium is not installed at ${chromium}: install Debian's package (apt-get install chromium) to run the browser tests.`);
  failures.push('browser tests (no chromium)');
} else if (!failures.includes('build')) {
  step('browser tests', 'npm', ['run', 'e2e', '-w', '@platform/e2e']);
}

if (failures.length) {
  console.error(`\nFailed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\nAll test suites passed.');
