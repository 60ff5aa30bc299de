import { expect, test, type APIRequestContext, type Browser, type Page } from '../support/test';
import { authedPost, createAccount, signInWithToken, type TestAccount } from '../support/api';

/**
 * Gifts inside a call: the call remote opens the gift remote's dialog from a participant's menu and
 * shows arrivals (effect + chat line) from the room socket; the wallet moves on both sides.
 */

async function balance(request: APIRequestContext, who: TestAccount): Promise<number> {
  const response = await request.get('/api/account/wallet/list?limit=100', { headers: { Authorization: `Bearer ${who.token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { balance: number }).balance;
}

/** A browser of its own, signed in when given an account. */
async function openAs(browser: Browser, who: TestAccount | null): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (who) await signInWithToken(page, who.token);
  return page;
}

async function joinCall(page: Page, alias: string, name?: string) {
  await page.goto(`/j/${alias}`);
  await expect(page.getByRole('heading', { name: 'Gift night' })).toBeVisible();
  if (name) await page.getByLabel('Display name').fill(name);
  await page.getByRole('button', { name: 'Join now' }).click();
}

async function openParticipants(page: Page) {
  const button = page.getByRole('button', { name: 'Participants', exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(page.getByRole('complementary', { name: 'Participants' })).toBeVisible();
}

test.describe('gifts in a call', () => {
  test('a funded host sends a gift to a participant, who sees it arrive; both balances change', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const host = await createAccount(request, 'Gina Giver');
    const member = await createAccount(request, 'Rio Receiver');
    await authedPost(request, host.token, '/__dev/wallet/topup', { amount: 100 });
    expect(await balance(request, host)).toBe(100);
    expect(await balance(request, member)).toBe(0);
    const { alias } = await authedPost<{ alias: string }>(request, host.token, '/conference/api/account/qrcode/create', {
      topic: 'Gift night',
      call_type: 'instant',
    });

    const h = await openAs(browser, host);
    await joinCall(h, alias);
    await expect(h.getByRole('toolbar', { name: 'Call controls' })).toBeVisible();

    const m = await openAs(browser, member);
    await joinCall(m, alias);
    await openParticipants(h);
    const admit = h.getByRole('button', { name: 'Admit Rio Receiver' });
    const inCall = m.getByRole('toolbar', { name: 'Call controls' });
    // Admitted at once, or through the waiting room when the event has one.
    await expect.poll(async () => (await inCall.isVisible()) || (await admit.isVisible()), { timeout: 20_000 }).toBe(true);
    if (await admit.isVisible()) await admit.click();
    await expect(m.getByRole('toolbar', { name: 'Call controls' })).toBeVisible();

    // The host's own row has no gift entry; the participant's menu starts with "Send a gift".
    await expect(h.getByTestId('participant').filter({ hasText: 'Rio Receiver' })).toBeVisible();
    await h.getByRole('button', { name: 'Actions for Rio Receiver' }).click();
    await h.getByRole('menuitem', { name: 'Send a gift' }).click();

    const dialog = h.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Rio Receiver');
    await dialog.getByRole('radio', { name: /Rose/ }).check({ force: true });
    await dialog.getByLabel('Message (optional)').fill('Great point!');
    await h.screenshot({ path: test.info().outputPath('gift-dialog-in-call.png') });
    await dialog.getByRole('button', { name: 'Send gift' }).click();
    await expect(h.getByText('Gift sent to Rio Receiver')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // The participant sees the on-screen effect and a chat line, in the room, without reloading.
    await expect(m.getByTestId('gift-effect')).toContainText('Gina Giver sent Rose to Rio Receiver');
    await m.getByRole('button', { name: 'Chat', exact: true }).click();
    await expect(m.getByTestId('chat-message').filter({ hasText: 'Gina Giver sent Rose to Rio Receiver: “Great point!”' })).toContainText(
      'Gift',
    );
    // The host's chat shows it too (everyone in the room is told).
    await h.getByRole('button', { name: 'Chat', exact: true }).click();
    await expect(h.getByTestId('chat-message').filter({ hasText: 'Gina Giver sent Rose to Rio Receiver' })).toHaveCount(1);

    expect(await balance(request, host)).toBe(80);
    expect(await balance(request, member)).toBe(20);
  });

  test('a guest without an account sees "Send a gift" disabled with a hint to sign in', async ({ browser, request }) => {
    test.setTimeout(90_000);
    const host = await createAccount(request, 'Hal Host');
    const { alias } = await authedPost<{ alias: string }>(request, host.token, '/conference/api/account/qrcode/create', {
      topic: 'Gift night',
      call_type: 'instant',
    });
    const h = await openAs(browser, host);
    await joinCall(h, alias);
    await expect(h.getByRole('toolbar', { name: 'Call controls' })).toBeVisible();

    const g = await openAs(browser, null);
    await joinCall(g, alias, 'Gus Guest');
    await expect(g.getByRole('toolbar', { name: 'Call controls' })).toBeVisible();
    await openParticipants(g);
    await g.getByRole('button', { name: 'Actions for Hal Host' }).click();
    const item = g.getByRole('menuitem', { name: /Send a gift/ });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await expect(item).toContainText('Sign in to send gifts');
    await item.click({ force: true });
    await expect(item).toBeVisible();
    await expect(g.getByRole('dialog')).toHaveCount(0);
    expect(await balance(request, host)).toBe(0);
  });
});
