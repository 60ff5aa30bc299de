#!/usr/bin/env node
/**
 * npm test: install what is missing, typecheck, lint (eslint.config.mjs), run every unit and integration
 * suite, build the product, hold it to its size budgets, then the browser journeys.
 * Prints each step's wall time and the suite's.
 *
 * Steps that leave a core idle run side by side (scripts/lib/steps.mjs): the typechecks and lints
 * two at a time; then the browser journeys (one browser at a time, which keeps a core busy on
 * average but both only in the calls of three and four people) beside the unit and integration
 * suites run one after another, one test file at a time: the journeys always keep at least a core.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstall } from './lib/ensure-install.mjs';
import { ROOT } from './lib/paths.mjs';
import { createSuite } from './lib/steps.mjs';

ensureInstall();
const suite = createSuite();
const API = join(ROOT, 'apps', 'api');

await suite.lanes('typecheck and lint', [
  [
    { name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
    { name: 'lint (module boundaries, cycles, hooks)', command: 'npm', args: ['run', 'lint'] },
  ],
  [
    { name: 'typecheck api', command: 'npx', args: ['tsc', '-p', 'apps/api/tsconfig.json', '--noEmit'] },
    { name: 'typecheck e2e', command: 'npx', args: ['tsc', '-p', 'e2e/tsconfig.json', '--noEmit'] },
    { name: 'lint rules catch violations', command: 'npm', args: ['run', 'test:lint'] },
  ],
]);
const unitLane = [
  { name: 'unit tests (all but the API)', command: 'npx', args: ['nx', 'run-many', '-t', 'test', '--exclude=@platform/api', '--parallel=1', '--outputStyle=static', '--skip-nx-cache'] },
  // One test file at a time (vitest.config.ts): a core, never both, while the journeys run.
  { name: 'API tests on PGlite', command: 'npx', args: ['vitest', 'run', '--project', 'pglite'], cwd: API },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'API tests on PostgreSQL', command: 'npx', args: ['vitest', 'run', '--project', 'postgres'], cwd: API }] : []),
];
const built = await suite.step({ name: 'build', command: 'node', args: ['scripts/build-site.mjs'] });
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`\nChromium is not installed at ${chromium}: install Debian's package (apt-get install chromium) to run the size check and the browser tests.`);
  suite.failures.push('browser tests (no chromium)');
  await suite.lanes('unit and integration tests', [unitLane]);
} else if (!built) {
  await suite.lanes('unit and integration tests', [unitLane]);
} else {
  await suite.step({ name: 'size budgets', command: 'node', args: ['scripts/check-size.mjs'] });
  await suite.lanes('browser journeys beside the unit and integration tests', [
    [{ name: 'browser tests', command: 'npm', args: ['run', 'e2e', '-w', '@platform/e2e'] }],
    unitLane,
  ]);
}

suite.report();
if (suite.failures.length) {
  console.error(`\nFailed: ${suite.failures.join(', ')}`);
  process.exit(1);
}
console.log('\nAll test suites passed.');
