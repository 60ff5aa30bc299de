import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInWithToken } from '../support/api';
import { closeParticipants, createMeeting, joinCall } from '../support/call';

/**
 * axe-core on the main screens in light and dark: any serious or critical violation fails, with the
 * rule, its help text and the elements it found, so the report says what to fix.
 */
test.describe.configure({ timeout: 180_000 });
test.afterEach(closeParticipants);

/** Landmark rules are "moderate" in axe, but a screen-reader user navigates by landmarks: they count too. */
const LANDMARK_RULES = ['landmark-no-duplicate-main', 'landmark-main-is-top-level', 'landmark-unique', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo', 'landmark-complementary-is-top-level', 'aria-allowed-role'];

async function seriousViolations(page: Page) {
  // Entrance animations and the idle fade must not be measured half-way.
  await page.addStyleTag({ content: '*, *::before, *::after { animation: none !important; transition: none !important; }' });
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || LANDMARK_RULES.includes(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const theme of ['light', 'dark'] as const) {
  test(`signed-out screens have no serious accessibility violations (${theme})`, async ({ page }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    for (const path of ['/app', '/login', '/signup', '/forgot-password']) {
      await page.goto(path);
      await expect(page.locator('main').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test(`signed-in screens, the pre-join and the call have no serious accessibility violations (${theme})`, async ({ page, browser, request, baseURL }) => {
    const { host, alias } = await createMeeting(request, 'Axe Host');
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await signInWithToken(page, host.token);
    for (const path of ['/app', '/app/conferences', `/app/conferences/${alias}`, '/app/settings', '/app/customize_conference', `/j/${alias}`]) {
      await page.goto(path);
      await expect(page.locator('main').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
    const call = await joinCall(browser, baseURL!, alias, 'Axe Host', host.token);
    await call.evaluate((mode) => { localStorage.setItem('theme', mode); document.documentElement.dataset.theme = mode; }, theme);
    expect(await seriousViolations(call), `/c/${alias}`).toEqual([]);
    await call.getByRole('button', { name: 'Chat' }).click();
    expect(await seriousViolations(call), `/c/${alias} with chat`).toEqual([]);
  });
}
