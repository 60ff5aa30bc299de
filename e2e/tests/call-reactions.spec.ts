import { expect, test, type Page } from '../support/test';
import { seriousViolations } from '../support/a11y';
import { createMeeting, joinCall } from '../support/call';

/**
 * Reactions (issue 29) in a theater event: the audience reacts and everyone sees it; the host's rise
 * over the host's own tile for everyone, in both languages, and in the stream the audience watches
 * (the composite draws them); a person who reacts too fast is told to wait.
 */
async function react(page: Page, button: string, item: string) {
  await page.getByRole('toolbar').getByRole('button', { name: button }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * Records every reaction the page shows as it appears (they rise for 3 s, shorter than a poll on a
 * busy machine): its label, and whether its middle is over the page's own camera tile.
 */
const watchReactions = (page: Page) =>
  page.evaluate(() => {
    const seen: Array<{ label: string; overOwnTile: boolean }> = [];
    (window as unknown as { __reactions: typeof seen }).__reactions = seen;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement) || node.dataset.testid !== 'reaction') continue;
          const rising = node.getBoundingClientRect();
          const tile = document.querySelector('[data-testid="video-tile"][data-local]')?.getBoundingClientRect();
          const middle = rising.left + rising.width / 2;
          seen.push({ label: node.getAttribute('aria-label') ?? '', overOwnTile: !!tile && middle > tile.left && middle < tile.right });
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
const seenReactions = (page: Page) =>
  page.evaluate(() => (window as unknown as { __reactions: Array<{ label: string; overOwnTile: boolean }> }).__reactions);

/**
 * The most yellow pixels (a 👍) seen in the middle band of the audience's stream, where the host's
 * tile is drawn (the fake camera is green, the speaking outline red: neither is yellow), sampled in
 * the page every 150 ms from the moment this is called.
 */
const watchYellow = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __yellow: number };
    w.__yellow = 0;
    const video = document.querySelector<HTMLVideoElement>('[data-testid="audience-stage"] video')!;
    const canvas = Object.assign(document.createElement('canvas'), { width: 320, height: 180 });
    const g = canvas.getContext('2d', { willReadFrequently: true })!;
    setInterval(() => {
      g.drawImage(video, 0, 0, 320, 180);
      const data = g.getImageData(128, 0, 64, 180).data;
      let yellow = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] > 200 && data[i + 1] > 150 && data[i + 2] < 110) yellow++;
      w.__yellow = Math.max(w.__yellow, yellow);
    }, 150);
  });
const mostYellow = (page: Page) => page.evaluate(() => (window as unknown as { __yellow: number }).__yellow);

test('reactions rise for everyone in a theater event, in the stream too, and are limited per person', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const { host, alias } = await createMeeting(request, 'Thea Host', 'theater');
  const h = await joinCall(browser, baseURL!, alias, 'Thea Host', host.token);
  const ann = await joinCall(browser, baseURL!, alias, 'Ann Audience');
  await expect
    .poll(
      () =>
        ann.evaluate(
          () =>
            document.querySelector<HTMLVideoElement>('[data-testid="audience-stage"] video')?.getVideoPlaybackQuality().totalVideoFrames ??
            0,
        ),
      { timeout: 90_000 },
    )
    .toBeGreaterThan(10);

  const viContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await viContext.addInitScript(() => localStorage.setItem('language', 'vi'));
  const vi = await viContext.newPage();
  await vi.goto(`/j/${alias}`);
  await vi.getByLabel('Tên hiển thị').fill('Vi Khán Giả');
  await vi.getByRole('button', { name: 'Tham gia ngay' }).click();
  await expect(vi.getByRole('toolbar', { name: 'Điều khiển cuộc gọi' })).toBeVisible({ timeout: 90_000 });

  // The audience reacts: the host and the others see it.
  for (const page of [h, vi]) await watchReactions(page);
  await react(ann, 'Reactions', '👏 Applause');
  await expect.poll(async () => (await seenReactions(h)).map((r) => r.label)).toContain('Ann Audience reacted: Applause');
  await expect.poll(async () => (await seenReactions(vi)).map((r) => r.label)).toContain('Ann Audience đã bày tỏ: Vỗ tay');

  // The host's reaction rises over the host's own tile, and is drawn in the stream the audience watches.
  await watchYellow(ann);
  await ann.waitForTimeout(1500);
  expect(await mostYellow(ann)).toBeLessThan(5);
  await react(h, 'Reactions', '👍 Thumbs up');
  await expect.poll(() => mostYellow(ann), { timeout: 30_000 }).toBeGreaterThan(20);
  await expect
    .poll(async () => (await seenReactions(h)).find((r) => r.label === 'Thea Host reacted: Thumbs up'))
    .toEqual({ label: 'Thea Host reacted: Thumbs up', overOwnTile: true });
  await expect.poll(async () => (await seenReactions(vi)).map((r) => r.label)).toContain('Thea Host đã bày tỏ: Thích');
  expect(await seriousViolations(ann)).toEqual([]);

  // Too fast: the room refuses, and the person is told. Six taps in a row as fast as a hand can (a frame
  // apart), in the page: driven one by one from here, a loaded machine spread them past the limit's window.
  await h.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let tap = 0; tap < 6; tap++) {
      // The menu opens on pointer down, as for a finger or a mouse.
      const button = document.querySelector<HTMLElement>('[role="toolbar"] [aria-label="Reactions"]')!;
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, button: 0, pointerType: 'mouse' }));
      let item: HTMLElement | undefined;
      for (let f = 0; f < 300 && !item; f++) {
        item = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((m) => m.textContent?.includes('Celebrate'));
        if (!item) await frame();
      }
      item!.click();
      await frame();
    }
  });
  // Every reaction past the limit is refused; the same refusal is one toast, however many came.
  await expect(h.getByText('You are reacting too fast. Wait a moment.')).toBeVisible();
});
