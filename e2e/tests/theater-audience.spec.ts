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

/** A Vietnamese viewer: the product in Vietnamese from the first page. */
async function joinInVietnamese(browser: Browser, baseURL: string, alias: string, name: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, permissions: ['camera', 'microphone'], viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('language', 'vi'));
  await context.addInitScript(RECORD_PEER_CONNECTIONS);
  await context.addInitScript(COUNT_DEVICE_REQUESTS);
  const page = await context.newPage();
  await page.goto(`/j/${alias}`);
  await page.getByLabel('Tên hiển thị').fill(name);
  await page.getByRole('button', { name: 'Tham gia ngay' }).click();
  await expect(page.getByRole('toolbar', { name: 'Điều khiển cuộc gọi' })).toBeVisible({ timeout: 45_000 });
  return page;
}

/** The try count the audience reads ("Tried 3 times so far." / "Đã thử 3 lần."). */
const triesShown = async (page: Page) => Number((await page.getByTestId('audience-stage').textContent())?.match(/(\d+) (time|lần)/)?.[1] ?? 0);

test.describe('a theater event on a server that cannot broadcast', () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeAll(async () => server.start());
  test.afterAll(async () => server.dispose());

  test('the audience is told the stream cannot start and that it keeps trying; the host that nobody sees them', async ({ browser, playwright }) => {
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
    await expect(stage).toContainText('We keep trying, and it starts by itself as soon as it can. You can chat and raise your hand meanwhile.');
    await expect(stage).not.toContainText('The stream starts in a moment');
    // It does keep trying: each try is counted where the audience reads it.
    const first = await triesShown(ann);
    expect(first).toBeGreaterThan(0);
    await expect.poll(() => triesShown(ann), { timeout: 15_000 }).toBeGreaterThan(first);
    await expect(ann.locator('body')).not.toContainText('apt-get');
    expect(await seriousViolations(ann)).toEqual([]);
    expect(await seriousViolations(h)).toEqual([]);

    const vi = await joinInVietnamese(browser, server.url, alias, 'Vi Khán Giả');
    await expect(vi.getByTestId('audience-stage')).toContainText('Luồng phát chưa thể bắt đầu: máy chủ này hiện không phát được.', { timeout: 15_000 });
    await expect(vi.getByTestId('audience-stage')).toContainText('Chúng tôi vẫn đang thử lại');
    await expect(vi.getByTestId('audience-stage')).toContainText(/Đã thử \d+ lần\./);
  });
});
