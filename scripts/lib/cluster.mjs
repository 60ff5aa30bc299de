/**
 * The reference deployment of issue 25 on one machine: PostgreSQL, Redis, `instances` API processes and
 * nginx in front (apps/api/nginx/cluster.conf.template with platform.conf), all on loopback, files under
 * `dir`. `npm run start:cluster` (scripts/start-cluster.mjs) runs it; the API's cluster test too.
 * Resolves once nginx answers; `stop()` ends everything in the reverse order.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, SITE_DIR } from './paths.mjs';
import {
  freeTcpPort,
  nginxBin,
  nginxBrotliStaticModule,
  postgresBin,
  redisServerBin,
  startNginx,
  startPostgres,
  startRedis,
  stopChild,
  waitForPort,
} from './cluster-services.mjs';

const NGINX_FILES = ['platform.conf', 'platform-proxy.conf', 'hls-grants.conf'];
const NGINX_SOURCE = path.join(ROOT, 'apps', 'api', 'nginx');

/** What is missing to run the cluster, as the lines to print (empty: nothing). */
export function missingTools() {
  const missing = [];
  for (const check of [postgresBin, redisServerBin, nginxBin]) {
    try {
      check();
    } catch (error) {
      missing.push(error.message);
    }
  }
  return missing;
}

/**
 * How an API instance runs: the build (apps/api/dist/main.js) when there is one newer than every source file,
 * else the source through tsx (a stale build would serve yesterday's code without a word).
 */
export function apiCommand({ fromSource = false, apiMain } = {}) {
  if (apiMain) return [apiMain];
  const api = path.join(ROOT, 'apps', 'api');
  const built = path.join(api, 'dist', 'main.js');
  if (!fromSource && existsSync(built) && newestChange(path.join(api, 'src')) <= statSync(built).mtimeMs) return [built];
  return ['--import', 'tsx', path.join(api, 'src', 'main.ts')];
}

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(file) : statSync(file).mtimeMs);
  }
  return newest;
}

/**
 * Options: `port` (nginx; free by default), `instances` (3), `dir` (<repo>/.data/cluster), `siteDir` (the built
 * site, dist/site or SITE_DIR), `freshDatabase`
 * (false: the data outlives a restart), `fromSource` (run the API from src/ even when built), `apiMain` (another
 * build's main.js, to compare two builds), `env`
 * (more environment for every instance), `log` (a line of progress).
 */
export async function startCluster(options = {}) {
  const dir = path.resolve(options.dir ?? path.join(ROOT, '.data', 'cluster'));
  const count = options.instances ?? 3;
  const log = options.log ?? (() => undefined);
  const siteDir = path.resolve(options.siteDir ?? SITE_DIR);
  const stops = [];
  const stop = async () => {
    for (const end of stops.reverse()) await end().catch(() => undefined);
    stops.length = 0;
  };
  try {
    mkdirSync(dir, { recursive: true });
    const postgres = await startPostgres({ port: await freeTcpPort(), dir: path.join(dir, 'postgres'), fresh: options.freshDatabase });
    stops.push(postgres.stop);
    log(`PostgreSQL: ${postgres.url}`);
    const redis = await startRedis({ bin: redisServerBin() });
    stops.push(redis.stop);
    const redisUrl = `redis://${redis.address}`;
    log(`Redis: ${redisUrl}`);

    // What every instance must agree on: the database, Redis, the data folder (uploads, recordings, HLS,
    // which nginx serves too), the HLS grant secret (nginx checks the same grants).
    const dataDir = path.join(dir, 'data');
    mkdirSync(dataDir, { recursive: true });
    const secretFile = path.join(dir, 'hls-grant-secret');
    if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 });
    const hlsGrantSecret = readFileSync(secretFile, 'utf8').trim();
    const port = options.port ?? (await freeTcpPort());
    const instances = [];
    for (let index = 1; index <= count; index++) {
      const instancePort = await freeTcpPort();
      const id = `api-${index}`;
      const child = spawn(process.execPath, apiCommand(options), {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          ...options.env,
          PORT: String(instancePort),
          HOST: '127.0.0.1',
          INSTANCE_ID: id,
          DATABASE_URL: postgres.url,
          REDIS_URL: redisUrl,
          DATA_DIR: dataDir,
          SITE_DIR: siteDir,
          HLS_GRANT_SECRET: hlsGrantSecret,
          TRUST_PROXY: '1',
          PUBLIC_URL: options.env?.PUBLIC_URL ?? `http://localhost:${port}`,
        },
      });
      stops.push(() => stopChild(child));
      instances.push({ id, port: instancePort, child });
    }
    // They start side by side (migrations take an advisory lock: one applies them, the others wait).
    await Promise.all(instances.map((instance) => waitForPort(instance.port, 120_000, instance.child)));
    log(`API instances: ${instances.map((instance) => `${instance.id} on 127.0.0.1:${instance.port}`).join(', ')}`);

    const nginxDir = path.join(dir, 'nginx');
    mkdirSync(path.join(nginxDir, 'temp'), { recursive: true });
    for (const file of NGINX_FILES) copyFileSync(path.join(NGINX_SOURCE, file), path.join(nginxDir, file));
    const conf = path.join(nginxDir, 'nginx.conf');
    writeFileSync(
      conf,
      renderTemplate(readFileSync(path.join(NGINX_SOURCE, 'cluster.conf.template'), 'utf8'), {
        BROTLI_STATIC_MODULE: nginxBrotliStaticModule(),
        ACCESS_LOG: path.join(nginxDir, 'access.log'),
        TEMP_DIR: path.join(nginxDir, 'temp'),
        UPSTREAM_SERVERS: instances.map((instance) => `        server 127.0.0.1:${instance.port} max_fails=1 fail_timeout=5s;`).join('\n'),
        LISTEN: `127.0.0.1:${port}`,
        SITE_DIR: siteDir,
        HLS_GRANT_SECRET: hlsGrantSecret,
        HLS_DIR: path.join(dataDir, 'hls'),
      }),
    );
    // As root, nginx's workers would drop to nobody, who may not read the repository's private folders.
    const nginx = await startNginx({ conf, dir: nginxDir, port, user: process.getuid?.() === 0 ? 'root' : null });
    stops.push(nginx.stop);
    return {
      url: `http://localhost:${port}`,
      port,
      instances,
      nginxPid: nginx.child.pid,
      postgresUrl: postgres.url,
      redisUrl,
      dataDir,
      hlsGrantSecret,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Fills every {{NAME}} of an nginx template; a name without a value is an error, never an empty directive. */
export function renderTemplate(template, values) {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name) => {
    if (!(name in values)) throw new Error(`nginx template: no value for {{${name}}}`);
    return values[name];
  });
}
