import { expect, test, type Browser, type BrowserContext, type Page } from '../support/test';
import { authedPost, createAccount, signInWithToken, type TestAccount } from '../support/api';

/**
 * The room from the user's side: several browser contexts (host and guests) with Chromium's fake
 * camera and microphone, against the real API and room controller.
 */

async function createEvent(request: Parameters<typeof createAccount>[0], host: TestAccount, passcode?: string) {
  return authedPost<{ alias: string }>(request, host.token, '/conference/api/account/qrcode/create', {
    topic: 'Design review',
    call_type: 'instant',
    ...(passcode ? { passcode } : {}),
  });
}

async function guestPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

/** The host opens the event's join page signed in and joins (no passcode asked). */
async function hostJoins(browser: Browser, host: TestAccount, alias: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithToken(page, host.token);
  await page.goto(`/j/${alias}`);
  await expect(page.getByRole('heading', { name: 'Design review' })).toBeVisible();
  await expect(page.getByLabel('Passcode')).toHaveCount(0);
  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(page).toHaveURL(new RegExp(`/c/${alias}$`));
  await expect(page.getByRole('toolbar', { name: 'Call controls' })).toBeVisible();
  return { context, page };
}

async function fillJoin(page: Page, name: string, passcode?: string) {
  await page.getByLabel('Display name').fill(name);
  if (passcode !== undefined) await page.getByLabel(/^Passcode/).fill(passcode);
  await page.getByRole('button', { name: 'Join now' }).click();
}

async function openParticipants(page: Page) {
  const button = page.getByRole('button', { name: 'Participants', exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(page.getByRole('complementary', { name: 'Participants' })).toBeVisible();
}

test.describe('call room', () => {
  test('an unknown link says so and leads home', async ({ page }) => {
    await page.goto('/j/no-such-event');
    await expect(page.getByText('Invalid Conference link')).toBeVisible();
    await page.getByRole('button', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('a guest with a wrong then right passcode waits until admitted; chat both ways; hand; removal', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const host = await createAccount(request, 'Hana Host');
    const { alias } = await createEvent(request, host, '4321');
    const hostSide = await hostJoins(browser, host, alias);
    const h = hostSide.page;

    // The host turns the waiting room on; the switch shows it.
    await openParticipants(h);
    await h.getByRole('switch', { name: 'Waiting room' }).click();
    await expect(h.getByRole('switch', { name: 'Waiting room' })).toBeChecked();
    await expect(h.getByText('Waiting room on')).toBeVisible();

    const guestSide = await guestPage(browser);
    const g = guestSide.page;
    await g.goto(`/j/${alias}`);
    // Nothing typed: the spec's message.
    await g.getByRole('button', { name: 'Join now' }).click();
    await expect(g.getByText('Display name is required.')).toBeVisible();
    await fillJoin(g, 'Gia Guest', '0000');
    await expect(g.getByText('Passcode is not correct. Please try again')).toBeVisible();
    await expect(g.getByLabel('Display name')).toHaveValue('Gia Guest');
    await fillJoin(g, 'Gia Guest', '4321');
    await expect(g.getByRole('heading', { name: 'You are in the waiting room' })).toBeVisible();

    // The host sees the guest waiting and admits them; the guest's screen updates by itself.
    const waiting = h.getByTestId('waiting-room');
    await expect(waiting.getByText('Gia Guest')).toBeVisible();
    await h.getByRole('button', { name: 'Admit Gia Guest' }).click();
    await expect(g.getByRole('toolbar', { name: 'Call controls' })).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect(h.getByTestId('participant').filter({ hasText: 'Gia Guest' })).toBeVisible();

    // Chat reaches both ways.
    await g.getByRole('button', { name: 'Chat', exact: true }).click();
    await g.getByPlaceholder('Send a message to everyone').fill('Hello from the guest 👋');
    await g.keyboard.press('Enter');
    await h.getByRole('button', { name: 'Chat', exact: true }).click();
    await expect(h.getByTestId('chat-message').filter({ hasText: 'Hello from the guest 👋' })).toContainText('Gia Guest');
    await h.getByPlaceholder('Send a message to everyone').fill('Welcome, Gia!');
    await h.getByRole('button', { name: 'Send' }).click();
    await expect(g.getByTestId('chat-message').filter({ hasText: 'Welcome, Gia!' })).toContainText('Hana Host');

    // A raised hand shows for the host.
    await g.getByRole('button', { name: 'Raise hand' }).click();
    await expect(g.getByRole('button', { name: 'Lower hand' })).toBeVisible();
    await openParticipants(h);
    await expect(h.getByRole('img', { name: 'Gia Guest raised a hand' })).toBeVisible();

    // A participant's host controls are not there; the host removes the guest, who is told so.
    await h.getByRole('button', { name: 'Actions for Gia Guest' }).click();
    await h.getByRole('menuitem', { name: 'Remove' }).click();
    await h.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(g.getByRole('heading', { name: 'You were removed from the event' })).toBeVisible();
    await expect(h.getByTestId('participant').filter({ hasText: 'Gia Guest' })).toHaveCount(0);

    await guestSide.context.close();
    await hostSide.context.close();
  });

  test('a locked room refuses a newcomer, who may try again once it opens', async ({ browser, request }) => {
    const host = await createAccount(request, 'Lou Host');
    const { alias } = await createEvent(request, host);
    const hostSide = await hostJoins(browser, host, alias);
    const h = hostSide.page;
    await openParticipants(h);
    await h.getByRole('switch', { name: 'Lock room' }).click();
    await expect(h.getByText('Locked', { exact: true })).toBeVisible();

    const guestSide = await guestPage(browser);
    const g = guestSide.page;
    await g.goto(`/j/${alias}`);
    await fillJoin(g, 'Late Lee');
    await expect(g.getByRole('heading', { name: 'Room locked' })).toBeVisible();

    await h.getByRole('switch', { name: 'Lock room' }).click();
    await expect(h.getByText('Locked', { exact: true })).toHaveCount(0);
    await g.getByRole('button', { name: 'Try again' }).click();
    await expect(g.getByRole('toolbar', { name: 'Call controls' })).toBeVisible();

    // Leaving lands on the end-call page, which offers to join again.
    await g.getByRole('button', { name: 'Leave', exact: true }).click();
    await expect(g.getByRole('heading', { name: 'You left the event' })).toBeVisible();
    await expect(g.getByRole('button', { name: 'Join again' })).toBeVisible();
    await expect(g.getByText(/There is no app to download yet/)).toBeVisible();
    await expect(g.getByRole('link', { name: 'Get the app' })).toBeVisible();

    await guestSide.context.close();
    await hostSide.context.close();
  });
});
