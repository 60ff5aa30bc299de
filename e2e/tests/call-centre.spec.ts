import { expect, test, type Browser, type Page } from '../support/test';
import { authedPost, createAccount, signInWithToken, type TestAccount } from '../support/api';

/** A host's event turned into a QR call line with the given agents; returns its alias. */
async function callLine(request: Parameters<typeof createAccount>[0], host: TestAccount, agents: TestAccount[]) {
  const event = await authedPost<{ alias: string }>(request, host.token, '/conference/api/account/qrcode/create', {
    topic: 'Help desk',
    call_type: 'instant',
  });
  await authedPost(request, host.token, '/api/account/qr-call/line', { alias: event.alias, agents: agents.map((a) => a.email) });
  return event.alias;
}

async function agentDesk(browser: Browser, agent: TestAccount, alias: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithToken(page, agent.token);
  await page.goto(`/review/qr-code?agent=1&alias=${alias}`);
  await expect(page.getByRole('heading', { name: 'Help desk' })).toBeVisible();
  await expect(page.getByText('On duty', { exact: true })).toBeVisible();
  return page;
}

async function visitor(browser: Browser, alias: string, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/review/qr-code?alias=${alias}`);
  await expect(page.getByRole('heading', { name: 'Help desk' })).toBeVisible();
  await page.getByLabel('Your name').fill(name);
  return page;
}

test('a visitor scans the QR code, the agent accepts, and both land in the same call', async ({ browser, request }) => {
  const host = await createAccount(request, 'Line Host');
  const agent = await createAccount(request, 'Agent An');
  const alias = await callLine(request, host, [agent]);
  const desk = await agentDesk(browser, agent, alias);

  const caller = await visitor(browser, alias, 'Vy Visitor');
  await caller.getByRole('button', { name: 'Call now' }).click();
  await expect(caller.getByText('Calling an agent…')).toBeVisible();

  const ringing = desk.getByRole('listitem', { name: 'Call from Vy Visitor' });
  await expect(ringing).toBeVisible();
  await ringing.getByRole('button', { name: 'Accept' }).click();

  await expect(desk).toHaveURL(/\/c\/[a-z0-9]+$/);
  await expect(caller).toHaveURL(/\/c\/[a-z0-9]+$/);
  expect(new URL(caller.url()).pathname).toBe(new URL(desk.url()).pathname);
  expect(new URL(caller.url()).pathname).not.toBe(`/c/${alias}`);
  // both are in the room: each sees the other among the participants
  await expect(desk.getByText('Vy Visitor').first()).toBeVisible({ timeout: 20_000 });
  await expect(caller.getByText('Agent An').first()).toBeVisible({ timeout: 20_000 });
});

test('all agents busy says so; trying again once an agent is free rings them; a decline is "busy, try again"', async ({
  browser,
  request,
}) => {
  const host = await createAccount(request, 'Line Host');
  const agent = await createAccount(request, 'Agent Bao');
  const alias = await callLine(request, host, [agent]);

  const caller = await visitor(browser, alias, 'Quang');
  await caller.getByRole('button', { name: 'Call now' }).click();
  await expect(caller.getByRole('alert')).toHaveText('All call agents are busy. Please try again.');
  await expect(caller.getByLabel('Your name')).toHaveValue('Quang');

  const desk = await agentDesk(browser, agent, alias);
  await caller.getByRole('button', { name: 'Try again' }).click();
  await expect(caller.getByText('Calling an agent…')).toBeVisible();
  const ringing = desk.getByRole('listitem', { name: 'Call from Quang' });
  await ringing.getByRole('button', { name: 'Decline' }).click();
  await expect(caller.getByRole('alert')).toHaveText('The agent is busy right now. Please try again.');
  await expect(desk.getByText('Missed')).toBeVisible();
});

test('the visitor cancels while it rings: the agent sees the caller hung up', async ({ browser, request }) => {
  const host = await createAccount(request, 'Line Host');
  const agent = await createAccount(request, 'Agent Chi');
  const alias = await callLine(request, host, [agent]);
  const desk = await agentDesk(browser, agent, alias);
  const caller = await visitor(browser, alias, 'Dung');
  await caller.getByRole('button', { name: 'Call now' }).click();
  await expect(desk.getByRole('listitem', { name: 'Call from Dung' })).toBeVisible();
  await caller.getByRole('button', { name: 'Cancel call' }).click();
  await expect(caller.getByRole('status').filter({ hasText: 'You cancelled the call.' })).toBeVisible();
  await expect(desk.getByRole('listitem', { name: 'Call from Dung' })).toHaveCount(0);
  await expect(desk.getByText('Caller hung up')).toBeVisible();
});

test('an unknown QR code shows the invalid QR message, in English and Vietnamese', async ({ page }) => {
  await page.goto('/review/qr-code?alias=doesnotexist');
  await expect(page.getByText('This QR code is not valid. Please contact its owner.')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('language', 'vi'));
  await page.reload();
  await expect(page.getByText('Mã QR không hợp lệ. Vui lòng liên hệ chủ sở hữu.')).toBeVisible();
});

test('a host turns an event into a line and gets the QR code; a bad agent address is refused', async ({ page, request }) => {
  const host = await createAccount(request, 'Line Host');
  const event = await authedPost<{ alias: string }>(request, host.token, '/conference/api/account/qrcode/create', {
    topic: 'Front desk',
    call_type: 'instant',
  });
  await signInWithToken(page, host.token);
  await page.goto(`/review/qr-code?manage=1&alias=${event.alias}`);
  await expect(page.getByRole('heading', { name: 'Turn this event into a QR call line' })).toBeVisible();
  const agents = page.getByLabel("Agents' e-mail addresses");
  await agents.fill('agent@example.com\nnot-an-address');
  await page.getByRole('button', { name: 'Create QR call line' }).click();
  await expect(page.getByText('Please enter a valid email address. (not-an-address)')).toBeVisible();
  await agents.fill('agent@example.com');
  await page.getByRole('button', { name: 'Create QR call line' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the call line Front desk' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Call link' })).toHaveValue(new RegExp(`/review/qr-code\\?alias=${event.alias}$`));
  await expect(page.getByText('No account yet')).toBeVisible();

  // without a code, a signed-in host finds their events to turn into lines
  await page.goto('/review/qr-code');
  await expect(page.getByRole('heading', { name: 'QR call lines' })).toBeVisible();
  await page.getByRole('listitem').filter({ hasText: 'Front desk' }).getByRole('link', { name: 'QR call line' }).click();
  await expect(page).toHaveURL(new RegExp(`manage=1&alias=${event.alias}$`));
  await expect(page.getByRole('heading', { name: 'Line settings' })).toBeVisible();
});
