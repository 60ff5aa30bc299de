import { expect, test } from '../support/test';
import { createMeeting } from '../support/call';

/**
 * Get the app (issue 29): there is no native app, so the product is an installable web app (a manifest
 * in the page's language, icons, a service worker that only answers page loads when the network fails)
 * and /app/get_app offers the browser's install where it makes one, or says how on each system.
 */
test.use({ serviceWorkers: 'allow' });

test('the web app manifest is served and linked, and its icons load', async ({ page, request }) => {
  const manifest = await request.get('/app.en.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = await manifest.json();
  expect(body).toMatchObject({ name: 'Convene', start_url: '/app', display: 'standalone', lang: 'en' });
  for (const icon of body.icons as Array<{ src: string; sizes: string }>) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  expect(body.icons.map((icon: { sizes: string }) => icon.sizes)).toContain('512x512');
  const vietnamese = await (await request.get('/app.vi.webmanifest')).json();
  expect(vietnamese).toMatchObject({ name: 'Convene', lang: 'vi', description: expect.stringContaining('trình duyệt') });

  await page.goto('/app/get_app');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/app.en.webmanifest');
});

test('the Get the app page says there is no native app, explains each system, and installs where the browser offers it', async ({
  page,
}) => {
  await page.goto('/app/get_app');
  await expect(page.getByRole('heading', { name: 'Get the app', level: 1 })).toBeVisible();
  await expect(page.getByText('There is no app to download for Windows, macOS, Android or iOS yet.')).toBeVisible();
  const how = page.getByRole('list', { name: 'How to install' });
  await expect(how.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByTestId('get-app-ios')).toContainText('the Share button, then Add to Home Screen');
  await expect(page.getByTestId('get-app-android')).toContainText('Add to Home screen');

  // The browser offers to install (Chromium's beforeinstallprompt): the page's button opens its dialog.
  await expect(page.getByRole('button', { name: 'Install Convene' })).toHaveCount(0);
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await page.getByRole('button', { name: 'Install Convene' }).click();
  await expect(page.getByText('Convene is installed on this device.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
});

test('on an iPhone the page puts its steps first, and the service worker shows an offline page when the network is gone', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'allow',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/app/get_app');
  const first = page.getByRole('list', { name: 'How to install' }).getByRole('listitem').first();
  await expect(first).toContainText('iPhone and iPad');
  await expect(first).toContainText('This device');

  // The service worker is the product's, and only a page load that fails is answered by it.
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
  expect(new URL(script).pathname).toBe('/sw.js');
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bạn đang ngoại tuyến' })).toBeVisible();
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Get the app', level: 1 })).toBeVisible();
});

test('in Vietnamese the page and the linked manifest are Vietnamese, and the end page leads to it', async ({ page, request }) => {
  const { alias } = await createMeeting(request, 'App Host');
  await page.addInitScript(() => localStorage.setItem('language', 'vi'));
  await page.goto(`/c/${alias}/ended`);
  await page.getByRole('link', { name: 'Tải ứng dụng' }).click();
  await expect(page).toHaveURL(/\/app\/get_app$/);
  await expect(page.getByRole('heading', { name: 'Tải ứng dụng', level: 1 })).toBeVisible();
  await expect(page.getByText('Hiện chưa có ứng dụng để tải cho Windows, macOS, Android hay iOS.')).toBeVisible();
  await expect(page.getByTestId('get-app-ios')).toContainText('Thêm vào MH chính');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/app.vi.webmanifest');
});
