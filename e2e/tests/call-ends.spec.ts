import { expect, test } from '../support/test';
import { signInWithToken } from '../support/api';
import { createMeeting, joinCall } from '../support/call';

/** Ends and states (issue 29): an ended event says so, "Live now" follows the room, the end page asks the server. */

test.describe.configure({ timeout: 150_000 });

test('after End for all, the guest is told the event ended, with no way back into an empty room (Vietnamese)', async ({
  browser,
  request,
  baseURL,
}) => {
  const { host, alias } = await createMeeting(request, 'Ending Host');
  const hostPage = await joinCall(browser, baseURL!, alias, 'Ending Host', host.token);
  const guestContext = await browser.newContext({ baseURL, permissions: ['camera', 'microphone'], viewport: { width: 1280, height: 800 } });
  await guestContext.addInitScript(() => localStorage.setItem('language', 'vi'));
  const guest = await guestContext.newPage();
  await guest.goto(`/j/${alias}`);
  await guest.getByLabel('Tên hiển thị').fill('Khách Vân');
  await guest.getByRole('button', { name: 'Tham gia ngay' }).click();
  await expect(guest).toHaveURL(new RegExp(`/c/${alias}$`));

  await hostPage.getByRole('button', { name: 'Leave' }).click();
  await hostPage.getByRole('menuitem', { name: 'End for all' }).click();
  await hostPage.getByRole('alertdialog').getByRole('button', { name: 'End for all' }).click();

  await expect(guest).toHaveURL(new RegExp(`/c/${alias}/ended`));
  await expect(guest.getByRole('heading', { name: 'Sự kiện đã kết thúc' })).toBeVisible();
  await expect(guest.getByText('Chủ trì đã kết thúc sự kiện cho mọi người.')).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Tham gia lại' })).toHaveCount(0);
  await expect(guest.getByText(/Hiện chưa có ứng dụng để tải/)).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Tải ứng dụng' })).toHaveAttribute('href', '/app/get_app');

  // The invite link says the same instead of "waiting for the host".
  await guest.goto(`/j/${alias}`);
  await expect(guest.getByText('Sự kiện này đã kết thúc', { exact: true })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Tham gia ngay' })).toHaveCount(0);
});

test('"Live now" follows the room: not before anyone joins, yes while the host is in, and not after they leave', async ({
  browser,
  request,
  baseURL,
}) => {
  const { host, alias } = await createMeeting(request, 'Lively Host');
  const list = await browser.newPage({ baseURL });
  await signInWithToken(list, host.token);
  await list.goto('/app/conferences');
  const row = list.getByTestId('event-row').filter({ has: list.locator(`a[href$="${alias}"]`) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Live now')).toHaveCount(0);

  const hostPage = await joinCall(browser, baseURL!, alias, 'Lively Host', host.token);
  await list.reload();
  await expect(row.getByText('Live now')).toBeVisible();

  await hostPage.getByRole('button', { name: 'Leave' }).click();
  await hostPage.getByRole('menuitem', { name: 'Leave the event' }).click();
  await expect(hostPage).toHaveURL(new RegExp(`/c/${alias}/ended`));
  await expect(async () => {
    await list.reload();
    await expect(row).toBeVisible();
    await expect(row.getByText('Live now')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await list.close();
});

for (const [language, invalid, hostEnded] of [
  ['en', 'Invalid Conference link', 'The host ended the event for everyone.'],
  ['vi', 'Liên kết hội nghị không hợp lệ', 'Chủ trì đã kết thúc sự kiện cho mọi người.'],
] as const) {
  test(`the end page of an event that does not exist says so, whatever the address claims (${language})`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/c/no-such-event-at-all/ended?reason=ended');
    await expect(page.getByText(invalid, { exact: true })).toBeVisible();
    await expect(page.getByText(hostEnded)).toHaveCount(0);
  });
}

test('the join page has the product header: brand, language and theme, usable before joining', async ({ browser, request, baseURL }) => {
  const { alias } = await createMeeting(request, 'Header Host');
  const context = await browser.newContext({ baseURL, permissions: ['camera', 'microphone'], viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/j/${alias}`);
  // Inside the page's <main> a <header> is no banner landmark (nor should it be): found as the element.
  const header = page.locator('header').filter({ has: page.getByTestId('language-select') });
  await expect(header.getByRole('link', { name: 'Convene' })).toHaveAttribute('href', '/app');
  await header.getByTestId('language-select').selectOption('vi');
  await expect(page.getByRole('button', { name: 'Tham gia ngay' })).toBeVisible();
  await header.getByTestId('language-select').selectOption('en');
  await expect(page.getByRole('button', { name: 'Join now' })).toBeVisible();
  await header.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
