import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Landmark rules are "moderate" in axe, but a screen-reader user navigates by landmarks: they count too. */
const LANDMARK_RULES = [
  'landmark-no-duplicate-main',
  'landmark-main-is-top-level',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-complementary-is-top-level',
  'aria-allowed-role',
];

/** axe-core on the page: each serious or critical violation (and any landmark one) as rule, help and elements. */
export async function seriousViolations(page: Page) {
  // Entrance animations and the idle fade must not be measured half-way.
  await page.addStyleTag({ content: '*, *::before, *::after { animation: none !important; transition: none !important; }' });
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || LANDMARK_RULES.includes(v.id))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
          .slice(0, 4)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}
