import { expect, test, type Page } from '../support/test';
import { authedPost, createAccount, signInWithToken } from '../support/api';

/** What people type, shown back (issue 29): long words wrap, limits are the API's and are said, initials are letters. */

async function paste(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
}

test('a 3,000-character word in a description wraps on the event page', async ({ page, request }) => {
  const host = await createAccount(request, 'Long Words');
  const word = 'x'.repeat(3000);
  const event = await authedPost<{ alias: string }>(request, host.token, '/conference/api/account/qrcode/create', {
    topic: `T${'y'.repeat(180)}`,
    description: word,
    mode: 'meeting',
    call_type: 'scheduled',
    start_time: new Date(Date.now() + 86_400_000).toISOString(),
    duration_minutes: 60,
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithToken(page, host.token);
  await page.goto(`/app/conferences/${event.alias}`);
  await expect(page.getByText(word)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await page.goto('/app/conferences');
  await expect(page.getByText(`T${'y'.repeat(180)}`).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});

test('the description field takes what the API takes, and says so when a paste is cut', async ({ page, request }) => {
  const host = await createAccount(request, 'Limits Host');
  await signInWithToken(page, host.token);
  await page.goto('/app/conferences/add');
  const description = page.getByLabel('Description');
  await paste(page, description, 'z'.repeat(5200));
  await expect(description).toHaveValue('z'.repeat(5000));
  await expect(page.getByText('Only the first 5000 characters were kept.')).toBeVisible();
});

for (const [language, cut, limit] of [
  ['en', 'Only the first 100 characters were kept.', 'At most 100 characters.'],
  ['vi', 'Chỉ giữ lại 100 ký tự đầu tiên.', 'Tối đa 100 ký tự.'],
] as const) {
  test(`display names: sign-up and profile keep the API's 100 characters and say it (${language})`, async ({ page, request }) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/signup');
    const signupName = page.getByRole('textbox', { name: language === 'en' ? 'Display name' : 'Tên hiển thị' });
    await paste(page, signupName, 'a'.repeat(200));
    await expect(signupName).toHaveValue('a'.repeat(100));
    await expect(page.getByText(cut)).toBeVisible();

    const account = await createAccount(request, 'Short Name');
    await signInWithToken(page, account.token);
    await page.goto('/app/change_name');
    const profileName = page.getByRole('textbox', { name: language === 'en' ? 'Display name' : 'Tên hiển thị' });
    await paste(page, profileName, 'b'.repeat(120));
    await expect(profileName).toHaveValue('b'.repeat(100));
    await expect(page.getByText(cut)).toBeVisible();
    await profileName.press('Backspace');
    await profileName.press('b');
    await expect(page.getByText(limit)).toBeVisible();
    await page.getByRole('button', { name: language === 'en' ? 'Save' : 'Lưu' }).click();
    await expect(page.getByTestId('account-menu')).toContainText('b'.repeat(100));
  });
}

test('initials come from letters: a name typed as <b>Ann</b> shows "A"', async ({ page, request }) => {
  const account = await createAccount(request, '<b>Ann</b>');
  await signInWithToken(page, account.token);
  await page.goto('/app');
  await expect(page.getByTestId('account-menu')).toContainText('<b>Ann</b>');
  await expect(page.getByTestId('account-menu').locator('.ui-avatar')).toHaveText('A');
});
