import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { E2E_SITE_DIR } from '../support/paths.mjs';
import { networkLog } from '../support/network-log';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

test.describe('shell', () => {
  test('/app loads with the default title', async ({ page }) => {
    await page.goto('/app');
    await expect(page).toHaveTitle('Communication without barriers | Convene');
    await expect(page.locator('[data-remote-name="events"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('a login-required page sends a logged-out user to login with the full target', async ({ page }) => {
    await page.goto('/app/conferences');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Fconferences$/);
    await expect(page.locator('[data-layout="auth"]')).toBeVisible();
  });

  test('/join/{alias} lands on /j/{alias} and / on /app', async ({ page }) => {
    await page.goto('/join/abc');
    await expect(page).toHaveURL(/\/j\/abc$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/app$/);
  });

  test('an unknown path gets a real not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found')).toContainText('/no/such/page');
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('the shell and the remotes share one API client and one session store', async ({ page }) => {
    await page.goto('/app');
    await expect(page.locator('[data-remote-name="events"]')).toBeVisible();
    await page.goto('/login');
    await expect(page.locator('[data-remote-name="auth"]')).toBeVisible();
    await page.evaluate(() => history.pushState(null, '', '/app'));
    await expect(page.locator('[data-remote-name="events"]')).toBeVisible();
    const probe = await page.evaluate(() => {
      const p = (globalThis as any).__PLATFORM_SHARED_API__;
      const names = Object.keys(p.consumers);
      return {
        evaluations: p.evaluations,
        names,
        sameStore: names.every((n) => p.consumers[n].sessionStore === p.consumers.shell.sessionStore),
        sameClient: names.every((n) => p.consumers[n].httpClient === p.consumers.shell.httpClient),
      };
    });
    expect(probe.evaluations).toBe(1);
    expect(probe.names).toEqual(expect.arrayContaining(['shell', 'events', 'auth']));
    expect(probe.sameStore).toBe(true);
    expect(probe.sameClient).toBe(true);
  });
});

test.describe('language', () => {
  test.use({ locale: 'vi-VN' });
  test('a Vietnamese browser gets Vietnamese, and the stored choice wins on reload', async ({ page }) => {
    await page.goto('/app');
    await expect(page).toHaveTitle('Giao tiếp không rào cản | Convene');
    await expect(page.getByRole('link', { name: 'Trang chủ' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    // Switched while the events remote may still be starting: its page comes in English too, never as keys.
    await page.getByTestId('language-select').selectOption('en');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video calls and events for everyone');
    await page.reload();
    await expect(page).toHaveTitle('Communication without barriers | Convene');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  });
});

test.describe('language switch while a remote starts', () => {
  test.use({ locale: 'vi-VN' });
  test('the remote that registers its strings during the switch is shown in the new language, never as keys', async ({ page }) => {
    // The switch's own strings (the shell's English) take a while, and the events remote arrives meanwhile.
    const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await page.route(
      (url) => url.pathname.startsWith('/assets/en-'),
      async (route) => {
        await delay(2500);
        await route.continue();
      },
    );
    // The remote's code is held until the switch has begun (a fixed delay raced the shell's start).
    let releaseRemote = () => {};
    const remoteHeld = new Promise<void>((resolve) => (releaseRemote = resolve));
    await page.route(
      (url) => /^\/remotes\/events\/[^/]+\/assets\/app-[^/]+\.js$/.test(url.pathname),
      async (route) => {
        await remoteHeld;
        await route.continue();
      },
    );
    await page.goto('/app');
    await expect(page.getByRole('link', { name: 'Trang chủ', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await page.getByTestId('language-select').selectOption('en');
    releaseRemote();
    // The events page arrives in Vietnamese while English loads...
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gọi video và tổ chức sự kiện cho mọi người');
    // ...and turns English with everything else.
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video calls and events for everyone');
    await expect(page.getByRole('link', { name: 'Sign in', exact: true }).last()).toBeVisible();
  });
});

test('the theme switch applies at once and persists', async ({ page }) => {
  await page.goto('/app');
  const html = page.locator('html');
  const before = (await html.getAttribute('data-theme')) ?? 'light';
  await page.getByTestId('theme-toggle').click();
  const after = before === 'dark' ? 'light' : 'dark';
  await expect(html).toHaveAttribute('data-theme', after);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', after);
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
  expect(primary.toLowerCase()).toBe('#c52428');
});

test('the loading bar runs during a navigation and finishes', async ({ page }) => {
  await page.goto('/app');
  const bar = page.getByTestId('loading-bar');
  await expect(bar).toHaveAttribute('data-active', 'false');
  expect(await bar.evaluate((el) => el.getBoundingClientRect().height)).toBe(2);
  await page.route('**/remotes/auth/**', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.evaluate(() => history.pushState(null, '', '/login'));
  await expect(bar).toHaveAttribute('data-active', 'true');
  await expect(page.locator('[data-remote-name="auth"]')).toBeVisible();
  await expect(bar).toHaveAttribute('data-active', 'false');
});

test('a remote whose entry is broken shows the error panel, the others keep working, and retry recovers', async ({ page }) => {
  const logs: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/logger/v1/log')) logs.push(r.postData() ?? '');
  });
  let broken = true;
  await page.route('**/remotes/events/**/remoteEntry*.js*', (route) =>
    broken ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
  );
  await page.goto('/app');
  const panel = page.getByTestId('remote-error-panel');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('could not be loaded');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect.poll(() => logs.some((l) => l.includes('remote:events'))).toBe(true);

  await page.evaluate(() => history.pushState(null, '', '/login'));
  await expect(page.locator('[data-remote-name="auth"]')).toBeVisible();
  await page.evaluate(() => history.pushState(null, '', '/app'));
  await expect(panel).toBeVisible();

  broken = false;
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-remote-name="events"]')).toBeVisible();
  await expect(panel).toHaveCount(0);
});

test('a new events release is picked up on reload without a shell rebuild, and rollback restores the old one', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/app');
  const root = page.locator('[data-remote-name="events"]');
  const original = await root.getAttribute('data-remote-build');
  const version = `0.9.${Date.now() % 100000}`;
  const outDir = mkdtempSync(join(tmpdir(), 'events-release-'));
  try {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
      cwd: join(ROOT, 'apps/events-mfe'),
      env: { ...process.env, REMOTE_VERSION: version, REMOTE_OUT_DIR: outDir },
      stdio: 'pipe',
    });
    const release = execFileSync('node', ['scripts/release.mjs', 'release', 'events', '--env', 'development', '--from', outDir], {
      cwd: ROOT,
      env: { ...process.env, SITE_DIR: E2E_SITE_DIR },
      encoding: 'utf8',
    });
    expect(release).toContain(`Released events@${version} to development`);
    await expect(root).toHaveAttribute('data-remote-build', original!);
    await page.reload();
    await expect(root).toHaveAttribute('data-remote-build', version);

    const rollback = execFileSync('node', ['scripts/release.mjs', 'rollback', 'events', '--env', 'development'], {
      cwd: ROOT,
      env: { ...process.env, SITE_DIR: E2E_SITE_DIR },
      encoding: 'utf8',
    });
    expect(rollback).toContain(`${version} -> ${original}`);
    await page.reload();
    await expect(root).toHaveAttribute('data-remote-build', original!);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});

/** A file of the site (page, shell, remotes), not a call to the services. */
const isSiteFile = (path: string) => !/^\/(api|apiv1|conference|call-config|signal|notification|logger|graphql|__dev)(\/|$)/.test(path);

test('a repeat visit asks the server for the page alone, and a release is there on the next visit though hashed files are kept for a year', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const log = await networkLog(page);
  await page.goto('/app');
  const root = page.locator('[data-remote-name="events"]');
  await expect(root).toBeVisible();
  const original = (await root.getAttribute('data-remote-build'))!;
  // First visit: scripts come compressed and are kept for a year; the manifest came inside the page.
  const scripts = log.requests().filter((r) => r.path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  expect(scripts.filter((r) => r.bytes > 2048 && r.encoding !== 'br').map((r) => r.path)).toEqual([]);
  expect(scripts.filter((r) => !r.cacheControl.includes('immutable')).map((r) => r.path)).toEqual([]);
  expect(log.requests().filter((r) => r.path === '/manifest.json')).toEqual([]);
  // What the route's first render needs was asked for by the page itself, at once, not discovered script after script.
  const firstLoad = await page.evaluate(
    () => JSON.parse(document.getElementById('platform-manifest')!.textContent!).remotes.events.firstLoad.modules as string[],
  );
  expect(firstLoad.length).toBeGreaterThan(3);
  expect(firstLoad.map((path) => [path, log.requests().find((r) => r.path === path)?.initiator])).toEqual(
    firstLoad.map((path) => [path, 'parser']),
  );

  log.clear();
  await page.goto('/app');
  await expect(root).toHaveAttribute('data-remote-build', original);
  expect(
    log
      .requests()
      .filter((r) => isSiteFile(r.path) && !r.fromCache)
      .map((r) => r.path),
  ).toEqual(['/app']);
  expect(log.requests().filter((r) => r.path.endsWith('.js')).length).toBeGreaterThan(10);

  const version = `0.9.${(Date.now() % 100000) + 1}`;
  const outDir = mkdtempSync(join(tmpdir(), 'events-next-visit-'));
  try {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
      cwd: join(ROOT, 'apps/events-mfe'),
      env: { ...process.env, REMOTE_VERSION: version, REMOTE_OUT_DIR: outDir },
      stdio: 'pipe',
    });
    execFileSync('node', ['scripts/release.mjs', 'release', 'events', '--env', 'development', '--from', outDir], {
      cwd: ROOT,
      env: { ...process.env, SITE_DIR: E2E_SITE_DIR },
    });
    log.clear();
    await page.goto('/app');
    await expect(root).toHaveAttribute('data-remote-build', version);
    // The page (revalidated) and the new release's files; the shell's files still from the cache.
    const fetched = log
      .requests()
      .filter((r) => isSiteFile(r.path) && !r.fromCache)
      .map((r) => r.path);
    expect(fetched[0]).toBe('/app');
    expect(fetched.slice(1).filter((path) => !path.startsWith(`/remotes/events/${version}/`))).toEqual([]);
    expect(fetched.some((path) => /\/remoteEntry-[\w-]{8}\.js$/.test(path))).toBe(true);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    execFileSync('node', ['scripts/release.mjs', 'rollback', 'events', '--env', 'development'], {
      cwd: ROOT,
      env: { ...process.env, SITE_DIR: E2E_SITE_DIR },
    });
  }
});

/** Counts the page's requests whose path contains `part` from now on. */
async function countRequests(page: import('@playwright/test').Page, part: string): Promise<() => number> {
  let count = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.includes(part)) count += 1;
  });
  return () => count;
}

test('an unreachable API shows what happened and how to recover, without logging the user out', async ({ page, request }) => {
  const { createAccount, signInWithToken } = await import('../support/api');
  const account = await createAccount(request, 'Offline Host');
  await signInWithToken(page, account.token);
  let down = true;
  // Every service behind the API is unreachable (not one endpoint: a success elsewhere would say it is back).
  await page.route(
    (url) => url.pathname.includes('/api/'),
    (route) => (down ? route.abort('connectionrefused') : route.continue()),
  );
  await page.goto('/app/conferences');
  const banner = page.getByTestId('connectivity-banner');
  await expect(banner).toContainText('Check your internet connection');
  await expect(page).toHaveURL(/\/app\/conferences$/);
  expect(await page.evaluate(() => localStorage.getItem('account.tokenQ'))).toBe(account.token);
  const retry = banner.getByRole('button', { name: 'Try again' });
  // Trying again while the services are still down tells the user again, and keeps them signed in.
  const attempts = await countRequests(page, '/api/');
  await retry.click();
  await expect.poll(attempts).toBeGreaterThan(0);
  await expect(banner).toContainText('Check your internet connection');
  expect(await page.evaluate(() => localStorage.getItem('account.tokenQ'))).toBe(account.token);

  // The services come back. The next request that gets through (the user's retry, or a background
  // refresh that happens to come first) clears the banner; the user retries until it is gone.
  down = false;
  await expect(async () => {
    if (await retry.isVisible()) await retry.click({ timeout: 2000 });
    await expect(banner).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('account-menu')).toContainText('Offline Host');
});
