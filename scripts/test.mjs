#!/usr/bin/env node
/**
 * npm test: install what is missing, typecheck, lint (eslint.config.mjs), run every unit and integration
 * suite (Nx, per project), build the product, hold it to its size budgets, then the browser journeys.
 * Prints each step's wall time and the suite's.
 */
import { existsSync } from 'node:fs';
import { ensureInstall } from './lib/ensure-install.mjs';
import { run } from './lib/run.mjs';

const suiteStarted = Date.now();
ensureInstall();
const failures = [];
const timings = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const step = (name, command, args, options) => {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const status = run(command, args, { ...options, allowFailure: true });
  timings.push({ name, ms: Date.now() - started, ok: status === 0 });
  console.log(`--- ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - started)}`);
  if (status !== 0) failures.push(name);
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
  console.error(`\nChromium is not installed at ${chromium}: install Debian's package (apt-get install chromium) to run the size check and the browser tests.`);
  failures.push('browser tests (no chromium)');
} else if (!failures.includes('build')) {
  step('size budgets', 'node', ['scripts/check-size.mjs']);
  step('browser tests', 'npm', ['run', 'e2e', '-w', '@platform/e2e']);
}

console.log('\nWall time per step');
for (const t of timings) console.log(`  ${t.name.padEnd(28)} ${seconds(t.ms).padStart(9)}${t.ok ? '' : '  FAILED'}`);
console.log(`  ${'suite'.padEnd(28)} ${seconds(Date.now() - suiteStarted).padStart(9)}`);

if (failures.length) {
  console.error(`\nFailed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\nAll test suites passed.');
