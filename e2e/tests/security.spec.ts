import { expect, test, type Page } from '../support/test';
import { authedPost, createAccount, signInWithToken } from '../support/api';

/**
 * Issue 15 item 10: the Content-Security-Policy holds on every screen (no violation reported by the
 * browser), and another origin cannot frame the settings page. Issue 16 item 3: a speaker link joins
 * its speaker without the passcode.
 */

/** Collects CSP violations the page reports, as events and as console errors. */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [...violations, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))];
}

test.describe('security headers', () => {
  test('every main screen runs under the CSP without a violation', async ({ page, request }) => {
    test.setTimeout(120_000);
    const host = await createAccount(request, 'Csp Host');
    const { alias } = await authedPost<{ alias: string }>(request, host.token, '/conference/api/account/qrcode/create', {
      topic: 'Csp check',
      call_type: 'instant',
    });
    const violations = await watchCsp(page);

    const response = await page.goto('/login');
    const csp = response!.headers()['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(response!.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

    await signInWithToken(page, host.token);
    await page.goto('/app');
    await expect(
      page
        .getByRole('link', { name: /Csp check/ })
        .or(page.getByText('Csp check'))
        .first(),
    ).toBeVisible();
    await page.goto('/app/settings');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.goto(`/j/${alias}`);
    await expect(page.getByRole('heading', { name: 'Csp check' })).toBeVisible();
    await page.getByRole('button', { name: 'Join now' }).click();
    await expect(page).toHaveURL(new RegExp(`/c/${alias}$`));
    await expect(page.getByRole('toolbar', { name: 'Call controls' })).toBeVisible();
    // let the call connect its media and sockets
    await page.waitForTimeout(1500);
    expect(await violations()).toEqual([]);
  });

  test('another origin cannot frame the settings page', async ({ page, baseURL }) => {
    const other = baseURL!.replace('localhost', '127.0.0.1');
    await page.goto(`${other}/login`);
    const frameUrl = async (src: string) => {
      await page.evaluate(
        (url) =>
          new Promise<void>((resolve) => {
            document.querySelectorAll('iframe').forEach((f) => f.remove());
            const frame = document.createElement('iframe');
            frame.src = url;
            frame.title = 'framed page';
            frame.addEventListener('load', () => resolve(), { once: true });
            document.body.append(frame);
          }),
        src,
      );
      const child = page.mainFrame().childFrames()[0];
      return {
        url: child.url(),
        app: await child
          .locator('#root')
          .count()
          .catch(() => 0),
      };
    };
    // the same origin may frame it (frame-ancestors 'self'): the shell loads
    expect((await frameUrl(`${other}/app/settings`)).app).toBe(1);
    // another origin gets the browser's refusal page instead of the settings page
    const refused = await frameUrl(`${baseURL}/app/settings`);
    expect(refused.url).toMatch(/^chrome-error:/);
    expect(refused.app).toBe(0);
  });
});

test.describe('speaker links', () => {
  test('a speaker opens their link and joins as a presenter without the passcode', async ({ browser, request }) => {
    test.setTimeout(90_000);
    const host = await createAccount(request, 'Panel Host');
    const event = await authedPost<{ alias: string; speakers: Array<{ speaker_link: string }> }>(
      request,
      host.token,
      '/conference/api/account/qrcode/create',
      {
        topic: 'Speaker panel',
        call_type: 'instant',
        passcode: '2468',
        speakers: [{ name: 'Sam Speaker', email: `sam.${Date.now()}@example.com` }],
      },
    );
    const link = new URL(event.speakers[0].speaker_link);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Speaker panel' })).toBeVisible();
    await expect(page.getByLabel(/^Passcode/)).toHaveCount(0);
    await page.getByLabel('Display name').fill('Sam');
    await page.getByRole('button', { name: 'Join now' }).click();
    await expect(page).toHaveURL(new RegExp(`/c/${event.alias}$`));
    // admitted without a passcode: the room waits for its host
    await expect(page.getByRole('heading', { name: 'Waiting for the host' })).toBeVisible();
    // the same page without the speaker key asks for the passcode
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto(`/j/${event.alias}?speaker=madeup123456`);
    await expect(guestPage.getByLabel(/^Passcode/)).toBeVisible();
    await Promise.all([context.close(), guest.close()]);
  });
});
