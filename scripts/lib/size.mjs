/**
 * What a visitor downloads before first render, measured in a real browser
 * against a served site, and the budgets it is held to. Used by
 * `npm run bench:size` (prints) and `scripts/check-size.mjs` (fails the suite).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT } from './paths.mjs';
import { CHROMIUM_ARGS } from '../../e2e/support/chromium-args.mjs';

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
    const ok = await fetch(`http://localhost:${port}/manifest.json`).then(
      (r) => r.ok,
      () => false,
    );
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
 * Loads each route and sums the JavaScript responses received before its ready selector appears
 * (first render of the remote that owns the route): as sent (the body on the wire, with the
 * encoding the server chose for this browser) and, for comparison, gzip -9 of each body.
 */
export async function measureRoutes(origin, routes) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const results = [];
    for (const route of routes) {
      const page = await browser.newPage();
      const sent = await sentBytes(page);
      const pending = [];
      const scripts = [];
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (!type.includes('javascript')) return;
        const at = Date.now();
        pending.push(
          response.body().then(
            (body) =>
              scripts.push({
                url: new URL(response.url()).pathname,
                href: response.url(),
                raw: body.length,
                gzip: gzipSize(body),
                encoding: response.headers()['content-encoding'] ?? 'identity',
                at,
              }),
            () => undefined,
          ),
        );
      });
      const started = Date.now();
      await page.goto(`${origin}${route.url}`);
      await page.waitForSelector(route.ready, { state: 'attached', timeout: 30000 });
      const firstRender = Date.now();
      await Promise.all(pending);
      await page.waitForTimeout(200);
      await page.close();
      const chunks = scripts
        .filter((s) => s.at <= firstRender)
        .map((s) => ({ ...s, sent: sent.get(s.href) ?? s.raw }))
        .sort((a, b) => b.gzip - a.gzip);
      results.push({
        route: route.name,
        url: route.url,
        files: chunks.length,
        raw: chunks.reduce((a, s) => a + s.raw, 0),
        gzip: chunks.reduce((a, s) => a + s.gzip, 0),
        sent: chunks.reduce((a, s) => a + s.sent, 0),
        encodings: [...new Set(chunks.map((s) => s.encoding))],
        ms: firstRender - started,
        chunks,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Body bytes received per URL, as sent (compressed or not), from Chromium's network layer: total minus headers. */
async function sentBytes(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  const bytes = new Map();
  cdp.on('Network.responseReceived', (e) => requests.set(e.requestId, { url: e.response.url, headers: e.response.encodedDataLength }));
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) bytes.set(r.url, e.encodedDataLength - r.headers);
  });
  return bytes;
}

/** Each remote's entry file as the environment manifest points at it. */
export function remoteEntrySizes(siteDir, env = 'development') {
  const manifestFile = join(siteDir, 'env', `${env}.json`);
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return Object.entries(manifest.remotes ?? {}).map(([name, channel]) => {
    const file = join(siteDir, channel.entry.replace(/^\//, ''));
    const body = readFileSync(file);
    // as sent to a browser that takes brotli: the precompressed copy the release published beside it
    const br = existsSync(`${file}.br`) ? statSync(`${file}.br`).size : null;
    return { name, version: channel.version, raw: body.length, gzip: gzipSize(body), br };
  });
}

/** Every figure over its budget, as a sentence; empty when all hold. */
export function overBudget(routeResults, entries, budgets) {
  const problems = [];
  for (const r of routeResults) {
    const limit = budgets.routes[r.route]?.gzipKB;
    if (limit !== undefined && r.gzip / 1024 > limit)
      problems.push(`${r.route}: ${kb(r.gzip)} gzip of JavaScript before first render, over its ${limit} KB budget`);
    const sentLimit = budgets.routes[r.route]?.sentKB;
    if (sentLimit !== undefined && r.sent / 1024 > sentLimit)
      problems.push(
        `${r.route}: ${kb(r.sent)} of JavaScript sent (${r.encodings.join(', ')}) before first render, over its ${sentLimit} KB budget`,
      );
  }
  for (const e of entries) {
    const limit = budgets.remoteEntries?.[e.name]?.gzipKB;
    if (limit !== undefined && e.gzip / 1024 > limit)
      problems.push(`${e.name} remote entry: ${kb(e.gzip)} gzip, over its ${limit} KB budget`);
  }
  return problems;
}

/** Per route: total, then every chunk; then the remote entries. */
export function formatReport(routeResults, entries, budgets, { top = Infinity } = {}) {
  const lines = [
    'JavaScript loaded before first render (sent: as the server sent it to Chromium; gzip: gzip -9 of each file, for comparison)',
  ];
  for (const r of routeResults) {
    const { gzipKB: limit, sentKB: sentLimit, targetKB: target } = budgets.routes[r.route] ?? {};
    const verdict = [
      sentLimit === undefined
        ? ''
        : r.sent / 1024 <= sentLimit
          ? `sent within the enforced ${sentLimit} KB`
          : `sent OVER the enforced ${sentLimit} KB`,
      limit === undefined ? '' : r.gzip / 1024 <= limit ? `gzip within the enforced ${limit} KB` : `gzip OVER the enforced ${limit} KB`,
      target === undefined
        ? ''
        : r.sent / 1024 <= target
          ? `within the ${target} KB target`
          : `${kb(r.sent - target * 1024)} over the ${target} KB target`,
    ]
      .filter(Boolean)
      .join(', ');
    lines.push(
      `  ${r.route.padEnd(12)} ${String(r.files).padStart(3)} files  sent ${kb(r.sent).padStart(8)} (${r.encodings.join(', ')})  gzip ${kb(r.gzip).padStart(8)}  raw ${kb(r.raw).padStart(9)}  ${verdict}  (first render ${r.ms} ms)`,
    );
    for (const s of r.chunks.slice(0, top))
      lines.push(
        `      ${kb(s.sent).padStart(8)} sent ${s.encoding.padEnd(8)} ${kb(s.gzip).padStart(8)} gz ${kb(s.raw).padStart(9)} raw  ${s.url}`,
      );
  }
  if (entries.length) lines.push('Remote entries (remoteEntry.js) as the manifest points at them');
  for (const e of entries) {
    const limit = budgets.remoteEntries?.[e.name]?.gzipKB;
    lines.push(
      `  ${e.name.padEnd(9)} ${e.version.padEnd(14)} raw ${kb(e.raw).padStart(9)}  gzip ${kb(e.gzip).padStart(8)}  brotli ${e.br === null ? '(none)' : kb(e.br).padStart(8)}${limit === undefined ? '' : `  (gzip budget ${limit} KB)`}`,
    );
  }
  return lines.join('\n');
}
