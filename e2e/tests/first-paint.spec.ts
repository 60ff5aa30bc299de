import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { authedPost, createAccount } from '../support/api';

// The server's first paint (issue 27): the route's first screen in the page itself, painted before any
// script runs, then replaced in place by the live screen.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const events = (language: string) =>
  JSON.parse(readFileSync(`${ROOT}/apps/events-mfe/src/locales/${language}.json`, 'utf8')) as { home: { headline: string } };
const auth = (language: string) =>
  JSON.parse(readFileSync(`${ROOT}/apps/auth-mfe/src/locales/${language}.json`, 'utf8')) as { credentials: { signinHeading: string } };

const call = (language: string) =>
  JSON.parse(readFileSync(`${ROOT}/apps/call-mfe/src/locales/${language}.json`, 'utf8')) as { join: { hostedBy: string } };
const common = (language: string) =>
  JSON.parse(readFileSync(`${ROOT}/libs/i18n/src/locales/${language}.json`, 'utf8')) as { errors: { invalidLink: string } };

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

test.describe("the join page's first paint", () => {
  test.use({ locale: 'vi-VN' });
  const topic = 'R&D <review> "Q4"';

  async function passcodeEvent(request: Parameters<typeof createAccount>[0]) {
    const host = await createAccount(request, 'Lan & <Co>');
    return authedPost<{ alias: string }>(request, host.token, '/conference/api/account/qrcode/create', {
      topic,
      mode: 'meeting',
      call_type: 'instant',
      passcode: '8642',
    });
  }

  test("paints the event's topic, host and passcode field before any script, in the visitor's language", async ({ page, request }) => {
    const { alias } = await passcodeEvent(request);
    await withoutScripts(page);
    await page.goto(`/j/${alias}`);
    await expect(firstPaint(page).locator('h1')).toHaveText(topic);
    await expect(firstPaint(page)).toContainText(call('vi').join.hostedBy.replace('{{name}}', 'Lan & <Co>'));
    await expect(firstPaint(page).locator('input[type="password"]')).toBeVisible();
    await expect(firstPaint(page).locator('form, [id]')).toHaveCount(0);
    await expect(page.getByRole('heading')).toHaveCount(0);
    // the passcode itself is nowhere in the page
    expect(await page.content()).not.toContain('8642');
  });

  test('is replaced in place by the live join page, which starts from the same detail with no loader and no second read', async ({
    page,
    context,
    request,
  }) => {
    const { alias } = await passcodeEvent(request);
    const picture = await context.newPage();
    await withoutScripts(picture);
    await picture.goto(`/j/${alias}`);
    const painted = await picture.locator('#first-paint h1').boundingBox();

    const detailReads: string[] = [];
    page.on('request', (r) => r.url().includes('/qrcode/short-detail') && detailReads.push(r.url()));
    await page.addInitScript(() => {
      const w = window as unknown as { loaderSeen: boolean };
      w.loaderSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('.ui-page-loader')) w.loaderSeen = true;
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(`/j/${alias}`);
    await expect(anyFirstPaint(page)).toHaveCount(0);
    const heading = page.getByRole('heading', { level: 1, name: topic });
    await expect(heading).toBeVisible();
    expect(await heading.boundingBox()).toEqual(painted);
    expect(await page.evaluate(() => (window as unknown as { loaderSeen: boolean }).loaderSeen)).toBe(false);
    expect(detailReads).toEqual([]);
    // the live page works: a wrong passcode is refused by the server
    await page.getByLabel('Tên hiển thị').fill('Minh');
    await page.getByRole('textbox', { name: 'Mật mã', exact: true }).fill('0000');
    await page.getByRole('button', { name: 'Tham gia ngay' }).click();
    await expect(page.getByText('Mật mã không đúng', { exact: false })).toBeVisible();
  });

  test('draws a link that names no event as the live page does', async ({ page, context }) => {
    const picture = await context.newPage();
    await withoutScripts(picture);
    await picture.goto('/j/no-such-event');
    await expect(picture.locator('#first-paint')).toContainText(common('vi').errors.invalidLink);
    await page.goto('/j/no-such-event');
    await expect(anyFirstPaint(page)).toHaveCount(0);
    await expect(page.getByText(common('vi').errors.invalidLink)).toBeVisible();
  });
});
