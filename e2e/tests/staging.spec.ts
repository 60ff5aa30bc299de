import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { E2E_SITE_DIR } from '../support/paths.mjs';
import { networkLog } from '../support/network-log';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// The staging server sits next to the shared e2e server, in the same port range.
const STAGING_PORT = Number(process.env.E2E_PORT ?? 4310) + 1;
const STAGING = `http://localhost:${STAGING_PORT}`;
let server: ChildProcess;

/** A second server on the same site, as the staging environment. */
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, [join(ROOT, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(STAGING_PORT),
      DATA_DIR: 'memory://',
      SITE_DIR: E2E_SITE_DIR,
      APP_ENV: 'staging',
      NODE_ENV: 'test',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${STAGING}/manifest.json`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
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
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
      cwd: join(ROOT, 'apps/events-mfe'),
      env: { ...process.env, REMOTE_VERSION: version, REMOTE_OUT_DIR: outDir },
      stdio: 'pipe',
    });
    execFileSync('node', ['scripts/release.mjs', 'release', 'events', '--env', 'staging', '--from', outDir], {
      cwd: ROOT,
      env: { ...process.env, SITE_DIR: E2E_SITE_DIR },
    });

    await page.reload();
    await expect(root).toHaveAttribute('data-remote-build', version);

    // This browser pins the previous version with the query parameter; it sticks across reloads,
    // and the page preloads the pinned version, never the released one it would not run.
    const log = await networkLog(page);
    await page.goto(`${STAGING}/app?remote-override=events@${current}`);
    await expect(root).toHaveAttribute('data-remote-build', current);
    await page.goto(`${STAGING}/app`);
    await expect(root).toHaveAttribute('data-remote-build', current);
    const events = log.requests().filter((r) => r.path.startsWith('/remotes/events/'));
    expect(events.filter((r) => r.path.startsWith(`/remotes/events/${current}/`)).length).toBeGreaterThan(3);
    expect(events.filter((r) => r.path.startsWith(`/remotes/events/${version}/`)).map((r) => r.path)).toEqual([]);

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
    execFileSync('node', ['scripts/release.mjs', 'rollback', 'events', '--env', 'staging'], {
      cwd: ROOT,
      env: { ...process.env, SITE_DIR: E2E_SITE_DIR },
    });
  }
});

test('a broken events release falls back to the previous version, tells the user which runs, and reports the failure', async ({ page }) => {
  test.setTimeout(120_000);
  const logs: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/logger/v1/log')) logs.push(r.postData() ?? '');
  });
  await page.goto(`${STAGING}/app`);
  const root = page.locator('[data-remote-name="events"]');
  const previous = (await root.getAttribute('data-remote-build'))!;
  const version = `0.7.${Date.now() % 100000}`;
  const outDir = mkdtempSync(join(tmpdir(), 'events-fallback-'));
  try {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
      cwd: join(ROOT, 'apps/events-mfe'),
      env: { ...process.env, REMOTE_VERSION: version, REMOTE_OUT_DIR: outDir },
      stdio: 'pipe',
    });
    execFileSync('node', ['scripts/release.mjs', 'release', 'events', '--env', 'staging', '--from', outDir], {
      cwd: ROOT,
      env: { ...process.env, SITE_DIR: E2E_SITE_DIR },
    });
    // The new release's entry is broken (as a bad deploy would leave it).
    await page.route(`**/remotes/events/${version}/remoteEntry*.js*`, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.reload();

    await expect(root).toHaveAttribute('data-remote-build', previous);
    await expect(page.getByText(`Events is running its previous version (${previous}).`)).toBeVisible();
    await expect(page.getByText(`Version ${version} could not be loaded; the problem has been reported.`)).toBeVisible();
    await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
    await expect.poll(() => logs.some((l) => l.includes('remote:events') && l.includes(version))).toBe(true);

    const panel = page.getByTestId('version-panel');
    await panel.getByRole('button', { name: 'Loaded versions' }).click();
    const row = panel.locator('tr[data-remote="events"]');
    await expect(row).toHaveAttribute('data-version', previous);
    await expect(row).toContainText('previous version');

    // When no version loads, the error panel remains.
    await page.route(`**/remotes/events/${previous}/remoteEntry*.js*`, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.reload();
    await expect(page.getByTestId('remote-error-panel')).toBeVisible();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    execFileSync('node', ['scripts/release.mjs', 'rollback', 'events', '--env', 'staging'], {
      cwd: ROOT,
      env: { ...process.env, SITE_DIR: E2E_SITE_DIR },
    });
  }
});

test('development ignores version overrides and shows no version panel', async ({ page }) => {
  await page.goto('/app?remote-override=events@0.0.1');
  await expect(page.locator('[data-remote-name="events"]')).toBeVisible();
  await expect(page.getByTestId('version-panel')).toHaveCount(0);
});
