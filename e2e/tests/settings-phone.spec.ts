import { expect, test } from '../support/test';
import { createAccount, signInWithToken } from '../support/api';

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px the settings header wraps a long name between words and the Copy buttons show their icon', async ({ page, request }) => {
  const account = await createAccount(request, 'Nguyễn Thị Phương Thảo');
  await signInWithToken(page, account.token);
  await page.goto('/app/settings');
  const name = page.getByTestId('settings-display-name');
  await expect(name).toHaveText('Nguyễn Thị Phương Thảo');
  // Every word of the name sits on one line: none is cut in two.
  const brokenWords = await name.evaluate((el) => {
    const text = el.firstChild as Text;
    const broken: string[] = [];
    let index = 0;
    for (const word of (text.textContent ?? '').split(' ')) {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + word.length);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (lines.size > 1) broken.push(word);
      index += word.length + 1;
    }
    return broken;
  });
  expect(brokenWords).toEqual([]);

  for (const button of await page.getByRole('button', { name: 'Copy' }).all()) {
    const icon = await button.locator('svg').boundingBox();
    expect(icon?.width).toBeGreaterThanOrEqual(16);
  }
  expect(await page.getByRole('button', { name: 'Copy' }).count()).toBeGreaterThanOrEqual(2);
});

test('at 390 px the anti-screen-capture page says what it cannot prevent, with its icon whole', async ({ page, request }) => {
  const account = await createAccount(request, 'Safe Host');
  await signInWithToken(page, account.token);
  await page.goto('/app/advanced_security');
  const note = page.getByRole('status').filter({ hasText: 'What it cannot prevent' });
  await expect(note).toContainText('No web page can stop screenshots');
  expect((await note.locator('svg').boundingBox())?.width).toBeGreaterThanOrEqual(16);
});
