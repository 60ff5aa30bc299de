import { expect, test, type Browser, type Page } from '../support/test';
import { authedPost } from '../support/api';
import { createMeeting, joinCall, RECORD_PEER_CONNECTIONS } from '../support/call';
import { png, upload } from '../support/look';

/**
 * What the host set up in settings reaches their calls: the customisation (logo, scene, banner, name
 * badge, welcome and end-call pages) and anti-screen-capture (a watermark of each viewer's own identity).
 */
test.describe.configure({ timeout: 180_000 });

/** A guest who goes through j/{alias} themselves (the welcome page first when the host has one). */
async function openJoinPage(browser: Browser, baseURL: string, alias: string) {
  const context = await browser.newContext({ baseURL, permissions: ['camera', 'microphone'], viewport: { width: 1280, height: 800 } });
  await context.addInitScript(RECORD_PEER_CONNECTIONS);
  const page = await context.newPage();
  await page.goto(`/j/${alias}`);
  return page;
}

async function joinFromPreJoin(page: Page, name: string) {
  await page.getByLabel('Display name').fill(name);
  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(page.getByRole('toolbar', { name: 'Call controls' })).toBeVisible({ timeout: 45_000 });
}

test("every participant sees the host's logo, scene, banner and name badge, the welcome page before and the end-call page after", async ({
  browser,
  request,
  baseURL,
}) => {
  const { host, alias } = await createMeeting(request, 'Hana Host');
  const logo = await upload(request, host.token, 'logo', await png(browser, 100, 100, '#c52428'));
  const scene = await upload(request, host.token, 'scene', await png(browser, 320, 180, '#1d4ed8'));
  const badge = await upload(request, host.token, 'name_badge', await png(browser, 160, 90, '#16a34a'));
  await authedPost(request, host.token, '/api/account/profile/update', { name_badge: badge });
  await authedPost(request, host.token, '/api/account/setting/customisation/update', {
    name_badge: { enabled: true },
    scene: { image_url: scene },
    logo: { image_url: logo, position: 'bottom-left' },
    text_effect: {
      enabled: true,
      text: 'Quarterly review',
      font: 'Lora',
      font_style: 'bold-italic',
      size: 40,
      transform: 'uppercase',
      color: '#ffffff',
      background_color: '#123456',
    },
    end_call_page: {
      enabled: true,
      title: 'Thanks for coming',
      message: 'Slides follow by e-mail.',
      redirect_url: 'https://example.com/after',
    },
  });
  const hostPage = await joinCall(browser, baseURL!, alias, 'Hana Host', host.token);
  await authedPost(request, host.token, '/api/account/setting/customisation/update', {
    welcome_page: { enabled: true, title: 'Welcome to the review', message: 'Cameras on, please.' },
  });

  const guest = await openJoinPage(browser, baseURL!, alias);
  await expect(guest.getByRole('heading', { name: 'Welcome to the review' })).toBeVisible();
  await expect(guest.getByText('Cameras on, please.')).toBeVisible();
  await guest.getByRole('button', { name: 'Continue' }).click();
  await joinFromPreJoin(guest, 'Gia Guest');

  for (const page of [guest, hostPage]) {
    const stage = page.getByTestId('customisation-layer');
    await expect(stage).toHaveAttribute('data-scene', 'true');
    expect(await stage.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(new URL(scene).pathname);
    await expect(page.getByRole('img', { name: "Host's logo" })).toHaveAttribute('data-position', 'bottom-left');
    const banner = page.getByTestId('call-banner');
    await expect(banner).toHaveText('Quarterly review');
    expect(
      await banner.evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.textTransform, s.fontStyle, s.fontWeight, s.color, s.backgroundColor, s.fontFamily];
      }),
    ).toEqual(['uppercase', 'italic', '700', 'rgb(255, 255, 255)', 'rgb(18, 52, 86)', expect.stringContaining('Lora')]);
  }
  // The name badge sits on the host's tile only.
  const hostTile = guest.locator('[data-testid="video-tile"][data-kind="camera"]', { hasText: 'Hana Host' });
  await expect(hostTile.getByTestId('name-badge')).toHaveAttribute('src', badge);
  await expect(guest.locator('[data-testid="video-tile"][data-local] [data-testid="name-badge"]')).toHaveCount(0);

  await guest.getByRole('button', { name: 'Leave' }).click();
  await expect(guest.getByRole('heading', { name: 'Thanks for coming' })).toBeVisible();
  await expect(guest.getByTestId('ended-message')).toHaveText('Slides follow by e-mail.');
  await expect(guest.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', 'https://example.com/after');
  await guest.context().close();
});

test('with anti-screen-capture each participant sees their own name or e-mail over the video, and settings say what it cannot prevent', async ({
  browser,
  request,
  baseURL,
}) => {
  const { host, alias } = await createMeeting(request, 'Safe Host');
  await authedPost(request, host.token, '/api/account/setting/customisation/update', { anti_screen_capture: true });
  const hostPage = await joinCall(browser, baseURL!, alias, 'Safe Host', host.token);
  const guestPage = await joinCall(browser, baseURL!, alias, 'Gia Guest');
  await expect(hostPage.getByTestId('call-watermark')).toHaveAttribute('data-identity', host.email);
  await expect(guestPage.getByTestId('call-watermark')).toHaveAttribute('data-identity', 'Gia Guest');
  // Over the videos, hidden from screen readers, and it takes no clicks.
  const watermark = guestPage.getByTestId('call-watermark');
  await expect(watermark).toHaveAttribute('aria-hidden', 'true');
  expect(await watermark.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
  await expect(watermark.locator('span').first()).toHaveText('Gia Guest');

  await hostPage.goto('/app/advanced_security');
  await expect(hostPage.getByText('What it cannot prevent')).toBeVisible();
  await expect(hostPage.getByText(/No web page can stop screenshots/)).toBeVisible();
});

test('a call without the setting shows no watermark and no host look', async ({ browser, request, baseURL }) => {
  const { host, alias } = await createMeeting(request, 'Plain Host');
  const page = await joinCall(browser, baseURL!, alias, 'Plain Host', host.token);
  await expect(page.getByTestId('customisation-layer')).toBeVisible();
  await expect(page.getByTestId('call-watermark')).toHaveCount(0);
  await expect(page.getByTestId('call-banner')).toHaveCount(0);
  await expect(page.getByTestId('call-logo')).toHaveCount(0);
});
