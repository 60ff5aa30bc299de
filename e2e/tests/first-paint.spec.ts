import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

// The server's first paint (issue 27): the route's first screen in the page itself, painted before any
// script runs, then replaced in place by the live screen.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const events = (language: string) =>
  JSON.parse(readFileSync(`${ROOT}/apps/events-mfe/src/locales/${language}.json`, 'utf8')) as { home: { headline: string } };
const auth = (language: string) =>
  JSON.parse(readFileSync(`${ROOT}/apps/auth-mfe/src/locales/${language}.json`, 'utf8')) as { credentials: { signinHeading: string } };

const firstPaint = (page: Page) => page.locator('#first-paint');
/** The first paint as the page's root holds it, or its screen waiting in the live content slot (inert). */
const anyFirstPaint = (page: Page) => page.locator('#first-paint, [inert]');
const withoutScripts = (page: Page) => page.route(/\.js(\?|$)/, (route) => route.abort());

test.describe('first paint', () => {
  test.use({ locale: 'vi-VN' });

  test("paints the route's first screen before any script, in the visitor's language, as an inert picture", async ({ page }) => {
    await withoutScripts(page);
    await page.goto('/app');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(firstPaint(page)).toBeVisible();
    await expect(firstPaint(page).locator('h1')).toHaveText(events('vi').home.headline);
    await expect(firstPaint(page)).toHaveAttribute('inert', '');
    await expect(firstPaint(page)).toHaveAttribute('aria-hidden', 'true');
    // nothing in it can be used or is read out: no form, no landmark or heading for assistive technology
    await expect(firstPaint(page).locator('form, [id]')).toHaveCount(0);
    await expect(page.getByRole('heading')).toHaveCount(0);
  });

  test('is replaced in place by the live screen, the only one that works', async ({ page, context }) => {
    const picture = await context.newPage();
    await withoutScripts(picture);
    await picture.goto('/app');
    const painted = await picture.locator('#first-paint h1').boundingBox();

    await page.goto('/app');
    await expect(anyFirstPaint(page)).toHaveCount(0);
    const heading = page.getByRole('heading', { level: 1, name: events('vi').home.headline });
    await expect(heading).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await heading.boundingBox()).toEqual(painted);
    await page.getByRole('button', { name: 'Lên lịch sự kiện' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('follows the language the visitor chose, not only the browser', async ({ page }) => {
    await page.goto('/login');
    await expect(anyFirstPaint(page)).toHaveCount(0);
    await page.getByTestId('language-select').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await withoutScripts(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(firstPaint(page).locator('h1')).toHaveText(auth('en').credentials.signinHeading);
  });

  test('gives way to the error panel when the remote cannot load', async ({ page }) => {
    await page.route('**/remotes/events/**/remoteEntry*.js*', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/app');
    await expect(page.getByTestId('remote-error-panel')).toBeVisible();
    await expect(anyFirstPaint(page)).toHaveCount(0);
  });

  test('is not shown to a signed-in visitor, whose screen it is not', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('account.tokenQ', 'a-session'));
    await withoutScripts(page);
    await page.goto('/app');
    await expect(firstPaint(page)).toBeHidden();
  });
});
