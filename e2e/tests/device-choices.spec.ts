import { expect, test } from '../support/test';
import { signInWithToken } from '../support/api';
import { createMeeting } from '../support/call';

/**
 * The devices chosen in Settings are the ones the call opens, and saving them keeps the pre-join's
 * camera/microphone switches (issue 14: Settings and the call used to store two shapes under one key).
 * Chromium's fake devices list one camera and three microphones; each getUserMedia request is recorded.
 */
test('a microphone and camera chosen in Settings are used by the call, and the pre-join switches survive', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { host, alias } = await createMeeting(request, 'Device Chooser');
  await signInWithToken(page, host.token);
  await page.addInitScript(() => {
    const requests: Array<{ path: string; audio: unknown; video: unknown }> = [];
    (window as unknown as { gumRequests: typeof requests }).gumRequests = requests;
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (constraints) => {
      requests.push({ path: location.pathname, audio: constraints?.audio ?? null, video: constraints?.video ?? null });
      return original(constraints);
    };
  });

  // Pre-join: turn the camera off (remembered for the next call).
  await page.goto(`/j/${alias}`);
  await page.getByRole('button', { name: 'Turn off camera' }).click();
  await expect(page.getByText('Camera is off')).toBeVisible();

  // Settings: choose the second fake microphone and the camera.
  await page.goto('/app/change_media_devices');
  const microphone = page.getByLabel('Microphone', { exact: true });
  await expect(microphone.locator('option', { hasText: 'Fake Audio Input 2' })).toHaveCount(1);
  const micId = await microphone.locator('option', { hasText: 'Fake Audio Input 2' }).getAttribute('value');
  await microphone.selectOption({ label: 'Fake Audio Input 2' });
  await expect(page.getByText('Update saved').first()).toBeVisible();
  const camera = page.getByLabel('Camera', { exact: true });
  const cameraId = await camera.locator('option').first().getAttribute('value');
  await camera.selectOption({ index: 0 });
  expect(micId).toBeTruthy();
  expect(cameraId).toBeTruthy();

  // Back on the pre-join: the camera is still off and the Settings microphone is selected.
  await page.goto(`/j/${alias}`);
  await expect(page.getByText('Camera is off')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on camera' })).toBeVisible();
  await expect(page.getByLabel('Microphone', { exact: true })).toHaveValue(micId!);

  await page.getByLabel('Display name').fill('Device Chooser');
  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(page).toHaveURL(new RegExp(`/c/${alias}$`));
  await expect(page.getByRole('toolbar', { name: 'Call controls' })).toBeVisible({ timeout: 45_000 });

  const inCall = () =>
    page.evaluate(() =>
      (window as unknown as { gumRequests: Array<{ path: string; audio: unknown; video: unknown }> }).gumRequests.filter((r) =>
        r.path.startsWith('/c/'),
      ),
    );
  // The call opens the chosen microphone and, with the camera switched off, no camera.
  await expect.poll(async () => (await inCall()).some((r) => JSON.stringify(r.audio).includes(micId!))).toBe(true);
  expect((await inCall()).some((r) => r.video)).toBe(false);

  // Turning the camera on in the call opens the chosen camera.
  await page.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: 'Turn on camera' }).click();
  await expect.poll(async () => (await inCall()).some((r) => JSON.stringify(r.video).includes(cameraId!))).toBe(true);
});
