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
 * Yellow pixels (a 👍) in the middle band of the audience's stream, where the host's tile is drawn
 * (the fake camera is green, the speaking outline red: neither is yellow).
 */
const yellowInStream = (page: Page) => page.evaluate(() => {
  const video = document.querySelector<HTMLVideoElement>('[data-testid="audience-stage"] video')!;
  const canvas = Object.assign(document.createElement('canvas'), { width: 320, height: 180 });
  const g = canvas.getContext('2d', { willReadFrequently: true })!;
  g.drawImage(video, 0, 0, 320, 180);
  const data = g.getImageData(128, 0, 64, 180).data;
  let yellow = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i] > 200 && data[i + 1] > 150 && data[i + 2] < 110) yellow++;
  return yellow;
});

test('reactions rise for everyone in a theater event, in the stream too, and are limited per person', async ({ browser, request, baseURL }) => {
  test.setTimeout(240_000);
  const { host, alias } = await createMeeting(request, 'Thea Host', 'theater');
  const h = await joinCall(browser, baseURL!, alias, 'Thea Host', host.token);
  const ann = await joinCall(browser, baseURL!, alias, 'Ann Audience');
  await expect.poll(() => ann.evaluate(() => document.querySelector<HTMLVideoElement>('[data-testid="audience-stage"] video')?.getVideoPlaybackQuality().totalVideoFrames ?? 0), { timeout: 90_000 }).toBeGreaterThan(10);

  const viContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await viContext.addInitScript(() => localStorage.setItem('language', 'vi'));
  const vi = await viContext.newPage();
  await vi.goto(`/j/${alias}`);
  await vi.getByLabel('Tên hiển thị').fill('Vi Khán Giả');
  await vi.getByRole('button', { name: 'Tham gia ngay' }).click();
  await expect(vi.getByRole('toolbar', { name: 'Điều khiển cuộc gọi' })).toBeVisible({ timeout: 90_000 });

  // The audience reacts: the host and the others see it.
  await react(ann, 'Reactions', '👏 Applause');
  await expect(h.getByRole('img', { name: 'Ann Audience reacted: Applause' })).toBeVisible();
  await expect(vi.getByRole('img', { name: 'Ann Audience đã bày tỏ: Vỗ tay' })).toBeVisible();

  // The host's reaction rises over the host's own tile, and is drawn in the stream the audience watches.
  const before = Math.max(await yellowInStream(ann), await yellowInStream(ann));
  await react(h, 'Reactions', '👍 Thumbs up');
  const thumbs = h.getByRole('img', { name: 'Thea Host reacted: Thumbs up' });
  await expect(thumbs).toBeVisible();
  const tile = (await h.locator('[data-testid="video-tile"][data-local]').boundingBox())!;
  const rising = (await thumbs.boundingBox())!;
  expect(rising.x + rising.width / 2).toBeGreaterThan(tile.x);
  expect(rising.x + rising.width / 2).toBeLessThan(tile.x + tile.width);
  await expect(vi.getByRole('img', { name: 'Thea Host đã bày tỏ: Thích' })).toBeVisible();
  expect(await seriousViolations(ann)).toEqual([]);
  await expect.poll(() => yellowInStream(ann), { timeout: 20_000, intervals: [200] }).toBeGreaterThan(before + 20);

  // Too fast: the room refuses, and the person is told.
  for (let i = 0; i < 6 && !(await h.getByText('You are reacting too fast. Wait a moment.').isVisible()); i++) await react(h, 'Reactions', '🎉 Celebrate');
  await expect(h.getByText('You are reacting too fast. Wait a moment.')).toBeVisible();
});
