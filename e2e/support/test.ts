import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, plus one rule for every journey: a context a journey opens on the worker's
 * browser (`browser.newContext()`: a call's participants, a visitor, an agent) is closed when the
 * journey ends. Playwright closes only its own `context`; anything else stayed open, so a call left
 * running kept encoding and decoding video through every later journey of the lane (the HLS
 * language journey ran with 33 renderers instead of 12 and took 1.8 min instead of 27 s).
 */
export const test = base.extend<{ closeLeftContexts: void }>({
  closeLeftContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});
