import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { authedPost, createAccount, signInWithToken } from '../support/api';

/**
 * Events remote journeys (issue 5): a host schedules, finds, shares, edits and
 * deletes an event; form rules; sign-in round trips; instant calls; join by link.
 * Times are checked in a fixed zone so the .ics file has known UTC values.
 */
test.use({ timezoneId: 'Asia/Ho_Chi_Minh', locale: 'en-US' });

/** A date next year, as the `datetime-local` input takes it (local time). */
const nextYear = new Date().getFullYear() + 1;
const START_LOCAL = `${nextYear}-03-10T14:00`;
const END_LOCAL = `${nextYear}-03-10T15:30`;
// Asia/Ho_Chi_Minh is UTC+7 all year.
const START_UTC = `${nextYear}0310T070000Z`;
const END_UTC = `${nextYear}0310T083000Z`;

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('events', () => {
  test('a host schedules an event with a passcode and two speakers, finds, shares, edits and deletes it', async ({
    page,
    request,
    baseURL,
  }) => {
    const host = await createAccount(request, 'Events Host');
    const unique = `Roadmap ${Date.now().toString(36)}`;
    // Another event of the same host, which the search must leave out.
    await authedPost(request, host.token, '/conference/api/account/qrcode/create', {
      topic: 'Budget planning',
      start_time: new Date(Date.now() + 86_400_000).toISOString(),
      duration_minutes: 30,
      mode: 'meeting',
      call_type: 'scheduled',
    });
    await signInWithToken(page, host.token);

    await page.goto('/app/conferences/add');
    await expect(page.getByRole('heading', { name: 'Create an event' })).toBeVisible();
    await page.getByLabel('Title').fill(unique);
    await page.getByLabel('Description').fill('Where we are going, line by line; with commas, too.');
    await page.getByLabel('Start time').fill(START_LOCAL);
    await page.getByLabel('End time').fill(END_LOCAL);
    await expect(page.getByLabel('Duration')).toHaveValue('90');
    await page.getByRole('radio', { name: /^Conference/ }).check();
    await page.getByLabel('Passcode').fill('246810');
    for (const [n, name, email] of [
      [1, 'Minh Phạm', 'minh.speaker@example.com'],
      [2, 'Alex Kim', 'alex.speaker@example.com'],
    ] as const) {
      await page.getByRole('button', { name: 'Add speaker' }).click();
      const row = page.getByRole('listitem', { name: `Speaker ${n}` });
      await row.getByLabel('Speaker name').fill(name);
      await row.getByLabel('Speaker e-mail').fill(email);
    }
    await page.getByRole('button', { name: 'Create event' }).click();
    await expect(page.getByText('Event created')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/conferences\/[a-z0-9]+$/);
    await expect(page.getByRole('heading', { level: 1, name: unique })).toBeVisible();

    // Find it by search in My events (through the sidebar).
    await page.getByRole('navigation').getByRole('link', { name: 'My events' }).click();
    await expect(page).toHaveURL(/\/app\/conferences$/);
    await expect(page.getByTestId('event-row')).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Search events' }).fill(unique.slice(0, 12));
    await expect(page.getByTestId('event-row')).toHaveCount(1);
    await expect(page.getByRole('link', { name: `Open ${unique}` })).toBeVisible();
    await expect(page.getByText('Budget planning')).toHaveCount(0);
    await expect(page).toHaveURL(/\/app\/conferences\?q=Roadmap/);
    await page.getByRole('link', { name: `Open ${unique}` }).click();

    // Detail: invite link, passcode, time in the user's zone, both speakers.
    await expect(page.getByRole('heading', { level: 1, name: unique })).toBeVisible();
    const alias = new URL(page.url()).pathname.split('/').pop()!;
    const inviteLink = `${baseURL}/j/${alias}`;
    await expect(page.getByTestId('invite-link')).toHaveText(inviteLink);
    await expect(page.getByTestId('passcode')).toHaveText('246810');
    await expect(
      page
        .getByText(`Tue, March 10, ${nextYear} · 2:00 PM – 3:30 PM`)
        .or(page.getByText(/March 10, \d{4} · 2:00 PM – 3:30 PM/))
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId('speaker')).toHaveCount(2);
    await expect(page.getByTestId('speaker').filter({ hasText: 'Minh Phạm' })).toContainText('minh.speaker@example.com');

    // Copy the invite link: the button reads Copied and the clipboard holds the link.
    const linkGroup = page.getByRole('group', { name: 'Invite link' });
    await linkGroup.getByRole('button', { name: 'Copy' }).click();
    await expect(linkGroup.getByRole('button')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteLink);

    // The copy popup holds the invitation with the sender, event name and link.
    await page.getByRole('button', { name: 'Invite people' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite people' });
    await expect(dialog.getByRole('textbox')).toHaveValue(
      new RegExp(
        `Events Host is inviting you to “${unique}”[\\s\\S]*Join here: ${inviteLink.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s\\S]*Passcode: 246810`,
      ),
    );
    await expect(dialog.getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute(
      'href',
      /^mailto:\?subject=Invitation%3A%20Roadmap/,
    );
    await dialog.getByRole('button', { name: 'Copy invitation' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`Join here: ${inviteLink}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    // Add to calendar: an .ics file with the event's fields, and a Google Calendar link.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .ics' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^roadmap-[a-z0-9-]+\.ics$/);
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`UID:${alias}@convene\r\n`);
    expect(unfolded).toContain(`SUMMARY:${unique}\r\n`);
    expect(unfolded).toContain(`DTSTART:${START_UTC}\r\n`);
    expect(unfolded).toContain(`DTEND:${END_UTC}\r\n`);
    expect(unfolded).toContain('DESCRIPTION:Where we are going\\, line by line\\; with commas\\, too.');
    expect(unfolded).toContain(`URL:${inviteLink}\r\n`);
    await expect(page.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute(
      'href',
      new RegExp(`dates=${START_UTC}%2F${END_UTC}`),
    );
    await expect(page.getByRole('img', { name: `QR code of the invite link to ${unique}` })).toBeVisible();
    const [qr] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download', exact: true }).click()]);
    expect(qr.suggestedFilename()).toMatch(/^roadmap-[a-z0-9-]+-qr\.png$/);
    expect(
      readFileSync((await qr.path())!)
        .subarray(1, 4)
        .toString('latin1'),
    ).toBe('PNG');

    // Edit the title.
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit event' })).toBeVisible();
    await expect(page.getByLabel('Passcode')).toHaveValue('246810');
    await page.getByLabel('Title').fill(`${unique} (final)`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Update saved')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `${unique} (final)` })).toBeVisible();
    await expect(page.getByTestId('speaker')).toHaveCount(2);

    // Speakers on the detail page: remove one (after confirming), add another; each has a link.
    await page.getByRole('button', { name: 'Remove Alex Kim' }).click();
    await page.getByRole('alertdialog', { name: 'Remove this speaker?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Speaker removed')).toBeVisible();
    await expect(page.getByTestId('speaker')).toHaveCount(1);
    const speakers = page.getByRole('region', { name: 'Speakers' });
    await speakers.getByLabel('Speaker name').fill('Lan Vũ');
    await speakers.getByLabel('Speaker e-mail').fill('lan.speaker@example.com');
    await speakers.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByTestId('speaker')).toHaveCount(2);
    await expect(page.getByTestId('speaker').filter({ hasText: 'Lan Vũ' })).toContainText('lan.speaker@example.com');
    const lanLink = page.getByTestId('speaker').filter({ hasText: 'Lan Vũ' }).getByRole('button', { name: 'Speaker link' });
    await lanLink.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/j/${alias}\\?speaker=[a-z0-9]+$`));

    // Delete after confirming that it cannot be recovered.
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this event?' });
    await expect(confirm).toContainText('The event cannot be recovered after it is deleted.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Event deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/conferences$/);
    await expect(page.getByTestId('event-row')).toHaveCount(1);
    await expect(page.getByText('Budget planning')).toBeVisible();
    const gone = await request.get(`/conference/api/meet/qrcode/short-detail?alias=${alias}`);
    expect(gone.status()).toBe(404);
  });

  test('the form shows the required-field and end-before-start errors, and keeps what was typed', async ({ page, request }) => {
    const host = await createAccount(request, 'Form Host');
    await signInWithToken(page, host.token);
    await page.goto('/app/conferences/add');
    await page.getByLabel('Start time').fill('');
    await page.getByRole('button', { name: 'Create event' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Sorry, not all fields are filled out correctly.' })).toBeVisible();
    await expect(page.getByText('Title is required.')).toBeVisible();
    await expect(page.getByText('Start time is required.')).toBeVisible();
    await expect(page.getByLabel('Title')).toBeFocused();

    await page.getByLabel('Title').fill('Planning');
    await page.getByLabel('Start time').fill(START_LOCAL);
    await page.getByLabel('End time').fill(`${nextYear}-03-10T13:00`);
    await expect(page.getByText('Title is required.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create event' }).click();
    await expect(page.getByText('The end time must be after the start time.')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('Planning');

    // A started speaker row needs a name and a valid e-mail ('Please fill out this field').
    await page.getByLabel('End time').fill(END_LOCAL);
    await page.getByRole('button', { name: 'Add speaker' }).click();
    await page.getByRole('listitem', { name: 'Speaker 1' }).getByLabel('Speaker e-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Create event' }).click();
    await expect(page.getByText('Please fill out this field')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/conferences\/add$/);

    // Unsaved changes survive an accidental navigation: the user is asked first.
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/app\/conferences\/add$/);
    await expect(page.getByLabel('Title')).toHaveValue('Planning');
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
    await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { name: 'Video calls and events for everyone' })).toBeVisible();
  });

  test('submitting shows the loading label and a double click creates one event', async ({ page, request }) => {
    const host = await createAccount(request, 'Careful Host');
    await signInWithToken(page, host.token);
    let creates = 0;
    // Hold the real request for a moment so the submitting state can be seen.
    await page.route('**/conference/api/account/qrcode/create', async (route) => {
      creates++;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/app/conferences/add');
    await page.getByLabel('Title').fill('Only once');
    const submit = page.getByRole('button', { name: 'Create event' });
    await submit.dblclick();
    await expect(page.getByRole('button', { name: 'Creating…' })).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/app\/conferences\/[a-z0-9]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Only once' })).toBeVisible();
    expect(creates).toBe(1);
    const list = await authedPost<{ items: unknown[] }>(request, host.token, '/conference/api/account/qrcode/list/conference', {
      action: '',
      from_hex_id: '',
      limit: 0,
    });
    expect(list.items).toHaveLength(1);
  });

  test('a logged-out user who clicks schedule comes back to the form after signing in', async ({ page, request }) => {
    const account = await createAccount(request, 'Returning Host');
    await page.goto('/app');
    await page.getByRole('button', { name: 'Schedule an event' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Fconferences%2Fadd$/);
    await signInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/app\/conferences\/add$/);
    await expect(page.getByRole('heading', { name: 'Create an event' })).toBeVisible();
  });

  test('an instant call lands on the join page of a new event', async ({ page, request }) => {
    const host = await createAccount(request, 'Instant Host');
    await signInWithToken(page, host.token);
    await page.goto('/app');
    await page.getByRole('button', { name: 'New instant call' }).click();
    await expect(page).toHaveURL(/\/j\/[a-z0-9]+$/);
    const alias = new URL(page.url()).pathname.split('/').pop()!;
    const detail = await request.get(`/conference/api/meet/qrcode/short-detail?alias=${alias}`);
    expect(detail.ok()).toBe(true);
    expect(await detail.json()).toMatchObject({ call_type: 'instant', topic: "Instant Host's call" });
  });

  test('a guest who starts an instant call signs in and lands on the new call', async ({ page, request }) => {
    const account = await createAccount(request, 'Guest Starter');
    await page.goto('/app');
    await expect(page.getByText('Sign in to start or schedule a call.')).toBeVisible();
    await page.getByRole('button', { name: 'New instant call' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%3Fstart%3Dinstant$/);
    await signInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/j\/[a-z0-9]+$/);
  });

  test('my events pages through the list, keeps upcoming and past apart, and leads to creating one when empty', async ({
    page,
    request,
  }) => {
    const host = await createAccount(request, 'Busy Host');
    await signInWithToken(page, host.token);
    await page.goto('/app/conferences');
    await expect(page.getByText('No upcoming events')).toBeVisible();
    await page.getByRole('link', { name: 'Schedule an event' }).click();
    await expect(page).toHaveURL(/\/app\/conferences\/add$/);

    const hour = 3_600_000;
    for (let i = 1; i <= 12; i++) {
      await authedPost(request, host.token, '/conference/api/account/qrcode/create', {
        topic: `Standup ${String(i).padStart(2, '0')}`,
        start_time: new Date(Date.now() + i * 24 * hour).toISOString(),
        duration_minutes: 15,
        mode: 'meeting',
        call_type: 'scheduled',
      });
    }
    await authedPost(request, host.token, '/conference/api/account/qrcode/create', {
      topic: 'Kick-off (done)',
      start_time: new Date(Date.now() - 48 * hour).toISOString(),
      duration_minutes: 60,
      mode: 'meeting',
      call_type: 'scheduled',
    });
    await page.goto('/app/conferences');
    await expect(page.getByTestId('event-row')).toHaveCount(10);
    await expect(page.getByText('Kick-off (done)')).toHaveCount(0);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByTestId('event-row')).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    // Upcoming in time order: the soonest first.
    await expect(page.getByTestId('event-row').first()).toContainText('Standup 01');
    await page.getByRole('tab', { name: 'Past' }).click();
    await expect(page.getByTestId('event-row')).toHaveCount(1);
    await expect(page.getByTestId('event-row')).toContainText('Kick-off (done)');
    await expect(page.getByTestId('event-row').getByRole('button', { name: 'Join' })).toHaveCount(0);
  });

  test('in Vietnamese the form speaks Vietnamese and times follow the language and zone', async ({ page, request }) => {
    const host = await createAccount(request, 'Chủ Trì');
    const start = new Date(`${START_LOCAL}:00+07:00`).toISOString();
    const event = await authedPost<{ alias: string }>(request, host.token, '/conference/api/account/qrcode/create', {
      topic: 'Họp quý',
      start_time: start,
      duration_minutes: 90,
      mode: 'theater',
      call_type: 'scheduled',
    });
    await signInWithToken(page, host.token);
    await page.addInitScript(() => localStorage.setItem('language', 'vi'));
    await page.goto(`/app/conferences/${event.alias}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Họp quý' })).toBeVisible();
    await expect(page.getByText(/10 tháng 3 năm \d{4} · 14:00 – 15:30/)).toBeVisible();
    await expect(page.getByText('Sân khấu', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Sửa' }).click();
    await page.getByLabel('Tiêu đề').fill('');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByText('Tiêu đề là bắt buộc.')).toBeVisible();
    await expect(page.getByText('Xin lỗi, không phải tất cả các trường đều được điền đúng.')).toBeVisible();
  });

  test('join by link: a wrong link says so, a real one opens its join page', async ({ page, request, baseURL }) => {
    const host = await createAccount(request, 'Link Host');
    const event = await authedPost<{ alias: string }>(request, host.token, '/conference/api/account/qrcode/create', {
      topic: 'Open house',
      start_time: new Date(Date.now() + 3_600_000).toISOString(),
      duration_minutes: 60,
      mode: 'meeting',
      call_type: 'scheduled',
    });
    await page.goto('/app');
    const input = page.getByRole('textbox', { name: 'Enter a link or alias' });
    await input.fill('https://example.com/not/a/conference');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(page.getByText('Invalid Conference link')).toBeVisible();
    await input.fill(`${baseURL}/j/nosuchalias42`);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(page.getByText('Invalid Conference link')).toBeVisible();
    await expect(input).toHaveValue(`${baseURL}/j/nosuchalias42`);
    await input.fill(`${baseURL}/j/${event.alias}`);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/j/${event.alias}$`));
  });
});
