import { expect, test, type Page } from '../support/test';
import { seriousViolations } from '../support/a11y';
import { authedPost, createAccount } from '../support/api';
import { joinCall } from '../support/call';

/**
 * Invite from the call (issue 29): the host copies the event's link with its passcode, or hands it
 * to the browser's share sheet where the browser has one; a guest copies the link (they are not
 * told the passcode). Debian's Chromium on Linux has no share sheet (`navigator.share` is absent),
 * so the journey proves the button is offered only where it exists, and gives one page a share
 * function that records what it is handed, standing in for an operating system's sheet.
 */
const RECORD_SHARES = () => {
  const shared: ShareData[] = [];
  (window as unknown as { __shared: ShareData[] }).__shared = shared;
  Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: ShareData) => void shared.push(data) });
};

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function openInvite(page: Page, more: string, invite: string) {
  await page.getByRole('button', { name: more }).click();
  await page.getByRole('menuitem', { name: invite }).click();
}

test('the host invites from the call with the link and passcode; a guest copies the link, in Vietnamese', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const host = await createAccount(request, 'Ivy Host');
  const { alias } = await authedPost<{ alias: string }>(request, host.token, '/conference/api/account/qrcode/create', {
    topic: 'Invite sync',
    mode: 'meeting',
    call_type: 'instant',
    passcode: '4821',
    start_time: new Date().toISOString(),
    duration_minutes: 60,
  });
  const link = `${baseURL}/j/${alias}`;

  const h = await joinCall(browser, baseURL!, alias, 'Ivy Host', host.token);
  await h.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  expect(await h.evaluate(() => typeof navigator.share)).toBe('undefined');
  await openInvite(h, 'More options', 'Invite people');
  const dialog = h.getByRole('dialog', { name: 'Invite people' });
  await expect(dialog.getByTestId('invite-link')).toHaveText(link);
  await expect(dialog.getByTestId('invite-passcode')).toHaveText('4821');
  await expect(dialog.getByRole('button', { name: 'Share…' })).toHaveCount(0);
  expect(await seriousViolations(h)).toEqual([]);
  await dialog.getByRole('button', { name: 'Copy link and passcode' }).click();
  await expect.poll(() => clipboard(h)).toBe(`${link}\nPasscode: 4821`);
  await dialog.getByRole('button', { name: 'Copy link', exact: true }).click();
  await expect.poll(() => clipboard(h)).toBe(link);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A browser with a share sheet is offered it, and it is handed the event's link.
  const context = await browser.newContext({
    baseURL,
    permissions: ['camera', 'microphone', 'clipboard-read', 'clipboard-write'],
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(() => localStorage.setItem('language', 'vi'));
  await context.addInitScript(RECORD_SHARES);
  const guest = await context.newPage();
  await guest.goto(`/j/${alias}`);
  await guest.getByLabel('Tên hiển thị').fill('Vân Khách');
  await guest.getByLabel('Mật mã').fill('4821');
  await guest.getByRole('button', { name: 'Tham gia ngay' }).click();
  await expect(guest.getByRole('toolbar', { name: 'Điều khiển cuộc gọi' })).toBeVisible({ timeout: 45_000 });
  await openInvite(guest, 'Tùy chọn khác', 'Mời mọi người');
  const invite = guest.getByRole('dialog', { name: 'Mời mọi người' });
  await expect(invite.getByTestId('invite-link')).toHaveText(link);
  await expect(invite.getByTestId('invite-passcode')).toHaveCount(0);
  await invite.getByRole('button', { name: 'Sao chép liên kết' }).click();
  await expect.poll(() => clipboard(guest)).toBe(link);
  await invite.getByRole('button', { name: 'Chia sẻ…' }).click();
  const shared = await guest.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
  expect(shared).toEqual([{ title: 'Invite sync', text: 'Invite sync', url: link }]);
});
