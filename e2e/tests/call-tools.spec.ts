import { expect, test } from '../support/test';
import { signInWithToken } from '../support/api';
import { createMeeting, joinCall } from '../support/call';

/** Tools around the call: the shared whiteboard, the chat's emoji picker, tiles, the end of an event, the hand-over page. */
test.describe.configure({ timeout: 150_000 });

test('the whiteboard opens from the More menu as one board for the call, announced in the chat to everyone', async ({
  browser,
  request,
  baseURL,
}) => {
  const { host, alias } = await createMeeting(request, 'Hana Host');
  const hostPage = await joinCall(browser, baseURL!, alias, 'Hana Host', host.token);
  const guestPage = await joinCall(browser, baseURL!, alias, 'Gia Guest');

  await hostPage.getByRole('button', { name: 'More options' }).click();
  const [hostBoard] = await Promise.all([
    hostPage.context().waitForEvent('page'),
    hostPage.getByRole('menuitem', { name: 'Whiteboard' }).click(),
  ]);
  await expect(hostBoard).toHaveURL(/\/draw\?room=[a-z0-9]{20}$/);
  await expect(hostBoard.getByRole('toolbar', { name: 'Drawing tools' })).toBeVisible();

  // The guest gets it in the chat and opens the same board.
  await guestPage.getByRole('button', { name: 'Chat' }).click();
  const link = guestPage.getByRole('link', { name: /Open the shared whiteboard/ });
  await expect(link).toHaveAttribute('href', hostBoard.url());
  // Opening it again from the menu reuses the call's board: no second announcement.
  await guestPage.getByRole('button', { name: 'More options' }).click();
  const [guestBoard] = await Promise.all([
    guestPage.context().waitForEvent('page'),
    guestPage.getByRole('menuitem', { name: 'Whiteboard' }).click(),
  ]);
  await expect(guestBoard).toHaveURL(hostBoard.url());
  await expect(guestPage.getByTestId('chat-whiteboard')).toHaveCount(1);
});

test('the emoji picker closes once the message is sent', async ({ browser, request, baseURL }) => {
  const { host, alias } = await createMeeting(request, 'Hana Host');
  const page = await joinCall(browser, baseURL!, alias, 'Hana Host', host.token);
  await page.getByRole('button', { name: 'Chat' }).click();
  await page.getByRole('button', { name: 'Emoji' }).click();
  const picker = page.getByRole('group', { name: 'Emoji' });
  await picker.getByRole('button', { name: '🎉' }).click();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('chat-message')).toContainText('🎉');
  await expect(picker).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Emoji' })).toHaveAttribute('aria-pressed', 'false');
});

test('on a small tile the name keeps its room and role badges give way', async ({ browser, request, baseURL }) => {
  const { host, alias } = await createMeeting(request, 'Accountable Host');
  const page = await joinCall(browser, baseURL!, alias, 'Accountable Host', host.token);
  await joinCall(browser, baseURL!, alias, 'Gia Guest');
  // In the speaker view the host's own tile is the small one beside the guest's.
  const caption = page.locator('[data-testid="video-tile"][data-local] figcaption');
  await expect(caption).toBeVisible();
  const fit = await caption.evaluate((el) => {
    const name = el.querySelector('span[class*="name"]') as HTMLElement;
    const badges = [...el.querySelectorAll('span[class*="badge"]')] as HTMLElement[];
    return {
      nameCut: name.scrollWidth > name.clientWidth,
      nameWidth: name.clientWidth,
      badgesShown: badges.filter((b) => b.offsetWidth > 0).length,
    };
  });
  expect(fit.nameCut).toBe(false);
  expect(fit.nameWidth).toBeGreaterThan(100);
});

test('after the host ends the event for everyone, their events list no longer says it is live', async ({ browser, request, baseURL }) => {
  const { host, alias } = await createMeeting(request, 'Hana Host');
  const page = await joinCall(browser, baseURL!, alias, 'Hana Host', host.token);
  const topic = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('menuitem', { name: 'End for all' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End for all' }).click();
  await expect(page.getByTestId('call-ended')).toBeVisible();

  const list = await browser.newPage({ baseURL });
  await signInWithToken(list, host.token);
  await list.goto('/app/conferences');
  await expect(list.getByRole('tab', { name: 'Upcoming' })).toBeVisible();
  await expect(list.getByText(topic!)).toHaveCount(0);
  await list.getByRole('tab', { name: 'Past' }).click();
  const row = list.getByTestId('event-row').filter({ hasText: topic! });
  await expect(row).toBeVisible();
  await expect(row.getByText('Live now')).toHaveCount(0);
  await list.close();
});

test('the hand-over page with nothing to hand over says so and offers the way home', async ({ page }) => {
  await page.clock.install();
  await page.goto('/loading');
  await expect(page.getByRole('status')).toHaveText('Loading, please wait…');
  await page.clock.runFor(7000);
  await expect(page.getByRole('status')).toHaveText('Nothing to load here');
  await page.getByRole('button', { name: 'Go to home' }).click();
  await expect(page).not.toHaveURL(/\/loading/);
});

test("the host's menus on a tile and on a participant row stay inside the window, down to Remove and Block", async ({
  browser,
  request,
  baseURL,
}) => {
  const { host, alias } = await createMeeting(request, 'Hana Host');
  const hostPage = await joinCall(browser, baseURL!, alias, 'Hana Host', host.token);
  await joinCall(browser, baseURL!, alias, 'Gia Guest');
  // A short window: the small tiles and the participant rows sit near its bottom edge.
  await hostPage.setViewportSize({ width: 900, height: 560 });
  const viewport = hostPage.viewportSize()!;
  const allInside = async () => {
    const menu = hostPage.getByRole('menu');
    await expect(menu).toBeVisible();
    expect(await menu.getByRole('menuitem').count()).toBeGreaterThanOrEqual(4);
    // The menu itself lies inside the window (a long one scrolls within it)...
    const box = (await menu.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    // ...and its last actions can be reached: End moves to them and they are on screen.
    await hostPage.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Block' })).toBeFocused();
    await expect(menu.getByRole('menuitem', { name: 'Block' })).toBeInViewport({ ratio: 0.95 });
    await menu.getByRole('menuitem', { name: 'Remove', exact: true }).scrollIntoViewIfNeeded();
    await expect(menu.getByRole('menuitem', { name: 'Remove', exact: true })).toBeInViewport({ ratio: 0.95 });
    await hostPage.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  };

  await hostPage.getByRole('button', { name: 'More options' }).click();
  await hostPage.getByRole('menuitemradio', { name: 'Gallery' }).click();
  await hostPage.getByRole('button', { name: "Actions on Gia Guest's video" }).click();
  await allInside();

  await hostPage.getByRole('button', { name: 'Participants' }).click();
  await hostPage.getByRole('button', { name: 'Actions for Gia Guest' }).click();
  await allInside();
});
