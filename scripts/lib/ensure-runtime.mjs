import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { ROOT } from './paths.mjs';

/** The Node.js the project runs on (`.node-version`; `engines` in package.json asks for its major or newer). */
export const PROJECT_NODE = readFileSync(join(ROOT, '.node-version'), 'utf8').trim();
/** Where `npm start` and `npm test` put that Node when the machine's is older (gitignored). */
export const RUNTIME_DIR = join(ROOT, '.runtime');

const major = (version) => Number(String(version).replace(/^v/, '').split('.')[0]);

/** True when `version` (process.versions.node) is older than the project's major. */
export function isOlderThanProject(version, wanted = PROJECT_NODE) {
  return major(version) < major(wanted);
}

/**
 * The npm registry's package carrying Node's binary for this machine (the `node` package's own
 * install script picks the same one; installing it directly needs no install script).
 */
export function runtimePackage(platform = process.platform, arch = process.arch) {
  return `node-${platform === 'win32' ? 'win' : platform}-${arch}`;
}

/** The Node binary inside the installed runtime package. */
export function runtimeBinary(dir = RUNTIME_DIR, platform = process.platform, arch = process.arch) {
  const pkg = join(dir, 'node_modules', runtimePackage(platform, arch));
  return platform === 'win32' ? join(pkg, 'bin', 'node.exe') : join(pkg, 'bin', 'node');
}

function installedVersion(binary) {
  if (!existsSync(binary)) return null;
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : null;
}

function installRuntime() {
  const pkg = `${runtimePackage()}@${PROJECT_NODE}`;
  console.log(
    `This machine's Node.js is ${process.version}; the project runs on Node.js ${PROJECT_NODE}. Installing ${pkg} from the npm registry into .runtime/ (once)…`,
  );
  mkdirSync(RUNTIME_DIR, { recursive: true });
  writeFileSync(
    join(RUNTIME_DIR, 'package.json'),
    `${JSON.stringify({ private: true, description: 'The Node.js of the project, installed by scripts/lib/ensure-runtime.mjs' }, null, 2)}\n`,
  );
  const result = spawnSync(
    'npm',
    ['install', '--prefix', RUNTIME_DIR, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', pkg],
    { cwd: RUNTIME_DIR, stdio: 'inherit' },
  );
  if (result.status !== 0) {
    console.error(`Could not install ${pkg}. Install Node.js ${major(PROJECT_NODE)} (https://nodejs.org) and run the command again.`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Runs the current script on the project's Node when the machine's is older: installs that Node
 * from the npm registry into `.runtime/` the first time, then starts the same script under it, with
 * it first on PATH so that npm, npx and every tool the script starts run on it too. Resolves at once
 * when the running Node is recent enough; otherwise never resolves and exits with the child's code.
 */
export function ensureRuntime() {
  if (!isOlderThanProject(process.versions.node)) return Promise.resolve();
  const binary = runtimeBinary();
  if (installedVersion(binary) !== PROJECT_NODE) installRuntime();
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${dirname(binary)}${delimiter}${process.env.PATH ?? ''}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}
