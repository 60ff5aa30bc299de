import { expect, type APIRequestContext, type Browser } from '@playwright/test';

/** The host's customisation pictures for journeys: solid-colour PNGs, uploaded as the settings page does. */

/** A solid-colour PNG of the given size, drawn by the browser. */
export async function png(browser: Browser, width: number, height: number, colour: string) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(`<body style="margin:0;background:${colour}"></body>`);
  const buffer = await page.screenshot({ type: 'png' });
  await page.close();
  return buffer;
}

export async function upload(request: APIRequestContext, token: string, kind: 'logo' | 'scene' | 'name_badge', buffer: Buffer) {
  const response = await request.post('/api/storage/upload-file', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { kind, file: { name: `${kind}.png`, mimeType: 'image/png', buffer } },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { url: string }).url;
}
