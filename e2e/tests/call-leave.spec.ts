import { expect, test } from '../support/test';
import { authedPost, createAccount, signInWithToken } from '../support/api';

/**
 * Issue 16 item 10: a guest who closes their tab is gone for the others at once, not "Reconnecting"
 * for the 30 s grace period (that is for a dropped connection).
 */
test("a guest who closes the tab leaves the host's list within 3 seconds", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const host = await createAccount(request, 'Cleo Host');
  const { alias } = await authedPost<{ alias: string }>(request, host.token, '/conference/api/account/qrcode/create', {
    topic: 'Quick sync',
    call_type: 'instant',
  });

  const hostContext = await browser.newContext();
  const h = await hostContext.newPage();
  await signInWithToken(h, host.token);
  await h.goto(`/j/${alias}`);
  await h.getByRole('button', { name: 'Join now' }).click();
  await expect(h.getByRole('toolbar', { name: 'Call controls' })).toBeVisible();
  await h.getByRole('button', { name: 'Participants', exact: true }).click();

  const guestContext = await browser.newContext();
  const g = await guestContext.newPage();
  await g.goto(`/j/${alias}`);
  await g.getByLabel('Display name').fill('Tab Closer');
  await g.getByRole('button', { name: 'Join now' }).click();
  await expect(g.getByRole('toolbar', { name: 'Call controls' })).toBeVisible();
  const row = h.getByTestId('participant').filter({ hasText: 'Tab Closer' });
  await expect(row).toBeVisible();

  // The user closes the tab (the browser runs the page's unload handlers, as for a real close).
  await g.close({ runBeforeUnload: true });
  await expect(row).toHaveCount(0, { timeout: 3000 });

  await guestContext.close();
  await hostContext.close();
});
