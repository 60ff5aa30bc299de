import { expect, test } from '../support/test';
import { authedPost, createAccount, signInWithToken } from '../support/api';

/** Text the server makes (notifications, gift names) and the toast area speak the reader's language. */
test('a Vietnamese reader gets a gift notification in Vietnamese, live and in the notification centre, with Vietnamese toast labels', async ({
  page,
  request,
}) => {
  const host = await createAccount(request, 'Hana Host');
  const fan = await createAccount(request, 'Fiona Fan');
  await authedPost(request, fan.token, '/__dev/wallet/topup', { amount: 100 });
  const event = await authedPost<{ alias: string }>(request, host.token, '/conference/api/account/qrcode/create', {
    topic: 'Họp quý',
    call_type: 'instant',
  });

  await signInWithToken(page, host.token);
  await page.addInitScript(() => localStorage.setItem('language', 'vi'));
  await page.goto('/app');
  await expect(page.getByRole('button', { name: /Thông báo/ }).first()).toBeVisible();
  // Let the live feed connect before the gift goes out.
  await page.waitForTimeout(1500);

  await authedPost(request, fan.token, '/api/gift/send', {
    to: event.alias,
    gift_id: 'rose',
    idempotency_key: `e2e-${Date.now()}`,
    message: 'Cảm ơn!',
  });
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Bạn nhận được một món quà' });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expect(toast).toContainText('Fiona Fan đã tặng bạn');
  await expect(toast.getByRole('button', { name: 'Đóng thông báo' })).toBeAttached();
  // The toast area (loaded with the first toast) is announced in Vietnamese too.
  await expect(page.getByRole('region', { name: 'Thông báo (Alt+T)' })).toBeAttached();

  await page
    .getByRole('button', { name: /Thông báo/ })
    .first()
    .click();
  const item = page.getByTestId('notification-item').first();
  await expect(item).toContainText('Bạn nhận được một món quà');
  await expect(item).not.toContainText('You received a gift');
  await expect(item).toContainText('Cảm ơn!');
});
