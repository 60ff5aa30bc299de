import { expect, test, type Locator, type Page } from '../support/test';
import { createAccount, signInWithToken } from '../support/api';

/**
 * The minor forms take what the API takes (issue 29): each text field carries its limit from libs/contracts
 * as maxLength, and a paste that goes past it is cut and said, in the reader's language.
 */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
}

const WORDS = {
  en: {
    cut: (n: number) => `Only the first ${n} characters were kept.`,
    keyName: 'Key name',
    addTarget: 'Add stream target',
    targetName: 'Name',
    serverUrl: 'Server URL',
    domain: 'Organisation domain',
    message: 'Message',
  },
  vi: {
    cut: (n: number) => `Chỉ giữ lại ${n} ký tự đầu tiên.`,
    keyName: 'Tên khóa',
    addTarget: 'Thêm đích phát',
    targetName: 'Tên',
    serverUrl: 'Địa chỉ máy chủ',
    domain: 'Tên miền tổ chức',
    message: 'Lời nhắn',
  },
} as const;

for (const language of ['en', 'vi'] as const) {
  const words = WORDS[language];
  test(`stream targets, API keys, customisation and the organisation domain keep the API's limits and say them (${language})`, async ({
    page,
    request,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/domain');
    const domain = page.getByRole('textbox', { name: words.domain });
    await paste(page, domain, `${'d'.repeat(300)}.com`);
    await expect(domain).toHaveValue('d'.repeat(254));
    await expect(page.getByText(words.cut(254))).toBeVisible();

    const account = await createAccount(request, 'Limits Person');
    await signInWithToken(page, account.token);
    await page.goto('/app/settings');
    const keyName = page.getByRole('textbox', { name: words.keyName });
    await paste(page, keyName, 'k'.repeat(200));
    await expect(keyName).toHaveValue('k'.repeat(80));
    await expect(page.getByText(words.cut(80))).toBeVisible();

    await page.getByRole('button', { name: words.addTarget }).click();
    const form = page.getByTestId('stream-target-form');
    const targetName = form.getByRole('textbox', { name: words.targetName, exact: true });
    await paste(page, targetName, 'n'.repeat(100));
    await expect(targetName).toHaveValue('n'.repeat(80));
    await expect(form.getByText(words.cut(80))).toBeVisible();
    const serverUrl = form.getByRole('textbox', { name: words.serverUrl });
    await paste(page, serverUrl, `rtmp://example.com/${'u'.repeat(600)}`);
    await expect(serverUrl).toHaveValue(`rtmp://example.com/${'u'.repeat(500 - 'rtmp://example.com/'.length)}`);
    await expect(form.getByText(words.cut(500))).toBeVisible();

    await page.goto('/app/customize_conference');
    const message = page.getByRole('textbox', { name: words.message }).first();
    await paste(page, message, 'm'.repeat(1200));
    await expect(message).toHaveValue('m'.repeat(1000));
    await expect(page.getByText(words.cut(1000))).toBeVisible();
  });
}
