/**
 * What a visitor downloads before first render, measured in a real browser
 * against a served site, and the budgets it is held to. Used by
 * `npm run bench:size` (prints) and `scripts/check-size.mjs` (fails the suite).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT } from './paths.mjs';

export const BUDGETS_FILE = join(ROOT, 'scripts', 'size-budgets.json');
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gzipSize = (body) => gzipSync(body, { level: 9 }).length;

export function readBudgets(file = BUDGETS_FILE) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Serves `siteDir` on `port`: the API when it is built (real pages), else the static host. */
export async function serveSite({ siteDir, port, staticOnly = false }) {
  const api = join(ROOT, 'apps', 'api', 'dist', 'main.js');
  const main = !staticOnly && existsSync(api) ? api : join(ROOT, 'scripts', 'serve-site.mjs');
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: String(port), SITE_DIR: siteDir, DATA_DIR: 'memory://', NODE_ENV: 'test', APP_ENV: 'development' },
    stdio: 'ignore',
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site server exited (${child.exitCode})`);
    const ok = await fetch(`http://localhost:${port}/manifest.json`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() - started > 90000) {
      child.kill();
      throw new Error('the site server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { origin: `http://localhost:${port}`, close: () => child.kill() };
}

/**
 * Loads each route and sums the JavaScript responses received before its
 * ready selector appears (first render of the remote that owns the route).
 */
export async function measureRoutes(origin, routes) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const results = [];
    for (const route of routes) {
      const page = await browser.newPage();
      const pending = [];
      const scripts = [];
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (!type.includes('javascript')) return;
        const at = Date.now();
        pending.push(
          response.body().then(
            (body) => scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSize(body), at }),
            () => undefined,
          ),
        );
      });
      const started = Date.now();
      await page.goto(`${origin}${route.url}`);
      await page.waitForSelector(route.ready, { state: 'attached', timeout: 30000 });
      const firstRender = Date.now();
      await Promise.all(pending);
      await page.close();
      const chunks = scripts.filter((s) => s.at <= firstRender).sort((a, b) => b.gzip - a.gzip);
      results.push({
        route: route.name,
        url: route.url,
        files: chunks.length,
        raw: chunks.reduce((a, s) => a + s.raw, 0),
        gzip: chunks.reduce((a, s) => a + s.gzip, 0),
        ms: firstRender - started,
        chunks,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Each remote's entry file as the environment manifest points at it. */
export function remoteEntrySizes(siteDir, env = 'development') {
  const manifestFile = join(siteDir, 'env', `${env}.json`);
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return Object.entries(manifest.remotes ?? {}).map(([name, channel]) => {
    const body = readFileSync(join(siteDir, channel.entry.replace(/^\//, '')));
    return { name, version: channel.version, raw: body.length, gzip: gzipSize(body) };
  });
}

/** Every figure over its budget, as a sentence; empty when all hold. */
export function overBudget(routeResults, entries, budgets) {
  const problems = [];
  for (const r of routeResults) {
    const limit = budgets.routes[r.route]?.gzipKB;
    if (limit !== undefined && r.gzip / 1024 > limit) problems.push(`${r.route}: ${kb(r.gzip)} gzip of JavaScript before first render, over its ${limit} KB budget`);
  }
  for (const e of entries) {
    const limit = budgets.remoteEntries?.[e.name]?.gzipKB;
    if (limit !== undefined && e.gzip / 1024 > limit) problems.push(`${e.name} remote entry: ${kb(e.gzip)} gzip, over its ${limit} KB budget`);
  }
  return problems;
}

/** Per route: total, then every chunk; then the remote entries. */
export function formatReport(routeResults, entries, budgets, { top = Infinity } = {}) {
  const lines = ['JavaScript loaded before first render'];
  for (const r of routeResults) {
    const limit = budgets.routes[r.route]?.gzipKB;
    const target = budgets.routes[r.route]?.targetKB;
    const verdict = [
      limit === undefined ? '' : r.gzip / 1024 <= limit ? `within the enforced ${limit} KB` : `OVER the enforced ${limit} KB`,
      target === undefined ? '' : r.gzip / 1024 <= target ? `within the ${target} KB target` : `${kb(r.gzip - target * 1024)} over the ${target} KB target`,
    ].filter(Boolean).join(', ');
    lines.push(`  ${r.route.padEnd(12)} ${String(r.files).padStart(3)} files  raw ${kb(r.raw).padStart(9)}  gzip ${kb(r.gzip).padStart(8)}  ${verdict}  (first render ${r.ms} ms)`);
    for (const s of r.chunks.slice(0, top)) lines.push(`      ${kb(s.gzip).padStart(8)} gz ${kb(s.raw).padStart(9)} raw  ${s.url}`);
  }
  if (entries.length) lines.push('Remote entries (remoteEntry.js) as the manifest points at them');
  for (const e of entries) {
    const limit = budgets.remoteEntries?.[e.name]?.gzipKB;
    lines.push(`  ${e.name.padEnd(9)} ${e.version.padEnd(14)} raw ${kb(e.raw).padStart(9)}  gzip ${kb(e.gzip).padStart(8)}${limit === undefined ? '' : `  (budget ${limit} KB)`}`);
  }
  return lines.join('\n');
}
