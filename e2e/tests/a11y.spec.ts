import { expect, test } from '../support/test';
import { seriousViolations } from '../support/a11y';
import { signInWithToken } from '../support/api';
import { createMeeting, joinCall } from '../support/call';

/**
 * axe-core on the signed-in screens, the pre-join and the call, in light and dark: any serious or
 * critical violation fails, with the rule, its help text and the elements it found, so the report says
 * what to fix. The signed-out screens: a11y-signed-out.spec.ts.
 */
test.describe.configure({ timeout: 180_000 });

for (const theme of ['light', 'dark'] as const) {
  test(`signed-in screens, the pre-join and the call have no serious accessibility violations (${theme})`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const { host, alias } = await createMeeting(request, 'Axe Host');
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await signInWithToken(page, host.token);
    for (const path of [
      '/app',
      '/app/conferences',
      `/app/conferences/${alias}`,
      '/app/settings',
      '/app/customize_conference',
      `/j/${alias}`,
    ]) {
      await page.goto(path);
      await expect(page.locator('main').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
    const call = await joinCall(browser, baseURL!, alias, 'Axe Host', host.token);
    await call.evaluate((mode) => {
      localStorage.setItem('theme', mode);
      document.documentElement.dataset.theme = mode;
    }, theme);
    expect(await seriousViolations(call), `/c/${alias}`).toEqual([]);
    await call.getByRole('button', { name: 'Chat' }).click();
    expect(await seriousViolations(call), `/c/${alias} with chat`).toEqual([]);
  });
}
