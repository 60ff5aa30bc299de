/**
 * The Go HLS load client (scripts/hls-load, the request mix of ./hls-load.mjs at a fraction of the CPU
 * per request), built once per version of its source into the user's cache with Go's own toolchain
 * (no modules to fetch), run for one load and read back as the counts `hlsLoad` reports.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

const SOURCE = join(ROOT, 'scripts', 'hls-load');

/** Why the Go client cannot run here (Go missing), or null. */
export function goClientMissing() {
  const go = spawnSync('go', ['version'], { encoding: 'utf8' });
  return go.status === 0 ? null : 'Go is not on PATH (the same Go that builds LiveKit: see scripts/livekit/binary.mjs)';
}

/** The built client, built now when its source changed. */
export function goClientBinary(env = process.env) {
  const hash = createHash('sha256');
  for (const file of ['go.mod', 'main.go']) hash.update(readFileSync(join(SOURCE, file)));
  const dir = join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'convene', 'hls-load', hash.digest('hex').slice(0, 16));
  const bin = join(dir, 'hls-load');
  if (existsSync(bin)) return bin;
  const staging = `${dir}.partial-${process.pid}`;
  mkdirSync(staging, { recursive: true });
  const built = spawnSync('go', ['build', '-o', join(staging, 'hls-load'), '.'], {
    cwd: SOURCE,
    stdio: 'inherit',
    env: { ...env, CGO_ENABLED: '0', GOFLAGS: '-mod=mod' },
  });
  if (built.status !== 0) throw new Error(`go build in ${SOURCE} failed (exit ${built.status})`);
  if (!existsSync(dir)) renameSync(staging, dir);
  else rmSync(staging, { recursive: true, force: true });
  return bin;
}

/** Runs the Go client for one load; the viewers' grant follows `grant()` (the player renews it). */
export async function runGoClient({ base, playlistPath, grant, viewers, seconds, targetSeconds, sockets }) {
  const bin = goClientBinary();
  let sent = grant() ?? '';
  const args = ['-base', base, '-playlist', playlistPath, '-viewers', viewers, '-seconds', seconds, '-target', targetSeconds];
  const child = spawn(bin, [...args, '-conns', sockets, '-grant', sent].map(String), { stdio: ['pipe', 'pipe', 'inherit'] });
  const follow = setInterval(() => {
    const current = grant() ?? '';
    if (current === sent || !current) return;
    sent = current;
    child.stdin.write(`${current}\n`);
  }, 500);
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(follow);
  child.stdin.destroy();
  if (code !== 0) throw new Error(`the Go load client exited with ${code}`);
  const figures = JSON.parse(out);
  return {
    requests: figures.requests,
    playlists: figures.playlists,
    segments: figures.segments,
    bytes: figures.bytes,
    errors: figures.errors,
    statuses: figures.statuses,
    skipped: figures.skipped,
    polls: figures.polls,
    elapsed: figures.elapsedSeconds,
    p50: figures.p50,
    p99: figures.p99,
    clientCpuSeconds: figures.cpuSeconds,
  };
}
