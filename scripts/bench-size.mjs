#!/usr/bin/env node
/**
 * npm run bench:size — JavaScript loaded before first render of /app and
 * /j/{alias} (files, raw and gzip), and each remote's entry size, against the
 * 150 KB gzip budget. Prints figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { REMOTES, ROOT, SITE_DIR } from './lib/paths.mjs';

const BUDGET_GZIP_KB = 150;
const PORT = 4390;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (!existsSync(join(SITE_DIR, 'index.html'))) {
  console.error('Build first: node scripts/build-site.mjs');
  process.exit(1);
}
const api = join(ROOT, 'apps', 'api', 'dist', 'main.js');
const server = spawn(process.execPath, [existsSync(api) ? api : join(ROOT, 'scripts', 'serve-site.mjs')], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: 'memory://', NODE_ENV: 'test' },
  stdio: 'ignore',
});
await new Promise((resolve, reject) => {
  const started = Date.now();
  const poll = () =>
    fetch(`http://localhost:${PORT}/manifest.json`).then(resolve, () => (Date.now() - started > 90000 ? reject(new Error('server did not start')) : setTimeout(poll, 200)));
  poll();
});

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });

async function measure(path, readySelector) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    try {
      const body = await response.body();
      scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, at: Date.now() });
    } catch {
      /* response body unavailable (redirect) */
    }
  });
  const started = Date.now();
  await page.goto(`http://localhost:${PORT}${path}`);
  await page.waitForSelector(readySelector, { timeout: 20000 });
  const firstRender = Date.now();
  await page.waitForTimeout(300);
  const before = scripts.filter((s) => s.at <= firstRender + 50);
  const raw = before.reduce((a, s) => a + s.raw, 0);
  const gzip = before.reduce((a, s) => a + s.gzip, 0);
  await page.close();
  return { path, files: before.length, raw, gzip, ms: firstRender - started, largest: before.sort((a, b) => b.gzip - a.gzip) };
}

try {
  const results = [await measure('/app', '[data-remote-name="events"]'), await measure('/j/bench-alias', '[data-remote-name="call"]')];
  console.log('\nJavaScript loaded before first render');
  for (const r of results) {
    const verdict = r.gzip / 1024 <= BUDGET_GZIP_KB ? 'within' : 'OVER';
    console.log(`  ${r.path.padEnd(16)} ${String(r.files).padStart(3)} files  raw ${kb(r.raw).padStart(9)}  gzip ${kb(r.gzip).padStart(8)}  (${verdict} the ${BUDGET_GZIP_KB} KB gzip budget)  first render ${r.ms} ms`);
    for (const s of r.largest.slice(0, Number(process.env.BENCH_TOP ?? 5))) console.log(`      ${kb(s.gzip).padStart(8)} gz  ${s.url}`);
  }
  console.log('\nRemote entries (remoteEntry.js) as published');
  for (const name of REMOTES) {
    const dir = join(SITE_DIR, 'remotes', name);
    if (!existsSync(dir)) continue;
    const version = readdirSync(dir).sort((a, b) => statSync(join(dir, b)).mtimeMs - statSync(join(dir, a)).mtimeMs)[0];
    const entry = readFileSync(join(dir, version, 'remoteEntry.js'));
    console.log(`  ${name.padEnd(9)} ${version.padEnd(14)} raw ${kb(entry.length).padStart(9)}  gzip ${kb(gzipSync(entry, { level: 9 }).length).padStart(8)}`);
  }
} finally {
  await browser.close();
  server.kill();
}
