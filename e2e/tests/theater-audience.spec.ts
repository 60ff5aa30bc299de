import { expect, test, type Browser, type Page } from '../support/test';
import { seriousViolations } from '../support/a11y';
import { createMeeting, joinCall, RECORD_PEER_CONNECTIONS } from '../support/call';
import { OwnServer } from '../support/own-server';

/**
 * A theater event on a server that cannot broadcast (issue 29): no ffmpeg, so the audience's stream
 * can never start. The audience is told so in plain words and that it keeps being tried (and sees
 * each try); the host is told nobody in the audience sees them and what to do; nobody is shown the
 * operator's install command.
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
const server = new OwnServer(E2E_PORT + 5, {
  env: { FFMPEG_PATH: '/nonexistent/ffmpeg', AUDIENCE_HLS: 'on', AUDIENCE_RETRY_SECONDS: '3', RATE_LIMIT_MULTIPLIER: '100' },
});

/** Counts the page's requests for a camera or microphone (each one lights the camera or asks the person). */
const COUNT_DEVICE_REQUESTS = () => {
  const w = window as unknown as { __deviceRequests: number };
  w.__deviceRequests = 0;
  const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = (constraints) => {
    w.__deviceRequests++;
    return original(constraints);
  };
};
const deviceRequests = (page: Page) => page.evaluate(() => (window as unknown as { __deviceRequests: number }).__deviceRequests);

const WORDS = {
  en: { name: 'Display name', join: 'Join now', toolbar: 'Call controls', watch: 'You will watch this event' },
  vi: { name: 'Tên hiển thị', join: 'Tham gia ngay', toolbar: 'Điều khiển cuộc gọi', watch: 'Bạn sẽ xem sự kiện này' },
};

/** A viewer's browser, its requests for devices counted; `check` runs on the join page before Join. */
async function openJoinPage(browser: Browser, baseURL: string, alias: string, language: 'en' | 'vi'): Promise<Page> {
  const context = await browser.newContext({ baseURL, permissions: ['camera', 'microphone'], viewport: { width: 1280, height: 800 } });
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  await context.addInitScript(RECORD_PEER_CONNECTIONS);
  await context.addInitScript(COUNT_DEVICE_REQUESTS);
  const page = await context.newPage();
  await page.goto(`/j/${alias}`);
  return page;
}

async function joinFrom(page: Page, name: string, language: 'en' | 'vi') {
  await page.getByLabel(WORDS[language].name).fill(name);
  await page.getByRole('button', { name: WORDS[language].join }).click();
  await expect(page.getByRole('toolbar', { name: WORDS[language].toolbar })).toBeVisible({ timeout: 45_000 });
  return page;
}

/** A Vietnamese viewer: the product in Vietnamese from the first page. */
const joinInVietnamese = async (browser: Browser, baseURL: string, alias: string, name: string) =>
  joinFrom(await openJoinPage(browser, baseURL, alias, 'vi'), name, 'vi');

/** The try count the audience reads ("Tried 3 times so far." / "Đã thử 3 lần."). */
const triesShown = async (page: Page) =>
  Number((await page.getByTestId('audience-stage').textContent())?.match(/(\d+) (time|lần)/)?.[1] ?? 0);

test.describe('a theater event on a server that cannot broadcast', () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeAll(async () => server.start());
  test.afterAll(async () => server.dispose());

  test('the audience is told the stream cannot start and that it keeps trying; the host that nobody sees them', async ({
    browser,
    playwright,
  }) => {
    const request = await playwright.request.newContext({ baseURL: server.url });
    const capability = await (await request.get('/broadcast/capability')).json();
    expect(capability).toEqual({ available: false, max_workers: 2, active_workers: 0 });

    const { host, alias } = await createMeeting(request, 'Thea Host', 'theater');
    const h = await joinCall(browser, server.url, alias, 'Thea Host', host.token);
    await expect(h.getByTestId('audience-trouble')).toHaveText(
      "Your audience can't see or hear the stage: recording isn't available on this server, and the audience's stream needs it. Ask the server's administrator to turn it on. Meanwhile, people you bring on stage see and hear you, and everyone can use the chat.",
      { timeout: 15_000 },
    );
    await expect(h.getByText("Recording isn't available on this server: ask its administrator.")).toBeVisible();
    await expect(h.locator('body')).not.toContainText('apt-get');
    await expect(h.getByRole('button', { name: 'Record' })).toHaveCount(0);

    const ann = await joinCall(browser, server.url, alias, 'Ann Audience');
    const stage = ann.getByTestId('audience-stage');
    await expect(stage).toContainText("The stream can't start: this server can't broadcast right now.", { timeout: 15_000 });
    await expect(stage).toContainText(
      'We keep trying, and it starts by itself as soon as it can. You can chat and raise your hand meanwhile.',
    );
    await expect(stage).not.toContainText('The stream starts in a moment');
    // It does keep trying: each try is counted where the audience reads it.
    const first = await triesShown(ann);
    expect(first).toBeGreaterThan(0);
    await expect.poll(() => triesShown(ann), { timeout: 15_000 }).toBeGreaterThan(first);
    await expect(ann.locator('body')).not.toContainText('apt-get');
    expect(await seriousViolations(ann)).toEqual([]);
    expect(await seriousViolations(h)).toEqual([]);

    const vi = await joinInVietnamese(browser, server.url, alias, 'Vi Khán Giả');
    await expect(vi.getByTestId('audience-stage')).toContainText('Luồng phát chưa thể bắt đầu: máy chủ này hiện không phát được.', {
      timeout: 15_000,
    });
    await expect(vi.getByTestId('audience-stage')).toContainText('Chúng tôi vẫn đang thử lại');
    await expect(vi.getByTestId('audience-stage')).toContainText(/Đã thử \d+ lần\./);
  });

  test('someone who will watch is asked for no device until the host brings them on stage', async ({ browser, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: server.url });
    const { host, alias } = await createMeeting(request, 'Thea Host', 'theater');
    const h = await joinCall(browser, server.url, alias, 'Thea Host', host.token);

    for (const language of ['en', 'vi'] as const) {
      const page = await openJoinPage(browser, server.url, alias, language);
      await expect(page.getByRole('heading', { name: WORDS[language].watch })).toBeVisible();
      await expect(page.getByTestId('watch-notice')).toContainText(
        language === 'en' ? 'Nothing asks for your camera or microphone' : 'Không có gì yêu cầu camera hay micrô của bạn',
      );
      await expect(page.locator('video')).toHaveCount(0);
      if (language === 'en') expect(await seriousViolations(page)).toEqual([]);
      await joinFrom(page, language === 'en' ? 'Ann Audience' : 'Vi Khán Giả', language);
      await expect(page.getByTestId('audience-stage')).toBeVisible();
      const toolbar = page.getByRole('toolbar', { name: WORDS[language].toolbar });
      // What an audience member can do; nothing that pretends to turn on a device they do not use.
      await expect(toolbar.getByRole('button', { name: language === 'en' ? 'Raise hand' : 'Giơ tay' })).toBeVisible();
      await expect(toolbar.getByRole('button', { name: language === 'en' ? 'Chat' : 'Trò chuyện', exact: true })).toBeVisible();
      await expect(toolbar.getByRole('button', { name: /camera|micro|microphone|screen|màn hình/i })).toHaveCount(0);
      await page.waitForTimeout(1000);
      expect(await deviceRequests(page)).toBe(0);
      if (language === 'en') {
        // Brought on stage: now the camera and microphone are asked for, and they are on for the others.
        await h.getByRole('button', { name: 'Participants', exact: true }).click();
        await h.getByRole('button', { name: 'Actions for Ann Audience' }).click();
        await h.getByRole('menuitem', { name: 'Make presenter' }).click();
        await expect(page.getByText('You are on stage now: the others see and hear you.')).toBeVisible({ timeout: 15_000 });
        await expect.poll(() => deviceRequests(page)).toBeGreaterThan(0);
        await expect(toolbar.getByRole('button', { name: 'Turn off camera' })).toBeVisible();
        await expect(toolbar.getByRole('button', { name: 'Turn off microphone' })).toBeVisible();
        await expect(h.locator('[data-testid="video-tile"][data-kind="camera"]:not([data-local])')).toHaveCount(1, { timeout: 10_000 });
      }
    }
  });
});
