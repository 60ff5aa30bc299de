#!/usr/bin/env node
/**
 * Schemathesis against the API's own OpenAPI document (issue 26): every operation of /api/docs/json,
 * with a signed-in account (its code read from the development outbox) for the authenticated routes.
 * Checks: no server error, every response in its documented schema, no undocumented status code.
 * Bounded in time (API_FUZZ_MAX_SECONDS, default 90). Prints how many operations and cases ran and
 * keeps the record in `.data/api-fuzz-record.json`; exits 1 on any failure.
 *
 * Schemathesis comes from PyPI, pinned, into a virtual environment under .data/ (made on first run);
 * without Python it says so and exits 0 (CI has Python).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/paths.mjs';

export const SCHEMATHESIS_VERSION = '4.32.5';
const PORT = Number(process.env.API_FUZZ_PORT ?? 4391);
const MAX_SECONDS = Number(process.env.API_FUZZ_MAX_SECONDS ?? 90);
const VENV = join(ROOT, '.data', 'schemathesis-venv');
const BIN = join(VENV, 'bin', 'schemathesis');
const BASE = `http://127.0.0.1:${PORT}`;

function python() {
  for (const name of ['python3', 'python']) if (spawnSync(name, ['--version']).status === 0) return name;
  return null;
}

function installSchemathesis(py) {
  const installed = spawnSync(BIN, ['--version'], { encoding: 'utf8' });
  if (installed.status === 0 && installed.stdout.includes(SCHEMATHESIS_VERSION)) return;
  mkdirSync(join(ROOT, '.data'), { recursive: true });
  if (!existsSync(join(VENV, 'bin', 'pip'))) run(py, ['-m', 'venv', VENV]);
  run(join(VENV, 'bin', 'pip'), ['install', '-q', `schemathesis==${SCHEMATHESIS_VERSION}`]);
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function json(method, path, body, token) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Signs up and verifies an account as a person would, reading the code from the dev outbox. */
async function signedInAccount() {
  const email = `fuzz.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const signup = await json('POST', '/api/v1/user/signup', { email, password: 'correct-horse-9', display_name: 'Fuzz Account' });
  const outbox = await json('GET', `/__dev/outbox?to=${encodeURIComponent(email)}`);
  const code = outbox.find((item) => item.code)?.code;
  const confirm = await json('POST', '/api/v1/user/confirm-email', { code, username: email, signup_token: signup.signup_token });
  return confirm.authorization;
}

async function startApi(dataDir) {
  const child = spawn(process.execPath, [join(ROOT, 'apps', 'api', 'dist', 'main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      AUDIENCE_HLS: 'off',
      RATE_LIMIT_MULTIPLIER: '1000',
      LIVEKIT_URL: '',
    },
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  // Up to 2 minutes: on a loaded shared machine the first start (a fresh PGlite) is slow.
  for (let i = 0; i < 600 && !exited; i++) {
    if (
      await fetch(`${BASE}/api/docs/json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the API did not start');
}

/** Operations, cases and failures from Schemathesis' ndjson event stream. */
export function summarise(lines) {
  const operations = new Set();
  let cases = 0;
  const failures = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    const event = JSON.parse(line);
    const finished = event.ScenarioFinished;
    if (!finished) continue;
    const label = finished.recorder?.label;
    if (label) operations.add(label);
    for (const byCase of Object.values(finished.recorder?.checks ?? {})) {
      for (const check of byCase) {
        if (check.status !== 'failure') continue;
        const failure = check.failure_info?.failure ?? {};
        const key = `${label} ${failure.code ?? check.name}`;
        if (!failures.some((f) => f.key === key))
          failures.push({
            key,
            operation: label,
            check: check.name,
            failure: `${failure.code ?? ''} ${failure.title ?? ''} ${failure.message ?? ''}`.trim(),
          });
      }
    }
    cases += Object.keys(finished.recorder?.cases ?? {}).length;
  }
  return { operations: operations.size, cases, failures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const py = python();
  if (!py) {
    console.log('API fuzz (Schemathesis) skipped: Python 3 is not installed here (apt-get install python3 python3-venv). CI has it.');
    process.exit(0);
  }
  installSchemathesis(py);
  const dataDir = mkdtempSync(join(tmpdir(), 'api-fuzz-'));
  const api = await startApi(dataDir);
  const report = join(ROOT, '.data', 'api-fuzz-events.ndjson');
  let status = 1;
  try {
    const env = { ...process.env, API_FUZZ_TOKEN: await signedInAccount(), API_FUZZ_LOGOUT_TOKEN: await signedInAccount() };
    const spent = Date.now();
    const result = spawnSync(
      BIN,
      [
        '--no-color',
        '--config-file',
        join(ROOT, 'scripts', 'api-fuzz.toml'),
        'run',
        `${BASE}/api/docs/json`,
        '--url',
        BASE,
        '--phases',
        'examples,coverage,fuzzing',
        '--max-examples',
        process.env.API_FUZZ_EXAMPLES ?? '10',
        '--max-time',
        String(MAX_SECONDS),
        '--workers',
        '2',
        '--request-timeout',
        '10',
        '--exclude-path-regex',
        '(socket|/__dev/)',
        '--suppress-health-check',
        'all',
        '--report',
        'ndjson',
        '--report-ndjson-path',
        report,
      ],
      { env, cwd: join(ROOT, '.data'), stdio: ['ignore', 'inherit', 'inherit'], timeout: (MAX_SECONDS + 120) * 1000 },
    );
    const summary = summarise(readFileSync(report, 'utf8').split('\n'));
    const record = {
      schemathesis: SCHEMATHESIS_VERSION,
      seconds: Math.round((Date.now() - spent) / 1000),
      operations: summary.operations,
      cases: summary.cases,
      failures: summary.failures.length,
      at: new Date().toISOString(),
    };
    writeFileSync(join(ROOT, '.data', 'api-fuzz-record.json'), `${JSON.stringify(record, null, 2)}\n`);
    console.log(
      `API fuzz: ${record.operations} operations, ${record.cases} cases in ${record.seconds} s, ${record.failures} failures (Schemathesis ${SCHEMATHESIS_VERSION})`,
    );
    for (const failure of summary.failures.slice(0, 40)) console.log(`  ${failure.operation}: ${failure.failure}`);
    status = result.status === 0 && summary.failures.length === 0 ? 0 : 1;
  } finally {
    api.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(status);
}
