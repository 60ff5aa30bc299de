import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './paths.mjs';
import { precompressDir } from './precompress.mjs';

let dir;
const port = process.env.SIZE_TEST_PORT ?? '4393';

/**
 * A site whose first render of /app needs about 30 KB gzip of incompressible JavaScript (40 KB raw)
 * and 16 KB of very compressible JavaScript, with an events remote entry of about 9 KB gzip;
 * precompressed as the site build does, or not (then sent as it is).
 */
function fixtureSite({ precompressed = true } = {}) {
  const site = join(dir, precompressed ? 'site' : 'site-identity');
  mkdirSync(join(site, 'assets'), { recursive: true });
  mkdirSync(join(site, 'env'), { recursive: true });
  mkdirSync(join(site, 'remotes', 'events', '1.0.0'), { recursive: true });
  writeFileSync(
    join(site, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/main.js"></script><script type="module" src="/assets/strings.js"></script></body></html>',
  );
  writeFileSync(
    join(site, 'assets', 'strings.js'),
    `export const strings = ${JSON.stringify('Start a call in one click. '.repeat(600))};\n`,
  );
  writeFileSync(
    join(site, 'assets', 'main.js'),
    `const payload = ${JSON.stringify(randomBytes(30 * 1024).toString('base64'))};\n` +
      `const slot = document.createElement('div'); slot.dataset.remoteName = payload.length > 0 ? 'events' : ''; slot.textContent = 'Events'; document.body.append(slot);\n`,
  );
  writeFileSync(
    join(site, 'remotes', 'events', '1.0.0', 'remoteEntry.js'),
    `export const x = ${JSON.stringify(randomBytes(9 * 1024).toString('base64'))};\n`,
  );
  const manifest = {
    env: 'development',
    remotes: { events: { version: '1.0.0', entry: '/remotes/events/1.0.0/remoteEntry.js', routes: [] } },
  };
  writeFileSync(join(site, 'env', 'development.json'), JSON.stringify(manifest));
  if (precompressed) precompressDir(site);
  return site;
}

function budgets(appKB, entryKB, sentKB) {
  const file = join(dir, `budgets-${appKB}-${entryKB}-${sentKB}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      routes: { '/app': { url: '/app', ready: '[data-remote-name="events"]', gzipKB: appKB, sentKB } },
      remoteEntries: { events: { gzipKB: entryKB } },
    }),
  );
  return file;
}

function check(site, budgetFile) {
  return spawnSync(process.execPath, [join(ROOT, 'scripts', 'check-size.mjs'), '--site', site, '--budgets', budgetFile, '--static'], {
    encoding: 'utf8',
    env: { ...process.env, SIZE_PORT: port },
    timeout: 90000,
  });
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'size-check-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the size check of npm test', () => {
  it('fails, naming the route and the remote entry, when they pass their budgets', () => {
    const result = check(fixtureSite(), budgets(20, 8));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/\/app: 3\d\.\d KB gzip of JavaScript before first render, over its 20 KB budget/);
    expect(result.stderr).not.toMatch(/sent/);
    expect(result.stderr).toMatch(/events remote entry: 9\.\d KB gzip, over its 8 KB budget/);
  }, 120000);

  it('measures what is sent: brotli when the site is precompressed, the raw bytes when it is not', () => {
    const compressed = check(fixtureSite(), budgets(60, 16, 32));
    expect(compressed.stderr).toBe('');
    // 30.x KB of random base64 and the strings in well under 1 KB: brotli, as Chromium asked for it
    expect(compressed.stdout).toMatch(/\/app +2 files +sent +3[01]\.\d KB \(br\)/);
    expect(compressed.stdout).toMatch(/sent br .*\/assets\/strings\.js/);

    const identity = check(fixtureSite({ precompressed: false }), budgets(60, 16, 32));
    expect(identity.status).toBe(1);
    expect(identity.stderr).toMatch(/\/app: 5\d\.\d KB of JavaScript sent \(identity\) before first render, over its 32 KB budget/);
  }, 180000);

  it('passes and prints the figures per chunk when everything is within budget', () => {
    const result = check(fixtureSite(), budgets(60, 16));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/\/assets\/main\.js/);
    expect(result.stdout).toContain('Every size budget holds.');
  }, 120000);
});
