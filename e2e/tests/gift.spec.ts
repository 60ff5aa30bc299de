import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { authedPost, createAccount, signInWithToken, type TestAccount } from '../support/api';

/** Gifts paid from the wallet: sending by link, a short balance, and the donation page through login. */

async function accountId(request: APIRequestContext, who: TestAccount): Promise<string> {
  const response = await request.get('/api/account/details', { headers: { Authorization: `Bearer ${who.token}` } });
  return (await response.json()).account_id as string;
}

async function wallet(request: APIRequestContext, who: TestAccount) {
  const response = await request.get('/api/account/wallet/list?limit=100', { headers: { Authorization: `Bearer ${who.token}` } });
  return (await response.json()) as { balance: number; items: Array<{ amount: number; kind: string }> };
}

const topUp = (request: APIRequestContext, who: TestAccount, amount: number) =>
  authedPost(request, who.token, '/__dev/wallet/topup', { amount });

/** A browser of its own for one person (signed in when given). */
async function openAs(browser: import('@playwright/test').Browser, who: TestAccount | null): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (who) await signInWithToken(page, who.token);
  return page;
}

test.describe('gifts', () => {
  test('a funded user sends a gift to a host by invite link; the host sees it arrive and both balances change', async ({
    browser,
    request,
  }) => {
    const host = await createAccount(request, 'Hana Host');
    const fan = await createAccount(request, 'Fiona Fan');
    await topUp(request, fan, 200);
    const event = await authedPost<{ invite_link: string }>(request, host.token, '/conference/api/account/qrcode/create', {
      topic: 'Spring keynote',
      call_type: 'instant',
    });

    const hostPage = await openAs(browser, host);
    await hostPage.goto('/gift/wallet');
    await expect(hostPage.getByTestId('wallet-balance')).toContainText('0');
    await expect(hostPage.getByText('No movements yet')).toBeVisible();

    const page = await openAs(browser, fan);
    await page.goto('/gift');
    await expect(page).toHaveTitle(/Send a gift/);
    await expect(page.getByTestId('header-balance')).toContainText('200');
    await page.getByRole('textbox', { name: 'Host or speaker' }).fill(event.invite_link);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByTestId('gift-recipient')).toContainText('Hana Host');
    await expect(page.getByTestId('gift-recipient')).toContainText('Host of Spring keynote');

    await page.getByRole('radio', { name: /Rose/ }).check({ force: true });
    await expect(page.getByTestId('gift-total')).toHaveText('20 coins');
    await page.getByLabel('Message (optional)').fill('Loved the keynote!');
    await page.getByRole('button', { name: 'Send gift' }).click();

    await expect(page.getByTestId('gift-sent')).toContainText('Hana Host received your Rose.');
    await expect(page.getByTestId('gift-sent')).toContainText('Your balance: 180 coins');
    await expect(page.getByTestId('header-balance')).toContainText('180');

    await hostPage.reload();
    await expect(hostPage.getByTestId('wallet-balance')).toContainText('20');
    const history = hostPage.getByTestId('wallet-history');
    await expect(history).toContainText('Rose from Fiona Fan');
    await expect(history).toContainText('Loved the keynote!');
    await expect(history).toContainText('+20');

    expect((await wallet(request, fan)).balance).toBe(180);
    expect((await wallet(request, host)).balance).toBe(20);

    await page.getByRole('button', { name: 'View wallet' }).click();
    await expect(page).toHaveURL(/\/gift\/wallet$/);
    await expect(page.getByTestId('wallet-history')).toContainText('Rose sent to Hana Host');
    await expect(page.getByTestId('wallet-history')).toContainText('\u221220');
  });

  test('an unfunded user is told there is not enough balance and nothing moves', async ({ browser, request }) => {
    const host = await createAccount(request, 'Quinn Host');
    const poor = await createAccount(request, 'Pat Poor');
    const page = await openAs(browser, poor);
    await page.goto(`/gift?to=${await accountId(request, host)}&gift=cake`);
    await expect(page.getByTestId('gift-recipient')).toContainText('Quinn Host');
    await expect(page.getByRole('radio', { name: /Cake/ })).toBeChecked();
    await page.getByRole('button', { name: 'Send gift' }).click();
    await expect(page.getByTestId('gift-error')).toHaveText('Not enough balance to give this gift.');
    await expect(page.getByTestId('gift-sent')).toHaveCount(0);
    expect(await wallet(request, poor)).toEqual({ balance: 0, items: [], next_from_id: null });
    expect((await wallet(request, host)).balance).toBe(0);

    // The server refuses too: the page still shows 50 while the wallet was spent down elsewhere.
    await topUp(request, poor, 50);
    await page.reload();
    await expect(page.getByTestId('gift-balance')).toHaveText('50 coins');
    await authedPost(request, poor.token, '/__dev/wallet/debit', { amount: 40 });
    await page.getByRole('radio', { name: /Star/ }).check({ force: true });
    await page.getByRole('button', { name: 'Send gift' }).click();
    await expect(page.getByTestId('gift-error')).toHaveText('Not enough balance to give this gift.');
    expect((await wallet(request, poor)).balance).toBe(10);
    expect((await wallet(request, host)).balance).toBe(0);
  });

  test('the donation page takes a logged-out visitor to login and continues with their choice', async ({ browser, request }) => {
    const host = await createAccount(request, 'Dana Donee');
    const supporter = await createAccount(request, 'Sam Supporter');
    await topUp(request, supporter, 100);
    const hostId = await accountId(request, host);

    const page = await openAs(browser, null);
    await page.goto(`/gift/donation?to=${hostId}`);
    await expect(page.getByRole('heading', { name: 'Support Dana Donee' })).toBeVisible();
    // The header says what every other page says.
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'An amount' }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('35');
    await page.getByLabel('Message (optional)').fill('Keep going!');
    await expect(page.getByTestId('gift-total')).toHaveText('35 coins');
    await page.getByRole('button', { name: 'Sign in to donate' }).click();

    await expect(page).toHaveURL(/\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect')!;
    expect(redirect).toBe(`/gift/donation?to=${hostId}&amount=35&message=Keep+going%21`);
    await page.getByLabel('Email or phone number').fill(supporter.email);
    await page.getByLabel(/^Password/).fill(supporter.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/gift\/donation\?to=/);
    await expect(page.getByRole('heading', { name: 'Support Dana Donee' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('35');
    await expect(page.getByLabel('Message (optional)')).toHaveValue('Keep going!');
    await expect(page.getByTestId('gift-balance')).toHaveText('100 coins');
    await page.getByRole('button', { name: 'Donate' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByTestId('gift-sent')).toContainText('Dana Donee received your donation of 35 coins.');

    expect((await wallet(request, supporter)).balance).toBe(65);
    const received = await wallet(request, host);
    expect(received.balance).toBe(35);
    expect(received.items[0]).toMatchObject({ amount: 35, kind: 'donation' });
  });

  test('the wallet tops up in development, pages its history and says real payments are not available yet', async ({
    browser,
    request,
  }) => {
    const saver = await createAccount(request, 'Sol Saver');
    for (let i = 1; i <= 22; i++) await topUp(request, saver, i);
    const page = await openAs(browser, saver);
    await page.goto('/gift/wallet');
    await expect(page).toHaveTitle(/Wallet/);
    await expect(page.getByText('no payment provider is connected')).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toContainText('253');
    const rows = page.getByTestId('wallet-history').getByRole('listitem');
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText('+22');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(22);
    await expect(rows.last()).toContainText('+1');
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add 100 test coins' }).click();
    await expect(page.getByTestId('wallet-balance')).toContainText('353');
    await expect(page.getByTestId('header-balance')).toContainText('353');
    await expect(rows.first()).toContainText('Top-up');
    await expect(rows.first()).toContainText('+100');
    expect((await wallet(request, saver)).balance).toBe(353);
  });
});
