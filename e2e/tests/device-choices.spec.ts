import { expect, test } from '../support/test';
import { signInWithToken } from '../support/api';
import { createMeeting } from '../support/call';
import { deviceRequests, liveDevices, RECORD_DEVICE_REQUESTS } from '../support/device-requests';

/**
 * The devices chosen in Settings are the ones the call opens, and saving them keeps the pre-join's
 * camera/microphone switches (issue 14: Settings and the call used to store two shapes under one key).
 * Chromium's fake devices list one camera and three microphones; each getUserMedia request and its track are recorded.
 * The call takes over the pre-join's live microphone (issue 31), so it is the one the pre-join opened.
 */
test('a microphone and camera chosen in Settings are used by the call, and the pre-join switches survive', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { host, alias } = await createMeeting(request, 'Device Chooser');
  await signInWithToken(page, host.token);
  await page.addInitScript(RECORD_DEVICE_REQUESTS);

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

  const inCall = () => deviceRequests(page, '/c/');
  // The call sends the chosen microphone (the pre-join's, taken over) and, with the camera switched off, no camera.
  await expect(page.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: 'Turn off microphone' })).toBeVisible();
  const micRequests = (await deviceRequests(page)).filter((r) => r.audio);
  expect(micRequests.map((r) => r.path)).toEqual([`/j/${alias}`]);
  // The live microphone is the chosen one (Chromium took an `ideal` device id as a hint and opened its default input).
  expect((await liveDevices(page)).map(({ kind, deviceId }) => ({ kind, deviceId }))).toEqual([{ kind: 'audio', deviceId: micId }]);
  expect((await deviceRequests(page)).some((r) => r.video)).toBe(false);

  // Turning the camera on in the call opens the chosen camera.
  await page.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: 'Turn on camera' }).click();
  await expect.poll(async () => (await inCall()).some((r) => JSON.stringify(r.video).includes(cameraId!))).toBe(true);
});
