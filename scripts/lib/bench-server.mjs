/**
 * What the product benches share: the built API + site on a port of their own (a private copy of the
 * site and a fresh data folder), JSON calls to it, and a signed-up host with an event.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Starts `apps/api/dist/main.js` on `port` (with `env` added); resolves once it serves the manifest. */
export async function startBuiltServer(port, label = 'bench', env = {}) {
  // BENCH_API_DIST: another build of the API beside apps/api/dist (say, apps/api/dist-old), to alternate two.
  const main = join(ROOT, 'apps', 'api', process.env.BENCH_API_DIST ?? 'dist', 'main.js');
  // BENCH_SITE_DIR: another build of the site (say, the one before a change, to alternate old and new runs).
  const site = process.env.BENCH_SITE_DIR ?? join(ROOT, 'dist', 'site');
  if (!existsSync(main) || !existsSync(join(site, 'index.html'))) throw new Error('Build first: node scripts/build-site.mjs');
  // A server left on the port by an earlier run would answer for this one, and the bench would measure its build.
  const taken = await fetch(`http://localhost:${port}/manifest.json`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Something already answers on port ${port} (a server left by an earlier run?): stop it, or set another port`);
  // A private copy: other builds may rewrite dist/site while the bench runs.
  const siteCopy = mkdtempSync(join(tmpdir(), `${label}-site-`));
  cpSync(site, siteCopy, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), `${label}-data-`));
  const base = `http://localhost:${port}`;
  const child = spawn(process.execPath, [main], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIR: siteCopy,
      APP_ENV: 'development',
      NODE_ENV: 'test',
      ...env,
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  let up = false;
  for (let i = 0; i < 300 && !up; i += 1) {
    try {
      up = (await fetch(`${base}/manifest.json`)).ok;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error(`API exited: ${stderr.slice(-500)}`);
    if (!up) await new Promise((r) => setTimeout(r, 200));
  }
  if (!up) {
    child.kill('SIGKILL');
    throw new Error(`API did not answer on ${base} within 60 s`);
  }
  return {
    base,
    pid: child.pid,
    dataDir,
    /** Stops the service (SIGTERM lets it end its own children) and removes its folders. */
    async stop(graceMs = 0) {
      child.kill('SIGTERM');
      if (graceMs) {
        await new Promise((r) => setTimeout(r, graceMs));
        child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(siteCopy, { recursive: true, force: true });
    },
  };
}

/** A JSON call (GET without a body, POST with one); throws on a non-2xx answer. */
export async function apiCall(base, path, body, token) {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A confirmed host account (code read from the dev outbox) and an instant event of `mode`. */
export async function createHostAndEvent(base, mode = 'meeting', topic = `Bench ${mode}`) {
  const email = `bench.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  // Signup gives no session: the mailed code, sent back with the signup's secret, does.
  const { signup_token: signupToken } = await apiCall(base, '/api/v1/user/signup', {
    email,
    password: 'correct-horse-9',
    display_name: 'Bench Host',
  });
  const outbox = await apiCall(base, `/__dev/outbox?to=${encodeURIComponent(email)}`);
  const { authorization: token } = await apiCall(base, '/api/v1/user/confirm-email', {
    username: email,
    code: outbox.find((item) => item.code).code,
    signup_token: signupToken,
  });
  const event = await apiCall(
    base,
    '/conference/api/account/qrcode/create',
    { topic, mode, call_type: 'instant', start_time: new Date().toISOString(), duration_minutes: 60 },
    token,
  );
  return { token, alias: event.alias };
}
