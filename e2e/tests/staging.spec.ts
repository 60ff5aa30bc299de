import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { E2E_SITE_DIR } from '../support/paths.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STAGING = 'http://localhost:4311';
let server: ChildProcess;

/** A second server on the same site, as the staging environment. */
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, [join(ROOT, 'apps/api/dist/main.js')], {
    env: { ...process.env, PORT: '4311', DATA_DIR: 'memory://', SITE_DIR: E2E_SITE_DIR, APP_ENV: 'staging', NODE_ENV: 'test' },
    stdio: 'ignore',
  });
  await expect.poll(() => fetch(`${STAGING}/manifest.json`).then((r) => r.status, () => 0), { timeout: 90_000 }).toBe(200);
});
test.afterAll(() => server?.kill());

test('staging: a browser overrides one remote version and the panel shows it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${STAGING}/app`);
  const root = page.locator('[data-remote-name="events"]');
  const current = (await root.getAttribute('data-remote-build'))!;
  const version = `0.8.${Date.now() % 100000}`;
  const outDir = mkdtempSync(join(tmpdir(), 'events-staging-'));
  try {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: join(ROOT, 'apps/events-mfe'), env: { ...process.env, REMOTE_VERSION: version, REMOTE_OUT_DIR: outDir }, stdio: 'pipe' });
    execFileSync('node', ['scripts/release.mjs', 'release', 'events', '--env', 'staging', '--from', outDir], { cwd: ROOT, env: { ...process.env, SITE_DIR: E2E_SITE_DIR } });

    await page.reload();
    await expect(root).toHaveAttribute('data-remote-build', version);

    // This browser pins the previous version with the query parameter; it sticks across reloads.
    await page.goto(`${STAGING}/app?remote-override=events@${current}`);
    await expect(root).toHaveAttribute('data-remote-build', current);
    await page.goto(`${STAGING}/app`);
    await expect(root).toHaveAttribute('data-remote-build', current);

    const panel = page.getByTestId('version-panel');
    await panel.getByRole('button', { name: 'Loaded versions' }).click();
    const row = panel.locator('tr[data-remote="events"]');
    await expect(row).toHaveAttribute('data-version', current);
    await expect(row).toContainText('override');

    // Another browser (no override) gets the released version.
    const other = await page.context().browser()!.newPage();
    await other.goto(`${STAGING}/app`);
    await expect(other.locator('[data-remote-name="events"]')).toHaveAttribute('data-remote-build', version);
    await other.close();

    await page.goto(`${STAGING}/app?remote-override=clear`);
    await expect(root).toHaveAttribute('data-remote-build', version);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    execFileSync('node', ['scripts/release.mjs', 'rollback', 'events', '--env', 'staging'], { cwd: ROOT, env: { ...process.env, SITE_DIR: E2E_SITE_DIR } });
  }
});

test('development ignores version overrides and shows no version panel', async ({ page }) => {
  await page.goto('/app?remote-override=events@0.0.1');
  await expect(page.locator('[data-remote-name="events"]')).toBeVisible();
  await expect(page.getByTestId('version-panel')).toHaveCount(0);
});
