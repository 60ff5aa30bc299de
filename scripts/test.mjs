#!/usr/bin/env node
/**
 * npm test: install what is missing, typecheck, lint (eslint.config.mjs), run every unit and integration
 * suite, build the product, hold it to its size budgets, then the browser journeys.
 * Prints each step's wall time and the suite's.
 *
 * Steps that leave a core idle run side by side (scripts/lib/steps.mjs): the typechecks and lints
 * two at a time; the API suites on PGlite and on PostgreSQL together (each runs one test file at a
 * time and waits on its database and timers more than it computes: about half a core each).
 * The browser journeys run alone: beside the API suites (tried in a clean-clone run) the journeys
 * took 20.7 min instead of 11.2 and the suite 24.5 min instead of 19.7.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstall } from './lib/ensure-install.mjs';
import { ensureRuntime } from './lib/ensure-runtime.mjs';
import { ROOT } from './lib/paths.mjs';
import { createSuite } from './lib/steps.mjs';

await ensureRuntime();
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
    { name: 'remote builds are deterministic', command: 'node', args: ['--test', 'tools/mf/test/build-determinism.test.mjs'] },
    { name: 'first paint renders from the apps', command: 'node', args: ['--test', 'tools/mf/test/first-paint.test.mjs'] },
  ],
]);
// The API suites that launch the broadcast worker (Chromium, ffmpeg) run before the browser
// journeys, not beside them: two browsers' worth of media on two cores starved each other.
// Named file by file (vitest's --exclude does not reach a project that sets its own exclude).
const apiFiles = readdirSync(join(API, 'test'), { recursive: true })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `test/${file}`)
  .sort();
const launchesWorker = (file) => /broadcast|rooms-audience/.test(file);
const WORKER_SUITES = apiFiles.filter(launchesWorker);
const NOT_WORKER_SUITES = apiFiles.filter((file) => !launchesWorker(file));
const databases = [['PGlite', 'pglite'], ...(process.env.TEST_DATABASE_URL ? [['PostgreSQL', 'postgres']] : [])];
const apiSteps = (label, files) =>
  databases.map(([name, project]) =>
    // One test file at a time (vitest.config.ts): a core at most.
    ({ name: `API tests on ${name}${label}`, command: 'npx', args: ['vitest', 'run', '--project', project, ...files], cwd: API }),
  );
// Two projects at a time (71.6 -> 47 s); their slowest test takes 2.7 s of its 5 s.
const units = {
  name: 'unit tests (all but the API)',
  command: 'npx',
  args: ['nx', 'run-many', '-t', 'test', '--exclude=@platform/api', '--parallel=2', '--outputStyle=static', '--skip-nx-cache'],
};
const built = await suite.step({ name: 'build', command: 'node', args: ['scripts/build-site.mjs'] });
// One after the other: jsdom suites beside the worker's Chromium and ffmpeg hit their 5 s timeouts on a loaded machine.
await suite.lanes('unit tests, then the API suites with the broadcast worker', [
  [units, ...apiSteps(' (broadcast worker)', WORKER_SUITES)],
]);
await suite.lanes(
  'API suites on both databases',
  apiSteps(' (the rest)', NOT_WORKER_SUITES).map((step) => [step]),
);
// Schemathesis against the built API's OpenAPI document (issue 26): skipped, saying so, without Python.
if (built) await suite.step({ name: 'API fuzz (Schemathesis, every operation)', command: 'node', args: ['scripts/api-fuzz.mjs'] });
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `\nChromium is not installed at ${chromium}: install Debian's package (apt-get install chromium) to run the size check and the browser tests.`,
  );
  suite.failures.push('browser tests (no chromium)');
} else if (built) {
  await suite.step({ name: 'size budgets', command: 'node', args: ['scripts/check-size.mjs'] });
  await suite.step({ name: 'browser tests', command: 'npm', args: ['run', 'e2e', '-w', '@platform/e2e'] });
}

suite.report();
if (suite.failures.length) {
  console.error(`\nFailed: ${suite.failures.join(', ')}`);
  process.exit(1);
}
console.log('\nAll test suites passed.');
