/**
 * The pinned LiveKit server binary: found, or installed once with Go's own client from the module
 * proxy into a cache that outlives clones (`go install …/cmd/server@v1.13.5`, ~3 min the first time).
 *
 * Looked for, in order: LIVEKIT_SERVER_BIN, the cache (LIVEKIT_CACHE_DIR or ~/.cache/convene/livekit),
 * /opt/livekit/<version>/server (a machine image may carry it). Each candidate must say its version.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

export const LIVEKIT_VERSION = 'v1.13.5';
const MODULE = 'github.com/livekit/livekit-server';

export const cacheDir = (env = process.env) =>
  join(env.LIVEKIT_CACHE_DIR || join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'convene', 'livekit'), LIVEKIT_VERSION);

/** The binary's version line ('1.13.5'), or null when it does not run. */
export function versionOf(bin) {
  const out = spawnSync(bin, ['--version'], { encoding: 'utf8', timeout: 15_000 });
  return out.status === 0 ? (out.stdout.match(/version\s+(\S+)/)?.[1] ?? null) : null;
}

/** Where a usable pinned server is, or null. */
export function findLiveKitServer(env = process.env) {
  const want = LIVEKIT_VERSION.slice(1);
  const candidates = [env.LIVEKIT_SERVER_BIN, join(cacheDir(env), 'server'), `/opt/livekit/${LIVEKIT_VERSION}/server`].filter(Boolean);
  for (const bin of candidates) {
    if (existsSync(bin) && versionOf(bin) === want) return bin;
  }
  if (env.LIVEKIT_SERVER_BIN)
    throw new Error(`LIVEKIT_SERVER_BIN=${env.LIVEKIT_SERVER_BIN} is not LiveKit server ${want} (livekit-server --version)`);
  return null;
}

/** What to do when Go is missing: one paragraph a person can follow. */
export const GO_MISSING = [
  `LiveKit server ${LIVEKIT_VERSION} is not installed and Go is not on PATH to build it.`,
  "Install Go 1.26 or newer (LiveKit 1.13.5 needs it; Debian's golang-go is older): the linux tarball from https://go.dev/dl/",
  'unpacked to /usr/local/go with /usr/local/go/bin on PATH (any Go from 1.21 on also works: it fetches the 1.26 toolchain itself). Then run',
  '`node scripts/livekit/install.mjs` (or point LIVEKIT_SERVER_BIN at a livekit-server 1.13.5 binary).',
].join('\n');

/**
 * The pinned server, installed when missing. Builds into a temporary folder beside the cache and
 * renames it in, so an interrupted build never leaves a half-written binary to be reused.
 */
export function ensureLiveKitServer(env = process.env, log = (line) => console.error(line)) {
  const found = findLiveKitServer(env);
  if (found) return found;
  const go = spawnSync('go', ['version'], { encoding: 'utf8' });
  if (go.status !== 0) throw new Error(GO_MISSING);
  const dir = cacheDir(env);
  const staging = `${dir}.partial-${process.pid}`;
  mkdirSync(staging, { recursive: true });
  log(`Installing LiveKit server ${LIVEKIT_VERSION} with ${go.stdout.trim()} (a few minutes the first time)…`);
  const built = spawnSync('go', ['install', `${MODULE}/cmd/server@${LIVEKIT_VERSION}`], {
    stdio: 'inherit',
    env: { ...env, GOBIN: staging, CGO_ENABLED: '0' },
  });
  if (built.status !== 0) throw new Error(`go install ${MODULE}/cmd/server@${LIVEKIT_VERSION} failed (exit ${built.status})`);
  mkdirSync(join(dir, '..'), { recursive: true });
  if (!existsSync(dir)) renameSync(staging, dir);
  else rmSync(staging, { recursive: true, force: true });
  const bin = join(dir, 'server');
  if (versionOf(bin) !== LIVEKIT_VERSION.slice(1)) throw new Error(`the LiveKit server built in ${dir} does not run`);
  log(`LiveKit server ${LIVEKIT_VERSION}: ${bin}`);
  return bin;
}
