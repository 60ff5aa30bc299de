import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../support/test';

/** The journeys' own rule (support/test.ts): what one journey opens on the worker's browser is closed before the next starts. */
let opened: BrowserContext | undefined;

test('a journey leaves a page open in a context of its own', async ({ browser }) => {
  opened = await browser.newContext();
  await (await opened.newPage()).goto('/manifest.json');
  expect(browser.contexts()).toContain(opened);
});

test('the next journey finds that context closed', async ({ browser }) => {
  expect(opened).toBeDefined();
  expect(browser.contexts()).not.toContain(opened);
  expect(opened!.pages()).toHaveLength(0);
});
