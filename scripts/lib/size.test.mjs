import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './paths.mjs';

let dir;
const port = process.env.SIZE_TEST_PORT ?? '4393';

/**
 * A site whose first render of /app needs about 30 KB gzip of incompressible JavaScript,
 * with an events remote entry of about 9 KB gzip.
 */
function fixtureSite() {
  const site = join(dir, 'site');
  mkdirSync(join(site, 'assets'), { recursive: true });
  mkdirSync(join(site, 'env'), { recursive: true });
  mkdirSync(join(site, 'remotes', 'events', '1.0.0'), { recursive: true });
  writeFileSync(join(site, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>');
  writeFileSync(
    join(site, 'assets', 'main.js'),
    `const payload = ${JSON.stringify(randomBytes(30 * 1024).toString('base64'))};\n` +
      `const slot = document.createElement('div'); slot.dataset.remoteName = payload.length > 0 ? 'events' : ''; slot.textContent = 'Events'; document.body.append(slot);\n`,
  );
  writeFileSync(join(site, 'remotes', 'events', '1.0.0', 'remoteEntry.js'), `export const x = ${JSON.stringify(randomBytes(9 * 1024).toString('base64'))};\n`);
  const manifest = { env: 'development', remotes: { events: { version: '1.0.0', entry: '/remotes/events/1.0.0/remoteEntry.js', routes: [] } } };
  writeFileSync(join(site, 'env', 'development.json'), JSON.stringify(manifest));
  return site;
}

function budgets(appKB, entryKB) {
  const file = join(dir, `budgets-${appKB}-${entryKB}.json`);
  writeFileSync(file, JSON.stringify({ routes: { '/app': { url: '/app', ready: '[data-remote-name="events"]', gzipKB: appKB } }, remoteEntries: { events: { gzipKB: entryKB } } }));
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
    expect(result.stderr).toMatch(/events remote entry: 9\.\d KB gzip, over its 8 KB budget/);
  }, 120000);

  it('passes and prints the figures per chunk when everything is within budget', () => {
    const result = check(fixtureSite(), budgets(60, 16));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/\/assets\/main\.js/);
    expect(result.stdout).toContain('Every size budget holds.');
  }, 120000);
});
