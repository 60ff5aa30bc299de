import { expect, test, type Page } from '../support/test';
import { createMeeting, expectBroadcastRefused, expectProductVideo, joinCall } from '../support/call';

/**
 * An end-to-end call on the mesh (issue 26): it says it is encrypted end to end, every participant
 * sees the same safety code (from the DTLS fingerprints of everyone connected) to compare aloud, and
 * the host's Record and Go live are disabled with the reason.
 */
const codeOf = (page: Page, people: number) =>
  page.locator(`[data-testid="safety-code"][data-people="${people}"]`).getAttribute('data-code');

test('participants of an end-to-end call compare the same safety code; recording and going live are refused', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { host, alias } = await createMeeting(request, 'Enzo Host', 'endtoend');
  const h = await joinCall(browser, baseURL!, alias, 'Enzo Host', host.token);
  await expect(h.getByText('End-to-end encrypted', { exact: true })).toBeVisible();
  await expect(h.getByTestId('safety-code')).toHaveText('The safety code appears once someone else is connected.');
  // Peer to peer there is no shared secret to get wrong: the page says what a differing code means instead.
  await h.getByText('End-to-end encrypted', { exact: true }).click();
  await expect(h.getByText(/A peer-to-peer call has no shared secret/)).toBeVisible();

  const g = await joinCall(browser, baseURL!, alias, 'Gale Guest');
  await expectProductVideo(h, 'Gale Guest');
  await expect(h.getByTestId('safety-code')).toHaveAttribute('data-people', '2', { timeout: 20_000 });
  await expect(g.getByTestId('safety-code')).toHaveAttribute('data-people', '2', { timeout: 20_000 });
  const twoOfUs = await codeOf(h, 2);
  expect(twoOfUs).toMatch(/^\d{4} \d{4} \d{4}$/);
  expect(await codeOf(g, 2)).toBe(twoOfUs);
  await expect(g.getByTestId('safety-code')).toHaveText(`Safety code ${twoOfUs}`);

  // A third joins: everyone's code covers the three of them, and it is the same for all.
  const k = await joinCall(browser, baseURL!, alias, 'Kit Third');
  for (const page of [h, g, k]) await expect(page.getByTestId('safety-code')).toHaveAttribute('data-people', '3', { timeout: 30_000 });
  const threeOfUs = await codeOf(h, 3);
  expect(threeOfUs).not.toBe(twoOfUs);
  expect(await codeOf(g, 3)).toBe(threeOfUs);
  expect(await codeOf(k, 3)).toBe(threeOfUs);

  // No server may see the media: Record and Go live are disabled, and say why.
  await expectBroadcastRefused(h);
});
