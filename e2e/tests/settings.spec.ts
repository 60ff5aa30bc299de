import { expect, test, type APIRequestContext } from '../support/test';
import { deflateSync } from 'node:zlib';
import { createAccount, signInWithToken } from '../support/api';

/** A real grey PNG of the given size. */
function png(width: number, height: number): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = table[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 150)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function details(request: APIRequestContext, token: string) {
  const response = await request.get('/api/account/details', { headers: { Authorization: `Bearer ${token}` } });
  return response.json();
}

test.describe('settings', () => {
  test('changing the display name shows the new name in the header', async ({ page, request }) => {
    const account = await createAccount(request, 'Old Name');
    await signInWithToken(page, account.token);
    await page.goto('/app/settings');
    await expect(page.getByTestId('account-menu')).toContainText('Old Name');
    await page.getByTestId('edit-profile').click();
    await expect(page).toHaveURL(/\/app\/change_name$/);

    const name = page.getByLabel('Display name');
    await name.fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Display name is required.')).toBeVisible();

    await name.fill('Trần Thu Hà');
    await page.getByLabel('Company').fill('Convene Labs');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Update saved')).toBeVisible();
    await expect(page.getByTestId('account-menu')).toContainText('Trần Thu Hà');
    expect(await details(request, account.token)).toMatchObject({ display_name: 'Trần Thu Hà', company: 'Convene Labs' });
  });

  test('changing the password, signing out and signing in with the new one', async ({ page, request }) => {
    const account = await createAccount(request, 'Password Changer');
    await signInWithToken(page, account.token);
    await page.goto('/app/change_password');
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel(/^New password/).fill('brand-new-pass-7');
    await page.getByLabel('Confirm new password').fill('brand-new-pass-8');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();

    await page.getByLabel('Confirm new password').fill('brand-new-pass-7');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Current password is not correct.' }).first()).toBeVisible();
    await expect(page.getByText('Update failed')).toBeVisible();
    // Nothing typed is lost on a failed save.
    await expect(page.getByLabel(/^New password/)).toHaveValue('brand-new-pass-7');

    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password was changed.')).toBeVisible();

    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('Email or phone number').fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page.getByText('Incorrect email, phone number or password.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('brand-new-pass-7');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page.getByTestId('account-menu')).toContainText('Password Changer');
  });

  test('switching to Vietnamese changes the whole UI and stays after reload', async ({ page, request }) => {
    const account = await createAccount(request, 'Language User');
    await signInWithToken(page, account.token);
    await page.goto('/app/settings');
    await page.getByTestId('link-language').click();
    await expect(page).toHaveURL(/\/app\/language$/);
    await page.getByRole('radio', { name: /Tiếng Việt/ }).check();

    await expect(page.getByRole('heading', { name: 'Ngôn ngữ', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Trang chủ' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cài đặt' })).toBeVisible();
    await expect(page).toHaveTitle('Ngôn ngữ | Convene');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Ngôn ngữ', level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Tiếng Việt/ })).toBeChecked();
    await page.getByRole('button', { name: 'Quay lại cài đặt' }).click();
    await expect(page.getByRole('heading', { name: 'Tài khoản liên kết' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('vi');
  });

  test('picking end-to-end mode saves it on the account', async ({ page, request }) => {
    const account = await createAccount(request, 'Mode User');
    await signInWithToken(page, account.token);
    await page.goto('/app/change_mode');
    await expect(page.getByRole('radio', { name: /Meeting/ })).toBeChecked();
    await page.getByRole('radio', { name: /End-to-end/ }).check();
    await expect(page.getByText('Update saved')).toBeVisible();
    await expect.poll(async () => (await details(request, account.token)).account_setting.conference_mode).toBe('endtoend');

    await page.goto('/app/settings');
    await expect(page.getByTestId('link-mode')).toContainText('End-to-end');
    await page.goto('/app/change_mode');
    await expect(page.getByRole('radio', { name: /End-to-end/ })).toBeChecked();
  });

  test('a logo above 1 MB is refused with the size message', async ({ page, request }) => {
    const account = await createAccount(request, 'Brand Host');
    await signInWithToken(page, account.token);
    await page.goto('/app/customize_conference');
    const picker = page.getByTestId('logo-picker');
    await expect(picker).toBeVisible();
    const big = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(1024 * 1024 + 10)]);
    await picker.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: big });
    await expect(picker.getByRole('alert')).toHaveText('The file is too big. The limit is 1 MB.');
    await expect(page.getByText('Update failed')).toBeVisible();

    await picker
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(picker.getByRole('alert')).toHaveText('This file type is not supported.');
    await expect(page.getByTestId('customise-preview').locator('img')).toHaveCount(0);
  });

  test('the name badge must be 16:9; a good one is saved and shows in the header', async ({ page, request }) => {
    const account = await createAccount(request, 'Badge Wearer');
    await signInWithToken(page, account.token);
    await page.goto('/app/settings');
    const picker = page.getByTestId('name-badge-picker');
    const input = picker.locator('input[type="file"]');
    await input.setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: png(400, 400) });
    await expect(picker.getByRole('alert')).toHaveText('The image must be 16:9 (for example 1280 × 720).');
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: png(2560, 1440) });
    await expect(picker.getByRole('alert')).toHaveText('Please select another image or video file of lower quality.');

    await input.setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: png(320, 180) });
    await expect(page.getByText('Update saved')).toBeVisible();
    await expect(picker.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('account-menu').locator('img')).toHaveAttribute('src', /\/api\/storage\/files\//);
    expect((await details(request, account.token)).name_badge).toContain('/api/storage/files/');
  });

  test('customising the conference: logo, its position and a text effect show in the preview and are saved', async ({ page, request }) => {
    const account = await createAccount(request, 'Brand Owner');
    await signInWithToken(page, account.token);
    await page.goto('/app/customize_conference');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page
      .getByTestId('logo-picker')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Your logo is 1 × 1 px; 100 × 100 px looks best.')).toBeVisible();
    await page.getByRole('radio', { name: 'Bottom left' }).click();
    const preview = page.getByTestId('customise-preview');
    await expect(preview.locator('img[data-position="bottom-left"]')).toBeVisible();

    await page.getByRole('switch', { name: 'Show a text banner' }).check();
    await page.getByLabel('Text', { exact: true }).fill('Live from Hà Nội');
    await page.getByLabel('Transform').selectOption('uppercase');
    await expect(preview.getByTestId('preview-text-effect')).toHaveText('Live from Hà Nội');
    await expect(preview.getByTestId('preview-text-effect')).toHaveCSS('text-transform', 'uppercase');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByTestId('customise-save').click();
    await expect(page.getByText('Update saved')).toBeVisible();

    const saved = await (
      await request.get('/api/account/setting/customisation', { headers: { Authorization: `Bearer ${account.token}` } })
    ).json();
    expect(saved).toMatchObject({
      logo: { position: 'bottom-left' },
      text_effect: { enabled: true, text: 'Live from Hà Nội', transform: 'uppercase' },
    });
    expect(saved.logo.image_url).toContain('/api/storage/files/');
    await page.reload();
    await expect(page.getByLabel('Text', { exact: true })).toHaveValue('Live from Hà Nội');
    await expect(page.getByRole('radio', { name: 'Bottom left' })).toHaveAttribute('aria-checked', 'true');
  });

  test('creating an API key shows its secret once, and revoking removes it', async ({ page, request }) => {
    const account = await createAccount(request, 'Key Maker');
    await signInWithToken(page, account.token);
    await page.goto('/app/settings');
    const section = page.getByTestId('api-keys');
    await section.getByRole('button', { name: 'Create key' }).click();
    await expect(section.getByText('Key name is required.')).toBeVisible();
    await section.getByLabel('Key name').fill('CRM integration');
    await section.getByRole('button', { name: 'Create key' }).click();
    const secret = section.getByTestId('api-key-secret');
    await expect(secret).toContainText('Copy it now: it will not be shown again.');
    await expect(secret.getByRole('textbox')).toHaveValue(/^cvk_[0-9a-f]{8}_/);
    await expect(section.getByTestId('api-key-row')).toHaveCount(1);
    await expect(section.getByTestId('api-key-row')).toContainText('CRM integration');

    await page.reload();
    await expect(section.getByTestId('api-key-row')).toContainText('CRM integration');
    await expect(section.getByTestId('api-key-secret')).toHaveCount(0);

    await section.getByRole('button', { name: 'Revoke CRM integration' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(section.getByTestId('api-key-row')).toHaveCount(0);
    const list = await request.get('/api/account/api-key/list', { headers: { Authorization: `Bearer ${account.token}` } });
    expect((await list.json()).items).toEqual([]);
  });

  test('adding a stream target: a bad key asks to check it, then the target is listed masked', async ({ page, request }) => {
    const account = await createAccount(request, 'Streamer');
    await signInWithToken(page, account.token);
    await page.goto('/app/settings');
    const section = page.getByTestId('stream-targets');
    await section.getByRole('button', { name: 'Add stream target' }).click();
    const form = section.getByTestId('stream-target-form');
    await form.getByLabel('Name').fill('YouTube');
    await form.getByLabel('Server URL').fill('rtmp://a.rtmp.youtube.com/live2');
    await form.getByLabel('Stream key').fill('has spaces in it');
    await form.getByRole('button', { name: 'Add stream target' }).click();
    await expect(form.getByText('Please check the stream key.')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('YouTube');

    await form.getByLabel('Stream key').fill('abcd-efgh-ijkl-9876');
    await form.getByRole('button', { name: 'Add stream target' }).click();
    await expect(page.getByText('Update saved')).toBeVisible();
    const row = section.getByTestId('stream-target-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('YouTube');
    await expect(row).toContainText('rtmp://a.rtmp.youtube.com/live2');
    await expect(row).toContainText('••••••••9876');
    await expect(row).not.toContainText('abcd-efgh');

    await page.reload();
    await expect(section.getByTestId('stream-target-row')).toContainText('YouTube');
  });

  test('recordings are listed with play and download, and can be deleted', async ({ page, request }) => {
    const account = await createAccount(request, 'Recorder');
    const auth = { Authorization: `Bearer ${account.token}` };
    const mp4 = Buffer.concat([
      Buffer.from('0000001866747970', 'hex'),
      Buffer.from('isom\0\0\x02\0isomiso2', 'latin1'),
      Buffer.alloc(2048),
    ]);
    const uploaded = await (
      await request.post('/api/storage/upload-file', {
        headers: auth,
        multipart: { kind: 'video', file: { name: 'sync.mp4', mimeType: 'video/mp4', buffer: mp4 } },
      })
    ).json();
    const created = await request.post('/api/account/recording/create', {
      headers: auth,
      data: { file_id: uploaded.id, title: 'Weekly sync', duration_seconds: 125 },
    });
    expect(created.ok()).toBe(true);

    await signInWithToken(page, account.token);
    await page.goto('/app/recording');
    const row = page.getByTestId('recording-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Weekly sync');
    await expect(row).toContainText('2:05');
    await expect(row.getByRole('button', { name: 'Play Weekly sync' })).toBeVisible();
    await expect(row.getByRole('link', { name: 'Download Weekly sync' })).toHaveAttribute('href', /\/api\/storage\/files\/[0-9a-f]{32}$/);

    await row.getByRole('button', { name: 'Delete Weekly sync' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('No recordings yet')).toBeVisible();
    expect((await (await request.get('/api/account/recording/list', { headers: auth })).json()).items).toEqual([]);
  });

  test('audio and video, anti-screen-capture and the update check', async ({ page, request }) => {
    const account = await createAccount(request, 'Device Tester');
    await signInWithToken(page, account.token);
    await page.goto('/app/change_media_devices');
    await expect(page.getByTestId('camera-preview')).toBeVisible();
    await expect.poll(() => page.getByTestId('camera-preview').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId('mic-meter')).toBeVisible();
    const camera = page.getByLabel('Camera', { exact: true });
    await expect(camera.locator('option')).not.toHaveCount(0);
    await camera.selectOption({ index: 0 });
    await expect(page.getByText('Update saved')).toBeVisible();
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('call.devices') ?? '{}'));
    expect(saved.cameraId).toEqual(expect.any(String));

    await page.goto('/app/advanced_security');
    const protect = page.getByRole('switch', { name: /Protect my calls from screen capture/ });
    await expect(protect).not.toBeChecked();
    await protect.check();
    await expect(page.getByText('Update saved')).toBeVisible();
    await expect
      .poll(
        async () =>
          (
            await (
              await request.get('/api/account/setting/customisation', { headers: { Authorization: `Bearer ${account.token}` } })
            ).json()
          ).anti_screen_capture,
      )
      .toBe(true);

    await page.goto('/app/update');
    await expect(page.getByText('You are using the latest version.')).toBeVisible();
    await expect(page.getByTestId('version-shell')).toContainText('Up to date');
    await expect(page.getByTestId('version-settings')).toContainText(/Loaded \d+\.\d+\.\d+/);
  });

  test('the notification centre shows a new notification live, marks it read and the count drops', async ({ page, request }) => {
    const account = await createAccount(request, 'Notified User');
    await signInWithToken(page, account.token);
    await page.goto('/app/settings');
    await expect(page.getByTestId('notification-bell')).toBeVisible();
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
    // Give the live socket a moment to connect; polling would catch up anyway.
    await page.waitForTimeout(1000);

    const created = await request.post('/__dev/notify', {
      data: { username: account.email, title: 'Your event starts soon', body: 'Weekly sync in 10 minutes' },
    });
    expect(created.ok()).toBe(true);
    await expect(page.getByText('Your event starts soon')).toBeVisible();
    await expect(page.getByTestId('notification-count')).toHaveText('1');

    await page.getByTestId('notification-bell').click();
    const panel = page.getByTestId('notification-panel');
    const item = panel.getByTestId('notification-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Weekly sync in 10 minutes');
    await expect(item).toHaveAttribute('data-unread', 'true');
    await item.getByRole('button', { name: /Mark as read/ }).click();
    await expect(item).toHaveAttribute('data-unread', 'false');
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
    const count = await request.get('/notification/message/count', { headers: { Authorization: `Bearer ${account.token}` } });
    expect(await count.json()).toEqual({ count: 0 });

    await item.getByRole('button', { name: 'Delete notification' }).click();
    await expect(panel.getByText('You are all caught up')).toBeVisible();
  });

  test('the notification list pages with infinite scroll and marks all read', async ({ page, request }) => {
    const account = await createAccount(request, 'Busy User');
    for (let i = 1; i <= 25; i++) await request.post('/__dev/notify', { data: { username: account.email, title: `Note ${i}`, body: '' } });
    await signInWithToken(page, account.token);
    await page.goto('/app/settings');
    await expect(page.getByTestId('notification-count')).toHaveText('9+');
    await page.getByTestId('notification-bell').click();
    const items = page.getByTestId('notification-panel').getByTestId('notification-item');
    await expect(items).toHaveCount(20);
    await items.nth(19).scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(25);
    await expect(items.last()).toContainText('Note 1');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByTestId('notification-count')).toHaveCount(0);
  });
});
