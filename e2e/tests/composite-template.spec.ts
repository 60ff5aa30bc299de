import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '../support/test';
import { createMeeting, joinCall } from '../support/call';
import { OwnServer } from '../support/own-server';

/**
 * The composite page as a LiveKit Egress custom template (issue 12): LiveKit's egress opens it with
 * `url`, `token` and `layout` added to the template URL, whose worker ticket lets it join the room as
 * the hidden recorder. No LiveKit server can run on this machine: the journeys prove that the page
 * in template mode redeems a real worker ticket, then shows why it cannot record when LiveKit is
 * unreachable and never tells the egress START_RECORDING; and that a bad ticket is refused.
 *
 * The ticket comes from the product: a service of its own whose worker browser is sent to a page here
 * (BROADCAST_SITE_URL) that only notes the URL it was given, so the ticket is left unused for the test.
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
const server = new OwnServer(E2E_PORT + 21, { env: { BROADCAST_SITE_URL: `http://127.0.0.1:${E2E_PORT + 22}`, AUDIENCE_HLS: 'off' } });
/** A port in the engineer's range where nothing listens: LiveKit unreachable. */
const NO_LIVEKIT = `ws://127.0.0.1:${E2E_PORT + 23}`;

/** The page's console, as the egress reads it. */
function consoleOf(page: Page) {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

test.describe('composite page as a LiveKit Egress template', () => {
  test.describe.configure({ timeout: 240_000 });
  let opened: http.Server;
  const urls: string[] = [];
  test.beforeAll(async () => {
    opened = http.createServer((req, res) => {
      urls.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>noted</title>');
    });
    await new Promise<void>((resolve) => opened.listen(E2E_PORT + 22, '127.0.0.1', resolve));
    expect((opened.address() as AddressInfo).port).toBe(E2E_PORT + 22);
    await server.start();
  });
  test.afterAll(async () => {
    opened?.close();
    await server.dispose();
  });

  test('with a worker ticket and LiveKit unreachable it shows the error and never logs START_RECORDING; a bad ticket is refused', async ({
    browser,
    playwright,
  }) => {
    const request = await playwright.request.newContext({ baseURL: server.url });
    const { host, alias } = await createMeeting(request, 'Template Host');
    const hostPage = await joinCall(browser, server.url, alias, 'Tam Host', host.token);
    await hostPage.getByRole('button', { name: 'Record' }).click();
    await expect.poll(() => urls.find((u) => u.startsWith(`/c/${alias}/composite?ticket=`)), { timeout: 60_000 }).toBeTruthy();
    const ticket = new URL(
      urls.find((u) => u.startsWith(`/c/${alias}/composite?ticket=`))!,
      'http://x',
    ).searchParams.get('ticket')!;

    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const lines = consoleOf(page);
    const template = new URLSearchParams({ ticket, layout: 'speaker', url: NO_LIVEKIT, token: 'egress-token' });
    await page.goto(`${server.url}/c/${alias}/composite?${template}`);
    await expect(page.getByRole('alert')).toHaveText(
      'The recording could not connect to the media server (LiveKit). Check your internet connection and try again.',
      { timeout: 60_000 },
    );
    // The egress fails with the page's `div.error` text rather than recording a blank page.
    await expect(page.locator('div.error')).toHaveCount(1);
    await expect(page.getByTestId('composite')).toHaveCount(0);
    expect(lines).not.toContain('START_RECORDING');
    expect(lines).not.toContain('END_RECORDING');

    // The same ticket again (single use), and a made-up one: refused before LiveKit is tried.
    for (const bad of [ticket, 'made-up']) {
      const refused = await context.newPage();
      const refusedLines = consoleOf(refused);
      await refused.goto(
        `${server.url}/c/${alias}/composite?${new URLSearchParams({ ticket: bad, layout: 'speaker', url: NO_LIVEKIT, token: 'egress-token' })}`,
      );
      await expect(refused.getByRole('alert')).toHaveText('This page is only for the recording worker.');
      expect(refusedLines).not.toContain('START_RECORDING');
    }
    await context.close();
  });
});
