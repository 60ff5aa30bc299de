import { expect, test } from '../support/test';
import { signInWithToken } from '../support/api';
import { createMeeting, joinCall } from '../support/call';
import { HOST_TILE_VIDEO, OWN_TILE_VIDEO, look, sharpness } from '../support/video-look';

/**
 * Background blur and images (issue 29): MediaPipe's selfie segmentation, served by the product, runs in
 * the page. Chromium's fake camera shows no person, so with an effect on the whole frame is background:
 * blurred, its sharp edges (the frame counter, the moving shape) go soft; with an image, the image shows.
 * What is measured is what a person sees: the self view on the join page and the host's tile at a guest.
 */

const PREVIEW = 'video[aria-label]';

test('blur and a background image change what the self view and the other participants see, and the choice is remembered', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { host, alias } = await createMeeting(request, 'Blur Host');
  await signInWithToken(page, host.token);
  await page.goto(`/j/${alias}`);
  const background = page.getByLabel('Background', { exact: true });
  await expect(background).toHaveValue('off');
  await expect.poll(() => sharpness(page, PREVIEW), { timeout: 30_000 }).toBeGreaterThanOrEqual(0);
  const plain = await sharpness(page, PREVIEW);

  // Blur: the model loads from the product (only now), and the self view goes soft.
  const model = page.waitForResponse((response) => /\/segmentation\/selfie_segmentation.*\.wasm$/.test(response.url()));
  await background.selectOption({ label: 'Blur my background' });
  expect((await model).status()).toBe(200);
  await expect.poll(() => sharpness(page, PREVIEW), { timeout: 60_000 }).toBeLessThan(plain * 0.5);

  // An image: the ocean's blues fill the background.
  await background.selectOption({ label: 'Image: ocean' });
  await expect
    .poll(
      async () => {
        const seen = await look(page, PREVIEW);
        return seen ? seen.blue - seen.red : -999;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(40);

  // Remembered on this device: a reload offers the same choice.
  await background.selectOption({ label: 'Blur my background' });
  await page.reload();
  await expect(page.getByLabel('Background', { exact: true })).toHaveValue('blur');

  // In the call, what is sent is the processed camera: a guest sees the host blurred, beside its own sharp camera.
  await page.getByLabel('Display name').fill('Blur Host');
  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(page.getByRole('toolbar', { name: 'Call controls' })).toBeVisible({ timeout: 45_000 });
  const guest = await joinCall(browser, baseURL!, alias, 'Sharp Guest');
  const hostTile = HOST_TILE_VIDEO;
  const ownTile = OWN_TILE_VIDEO;
  await expect.poll(() => sharpness(guest, ownTile), { timeout: 45_000 }).toBeGreaterThanOrEqual(0);
  await expect.poll(() => sharpness(guest, hostTile), { timeout: 45_000 }).toBeGreaterThanOrEqual(0);
  const guestOwn = await sharpness(guest, ownTile);
  await expect.poll(() => sharpness(guest, hostTile), { timeout: 30_000 }).toBeLessThan(guestOwn * 0.5);

  // The call's device settings turn it off: the guest sees the host's camera sharp again.
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: /Camera, microphone/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Background', { exact: true }).selectOption({ label: 'No effect' });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => sharpness(guest, hostTile), { timeout: 45_000 }).toBeGreaterThan(guestOwn * 0.7);
});

test('the background choice speaks Vietnamese', async ({ page, request }) => {
  const { host, alias } = await createMeeting(request, 'Nền Host');
  await page.addInitScript(() => localStorage.setItem('language', 'vi'));
  await signInWithToken(page, host.token);
  await page.goto(`/j/${alias}`);
  const background = page.getByLabel('Hình nền', { exact: true });
  await expect(background).toHaveValue('off');
  await expect(background.locator('option')).toHaveText([
    'Không hiệu ứng',
    'Làm mờ hình nền',
    'Ảnh: bình minh',
    'Ảnh: đại dương',
    'Ảnh: phòng thu',
  ]);
});
