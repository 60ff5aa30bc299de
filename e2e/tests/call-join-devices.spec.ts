import { expect, test } from '../support/test';
import { createMeeting, joinCall } from '../support/call';

/** Joining without camera or microphone, and who a signed-in person joins as. */
test.describe.configure({ timeout: 120_000 });

test('with camera and microphone denied the preview says so and how to allow them, the guest joins without, cannot raise a hand, and the mic button says there is none', async ({
  browser,
  request,
  baseURL,
}) => {
  const { host, alias } = await createMeeting(request, 'Hana Host');
  await joinCall(browser, baseURL!, alias, 'Hana Host', host.token);
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  // What the browser answers when the user (or a site setting) blocks both devices.
  await context.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  const page = await context.newPage();
  await page.goto(`/j/${alias}`);
  await expect(page.getByText('Camera unavailable')).toBeVisible();
  await expect(page.getByText('Starting camera…')).toHaveCount(0);
  await expect(page.getByTestId('allow-devices')).toContainText('lock next to the address bar');
  await page.getByLabel('Display name').fill('Denied Dana');
  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(page.getByRole('toolbar', { name: 'Call controls' })).toBeVisible({ timeout: 45_000 });

  const mic = page.getByRole('button', { name: 'No microphone' });
  await expect(mic).toHaveAttribute('aria-pressed', 'false');
  await expect(mic).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Raise hand' }).click();
  await expect(page.getByText('You have no microphone, so you cannot raise your hand.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Raise hand' })).toHaveAttribute('aria-pressed', 'false');
  await context.close();
});

test('a signed-in host on their own pre-join sees who they join as, a guest is told no account is needed', async ({
  browser,
  request,
  baseURL,
}) => {
  const { host, alias } = await createMeeting(request, 'Hana Host');
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((token) => localStorage.setItem('account.tokenQ', token), host.token);
  const page = await context.newPage();
  await page.goto(`/j/${alias}`);
  await expect(page.getByTestId('join-as')).toHaveText(`You host this event and join as ${host.email}.`);
  await context.close();

  const guest = await browser.newPage({ baseURL });
  await guest.goto(`/j/${alias}`);
  await expect(guest.getByTestId('join-as')).toHaveText('No account needed: join as a guest with your name.');
  await guest.close();
});

test('with no audio output device (Firefox without speakers) the pre-join speaker picker is disabled, as in settings', async ({
  browser,
  baseURL,
  request,
}) => {
  const { alias } = await createMeeting(request, 'Hana Host');
  const context = await browser.newContext({ baseURL, permissions: ['camera', 'microphone'] });
  await context.addInitScript(() => {
    const list = navigator.mediaDevices.enumerateDevices.bind(navigator.mediaDevices);
    navigator.mediaDevices.enumerateDevices = async () => (await list()).filter((d) => d.kind !== 'audiooutput');
  });
  const page = await context.newPage();
  await page.goto(`/j/${alias}`);
  const speaker = page.getByLabel('Speaker');
  await expect(speaker).toContainText('No device found');
  await expect(speaker).toBeDisabled();
  await expect(page.getByLabel('Camera', { exact: true })).toBeEnabled();
  await context.close();
});

test("the room's code arrives while the guest is on the pre-join, so Join needs nothing more of it", async ({
  browser,
  request,
  baseURL,
}) => {
  const { alias } = await createMeeting(request, 'Hana Host');
  const guest = await browser.newPage({ baseURL, permissions: ['camera', 'microphone'] });
  const isRoomCode = (url: string) => /\/CallPage-[\w-]+\.js$/.test(new URL(url).pathname);
  const roomCode = guest.waitForResponse((response) => isRoomCode(response.url()), { timeout: 15_000 });
  await guest.goto(`/j/${alias}`);
  await expect(guest.getByRole('button', { name: 'Join now' })).toBeVisible();
  expect((await roomCode).ok()).toBe(true);

  const fetchedOnJoin: string[] = [];
  guest.on('request', (request) => isRoomCode(request.url()) && fetchedOnJoin.push(request.url()));
  await guest.getByLabel('Display name').fill('Quick Guest');
  await guest.getByRole('button', { name: 'Join now' }).click();
  // The room page itself: the host has not come yet.
  await expect(guest.getByRole('heading', { name: 'Waiting for the host' })).toBeVisible();
  expect(fetchedOnJoin).toEqual([]);
  await guest.close();
});
