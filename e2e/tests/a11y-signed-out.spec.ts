import { expect, test } from '../support/test';
import { seriousViolations } from '../support/a11y';

/** axe-core on the signed-out screens in light and dark (no camera: they run in the pages lane). */
for (const theme of ['light', 'dark'] as const) {
  test(`signed-out screens have no serious accessibility violations (${theme})`, async ({ page }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    for (const path of ['/app', '/login', '/signup', '/forgot-password', '/app/get_app']) {
      await page.goto(path);
      await expect(page.locator('main').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}
