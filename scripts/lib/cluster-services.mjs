/**
 * The servers an API cluster stands on (issue 25), from Debian's packages, on loopback: PostgreSQL (a throw-away
 * cluster made with initdb), Redis (scripts/livekit/server.mjs) and nginx, each ended by its `stop()`.
 * Used by `npm run start:cluster` (scripts/start-cluster.mjs) and by the API's cluster tests. A missing program
 * is an Error whose message says what to install.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { freeTcpPort, startRedis, stopChild } from '../livekit/server.mjs';

// Redis comes from the LiveKit harness (it runs one for LiveKit's own cluster): one way to start it.
export { freeTcpPort, startRedis, stopChild };

const IS_ROOT = process.getuid?.() === 0;

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() || null;
}

function missing(what, debianPackage) {
  return new Error(`${what} not found: install Debian's ${debianPackage} (apt-get install -y ${debianPackage}) and run this again`);
}

/** Debian's PostgreSQL programs (the newest installed major), or an Error saying what to install. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'pg_ctl')) && existsSync(path.join(bin, 'initdb'))) return bin;
  }
  throw missing('PostgreSQL (initdb, pg_ctl)', 'postgresql');
}

export function redisServerBin() {
  const bin = onPath('redis-server');
  if (!bin) throw missing('redis-server', 'redis-server');
  return bin;
}

export function nginxBin() {
  const bin = onPath('nginx') ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null);
  if (!bin) throw missing('nginx', 'nginx');
  return bin;
}

/**
 * nginx's brotli_static module (Debian's libnginx-mod-http-brotli-static): the site's `.br` copies go out to
 * browsers that accept brotli, as the API itself serves them (issue 27). Debian's own nginx.conf loads it from
 * modules-enabled; the reference deployment's nginx.conf is whole, so it loads the module by path.
 */
export function nginxBrotliStaticModule() {
  const module = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  if (!existsSync(module)) throw missing("nginx's brotli_static module", 'libnginx-mod-http-brotli-static');
  return module;
}

/** Resolves once something accepts TCP connections on the port (or rejects after timeoutMs). */
export async function waitForPort(port, timeoutMs = 15_000, child = null) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${child.spawnfile} exited (${child.exitCode}) before listening on ${port}`);
    const open = await new Promise((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs a PostgreSQL program as the postgres user when we are root (PostgreSQL refuses to run as root). */
function asPostgres(bin, args, options = {}) {
  const [command, commandArgs] = IS_ROOT ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8', ...options });
  if (result.status !== 0)
    throw new Error(`${path.basename(bin)} ${args[0] ?? ''} failed: ${(result.stderr || result.stdout || '').trim()}`);
  return result.stdout;
}

/**
 * A PostgreSQL server on 127.0.0.1:port with its files in `dir` (made with initdb on first use, kept after;
 * trust authentication, loopback only) and `database` in it: kept from the last start, or emptied when
 * `fresh`. Tuned for a throw-away cluster (no fsync): a real deployment uses the distribution's service.
 * `stop()` shuts it down (pg_ctl stop).
 */
export async function startPostgres({ port, dir, database = 'platform', fresh = false }) {
  const bin = postgresBin();
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    if (IS_ROOT) chownPostgres(dir);
    asPostgres(path.join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
  }
  // A server left running by a start that was killed (its port is not ours any more): stopped first.
  if (existsSync(path.join(dir, 'postmaster.pid'))) {
    try {
      asPostgres(path.join(bin, 'pg_ctl'), ['-D', dir, '-m', 'fast', '-w', 'stop']);
    } catch {
      // a stale pid file of a server that is gone: pg_ctl start below copes with it
    }
  }
  const settings = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  asPostgres(path.join(bin, 'pg_ctl'), ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', settings, 'start']);
  const stop = async () => {
    try {
      asPostgres(path.join(bin, 'pg_ctl'), ['-D', dir, '-m', 'fast', '-w', 'stop']);
    } catch {
      // already stopped
    }
  };
  try {
    if (!/^\w+$/.test(database)) throw new Error(`not a database name: ${database}`);
    const psql = (...commands) =>
      asPostgres(path.join(bin, 'psql'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        'postgres',
        '-v',
        'ON_ERROR_STOP=1',
        '-qtA',
        ...commands.flatMap((command) => ['-c', command]),
      ]);
    if (fresh) psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    if (!psql(`SELECT 1 FROM pg_database WHERE datname = '${database}'`).trim()) psql(`CREATE DATABASE ${database}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, stop };
}

function chownPostgres(dir) {
  const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (ids.status !== 0) throw missing('the postgres user', 'postgresql');
  chownSync(dir, Number(ids.stdout), Number(gid.stdout));
}

/**
 * nginx in the foreground with `conf` (a whole nginx.conf that does not say `daemon`, `pid` or `user`), its
 * logs and pid under `dir`, its workers as `user` when given; resolves once it listens on `port`.
 */
export async function startNginx({ conf, dir, port, user = null }) {
  const bin = nginxBin();
  mkdirSync(dir, { recursive: true });
  const globals = `daemon off; pid ${path.join(dir, 'nginx.pid')};${user ? ` user ${user};` : ''}`;
  const child = spawn(bin, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', globals], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForPort(port, 15_000, child);
  } catch (error) {
    await stopChild(child);
    const log = path.join(dir, 'error.log');
    throw new Error(
      `nginx did not start: ${existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').slice(-3).join(' | ') : error.message}`,
    );
  }
  return { child, stop: () => stopChild(child, 'SIGQUIT') };
}
