import { expect, test } from '../support/test';
import type { Browser as FirefoxBrowser } from 'puppeteer-core';
import { createMeeting, expectProductVideo, joinCall } from '../support/call';
import {
  firefoxChatMessages,
  firefoxTileVideo,
  joinCallInFirefox,
  launchFirefox,
  RECORD_AUDIO_ELEMENTS,
  REMOTE_AUDIO_PEAK,
} from '../support/firefox';

/**
 * A Firefox guest (Debian's firefox-esr over WebDriver BiDi, see support/firefox.ts) and a Chromium
 * host (Playwright's) in one meeting, through the product and the real room controller: each sees the
 * other's picture moving, hears the other, and chat goes both ways.
 */

/** Above the noise floor of silence (0): both fake microphones play a tone or beeps at a fair level. */
const HEARD = 0.01;

let firefox: FirefoxBrowser | undefined;
test.afterEach(async () => {
  await firefox?.close();
  firefox = undefined;
});

test.describe('a Firefox guest and a Chromium host', () => {
  // Two real browsers encoding and decoding on a shared two-core machine.
  test.describe.configure({ timeout: 240_000 });

  test('see and hear each other and chat', async ({ browser, request, baseURL }) => {
    const { host, alias } = await createMeeting(request, 'Hana Host', 'meeting');
    const hostPage = await joinCall(browser, baseURL!, alias, 'Hana Host', host.token);
    // The guest's audio element is made when the guest's track arrives, after this.
    await hostPage.evaluate(RECORD_AUDIO_ELEMENTS);

    firefox = await launchFirefox();
    const guestPage = await joinCallInFirefox(firefox, baseURL!, alias, 'Fiona Firefox');

    // Chromium sees Firefox's camera: a size, and decoded frames that keep growing.
    await expectProductVideo(hostPage, 'Fiona Firefox');
    // Firefox sees Chromium's camera: a size, and painted frames that keep growing.
    await expect.poll(async () => (await firefoxTileVideo(guestPage, 'Hana Host'))?.width ?? 0, { timeout: 60_000 }).toBeGreaterThan(0);
    const painted = (await firefoxTileVideo(guestPage, 'Hana Host'))?.painted ?? 0;
    await expect
      .poll(async () => (await firefoxTileVideo(guestPage, 'Hana Host'))?.painted ?? 0, { timeout: 30_000 })
      .toBeGreaterThan(painted + 3);

    // Each hears the other: the level of the remote audio is above silence.
    await expect
      .poll(() => hostPage.evaluate(REMOTE_AUDIO_PEAK, 1500), { timeout: 45_000, message: 'the host hears the Firefox guest' })
      .toBeGreaterThan(HEARD);
    await expect
      .poll(() => guestPage.evaluate(REMOTE_AUDIO_PEAK, 1500), { timeout: 45_000, message: 'the Firefox guest hears the host' })
      .toBeGreaterThan(HEARD);

    // Chat from Firefox to Chromium.
    await guestPage.locator('::-p-aria([name="Chat"][role="button"])').click();
    await guestPage.locator('#chat-input').fill('Hello from Firefox');
    await guestPage.keyboard.press('Enter');
    await hostPage.getByRole('button', { name: 'Chat', exact: true }).click();
    await expect(hostPage.getByTestId('chat-message').filter({ hasText: 'Hello from Firefox' })).toContainText('Fiona Firefox');
    // And from Chromium to Firefox.
    await hostPage.getByPlaceholder('Send a message to everyone').fill('Welcome, Fiona!');
    await hostPage.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(async () => (await firefoxChatMessages(guestPage)).find((text) => text.includes('Welcome, Fiona!')) ?? '', { timeout: 20_000 })
      .toContain('Hana Host');
  });
});
