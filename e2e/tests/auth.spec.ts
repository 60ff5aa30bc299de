import { expect, test, type Page } from '../support/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccount, latestCode, signInWithToken, uniqueEmail } from '../support/api';
import { OwnServer } from '../support/own-server';
import { E2E_SITE_DIR } from '../support/paths.mjs';

/** Auth journeys (issue 4): sign up, verify, sign in with redirect, logout, revoked token, desktop hand-off, Vietnamese. */

const PASSWORD = 'correct-horse-9';

async function signUpInBrowser(page: Page, email: string, displayName: string) {
  await page.goto('/signup');
  await page.getByLabel('Display name').fill(displayName);
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  const signups: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/v1/user/signup')) signups.push(req.url());
  });
  // A double click creates one account: the button is busy while the first request runs.
  await page.getByRole('button', { name: 'Create account' }).dblclick();
  await expect(page).toHaveURL(/\/verify-code\?/);
  expect(new URL(page.url()).searchParams.get('username')).toBe(email);
  expect(signups).toHaveLength(1);
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('account.tokenQ'));

test.describe('sign up and verify', () => {
  test('sign up by e-mail, read the code from the outbox, verify and land signed in', async ({ page, request }) => {
    const email = uniqueEmail('signup');
    await signUpInBrowser(page, email, 'Lan Nguyen');
    await expect(page.getByRole('heading', { name: 'Verify your account' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // Signing up gives no session: only the code does (issue 15 item 11).
    expect(await storedToken(page)).toBeNull();

    const code = await latestCode(request, email);
    // Paste-friendly: spaces and dashes in a pasted code are dropped.
    await page.getByLabel('Verification code').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await expect(page.getByLabel('Verification code')).toHaveValue(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByTestId('account-menu')).toContainText('Lan Nguyen');
    expect(await storedToken(page)).toBeTruthy();
    // Protected pages now open.
    await page.goto('/app/conferences');
    await expect(page).toHaveURL(/\/app\/conferences$/);
  });

  test("a code mailed for a stranger's signup with the same address is refused; the user's own code works", async ({ page, request }) => {
    const email = uniqueEmail('bound');
    await signUpInBrowser(page, email, 'Real Owner');
    const own = await latestCode(request, email);
    // The signup's secret stays in this tab, never in the address bar.
    expect(page.url()).not.toContain('signup_token');
    expect(await page.evaluate(() => sessionStorage.getItem('auth.signupToken'))).toContain('"token"');
    // A stranger signs up with the same address and a password of their own: the newest mail holds their code.
    let strangers = own;
    while (strangers === own) {
      // two random 6-digit codes may, rarely, be equal
      await request.post('/api/v1/user/signup', { data: { email, password: 'stranger pass 1', display_name: 'Not you' } });
      strangers = await latestCode(request, email);
    }
    await page.getByLabel('Verification code').fill(strangers);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Wrong or expired verify code. Please try again.')).toBeVisible();

    await page.getByLabel('Verification code').fill(own);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByTestId('account-menu')).toContainText('Real Owner');
    expect(await page.evaluate(() => sessionStorage.getItem('auth.signupToken'))).toBeNull();
    const strangerLogin = await request.post('/api/v1/user/session/new', { data: { username: email, password: 'stranger pass 1' } });
    expect(strangerLogin.status()).toBe(401);
  });

  test('sign up by phone number: the SMS code verifies the account', async ({ page, request }) => {
    const phone = `+849${Date.now().toString().slice(-8)}`;
    await page.goto('/signup');
    await page.getByLabel('Display name').fill('Phone Person');
    await page.getByLabel('Email or phone number').fill(phone);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verify-code\?username=%2B849/);
    await page.getByLabel('Verification code').fill(await latestCode(request, phone));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByTestId('account-menu')).toContainText('Phone Person');
  });

  test('an empty or wrong code shows its message, and resend shows its cooldown', async ({ page, request }) => {
    const email = uniqueEmail('wrongcode');
    await signUpInBrowser(page, email, 'Minh Tran');
    const code = await latestCode(request, email);

    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Please input verify code.')).toBeVisible();

    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Verification code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Wrong or expired verify code. Please try again.')).toBeVisible();
    // What was typed stays, and the user stays on verify-code.
    await expect(page.getByLabel('Verification code')).toHaveValue(wrong);
    await expect(page).toHaveURL(/\/verify-code/);

    await page.getByTestId('resend-code').click();
    await expect(page.getByText(`A new code is on its way to ${email}.`)).toBeVisible();
    await expect(page.getByTestId('resend-code')).toBeDisabled();
    await expect(page.getByTestId('resend-code')).toContainText(/Resend code in \d+ s/);
    // The new code activates the account.
    const fresh = await latestCode(request, email);
    await page.getByLabel('Verification code').fill(fresh);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('an address that is already registered gets the same answer as a new one; its owner is mailed, not signed in', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'Taken Person');
    await page.goto('/signup');
    await page.getByLabel('Display name').fill('Someone Else');
    await page.getByLabel('Email or phone number').fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill('different-pass-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Sorry, not all fields are filled out correctly.')).toBeVisible();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();

    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    // Nothing says the address is taken: the page says to check the inbox, as for a new address.
    await expect(page).toHaveURL(/\/verify-code\?/);
    await expect(page.getByText('If this address already has an account, the message says how to sign in instead.')).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    const inbox = await (await request.get(`/__dev/outbox?to=${encodeURIComponent(account.email)}`)).json();
    expect(inbox[0]).toMatchObject({ subject: 'Someone tried to sign up with your address', code: null });
  });
});

test.describe('sign in and out', () => {
  test('sign in by keyboard with a redirect returns to /app/conferences', async ({ page, request }) => {
    const account = await createAccount(request, 'Redirect Host');
    await page.goto('/app/conferences');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Fconferences$/);

    await page.getByLabel('Email or phone number').focus();
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Incorrect email, phone number or password.')).toBeVisible();
    await expect(page.getByLabel('Email or phone number')).toHaveValue(account.email);

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/app\/conferences$/);
    await expect(page.getByTestId('account-menu')).toContainText('Redirect Host');
  });

  test('an unsafe redirect is ignored: the user lands on /app', async ({ page, request }) => {
    const account = await createAccount(request, 'Careful User');
    await page.goto('/login?redirect=' + encodeURIComponent('//evil.example/app'));
    await page.getByLabel('Email or phone number').fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/app$/);
  });

  test('a provider the site has no client for says so and keeps the user on the form', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email or phone number').fill('kept@example.com');
    await page.getByRole('button', { name: 'Continue with Facebook' }).click();
    await expect(page.getByText('Sign-in with Facebook is not available on this site yet. Use your email or phone number.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email or phone number')).toHaveValue('kept@example.com');
  });

  test('logout clears the session and protected pages redirect again', async ({ page, request }) => {
    const account = await createAccount(request, 'Leaving User');
    await signInWithToken(page, account.token);
    // Signed in already: the login page sends the user on to where they were going.
    await page.goto('/login?redirect=' + encodeURIComponent('/app/conferences'));
    await expect(page).toHaveURL(/\/app\/conferences$/);
    await expect(page.getByTestId('account-menu')).toBeVisible();

    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await storedToken(page)).toBeNull();
    // The token was revoked on the server too.
    const details = await request.get('/api/account/details', { headers: { Authorization: `Bearer ${account.token}` } });
    expect(details.status()).toBe(401);

    await page.goto('/app/conferences');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Fconferences$/);
    await expect(page.getByTestId('account-menu')).toHaveCount(0);
  });

  test('a token revoked on the server logs the user out on the next call', async ({ page, request }) => {
    const account = await createAccount(request, 'Revoked User');
    await signInWithToken(page, account.token);
    await page.goto('/app/conferences');
    await expect(page.getByTestId('account-menu')).toContainText('Revoked User');

    const revoke = await request.delete('/api/v1/user/session', { headers: { Authorization: `Bearer ${account.token}` }, data: {} });
    expect(revoke.ok()).toBe(true);

    await page.reload();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Fconferences$/);
    expect(await storedToken(page)).toBeNull();
    await expect(page.getByTestId('account-menu')).toHaveCount(0);
  });
  test('a call refused mid-session sends the person to sign in, and back to their page after', async ({ page, request }) => {
    const account = await createAccount(request, 'Comes Back');
    await signInWithToken(page, account.token);
    await page.goto('/app/conferences');
    await expect(page.getByTestId('account-menu')).toContainText('Comes Back');
    await page.waitForLoadState('networkidle');

    await request.delete('/api/v1/user/session', { headers: { Authorization: `Bearer ${account.token}` }, data: {} });
    // A call from this page (the notification list; the live socket's fallback may call first: same page).
    await page
      .getByTestId('notification-bell')
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Fconferences$/);

    await page.getByLabel('Email or phone number').fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page).toHaveURL(/\/app\/conferences$/);
    await expect(page.getByTestId('account-menu')).toContainText('Comes Back');
  });

  test('a token revoked on the server mid-session: the next call logs the user out', async ({ page, request }) => {
    const account = await createAccount(request, 'Mid Session');
    await signInWithToken(page, account.token);
    await page.goto('/app');
    await expect(page.getByTestId('account-menu')).toContainText('Mid Session');

    await page.waitForLoadState('networkidle');
    await request.delete('/api/v1/user/session', { headers: { Authorization: `Bearer ${account.token}` }, data: {} });
    // Client-side navigation: My events loads the list with the revoked token -> 401 -> logout.
    // (A background call of the page, e.g. a poll, may get its 401 first: the outcome is the same.)
    await page
      .getByRole('link', { name: 'My events' })
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page).toHaveURL(/\/login/);
    expect(await storedToken(page)).toBeNull();
    await expect(page.getByTestId('account-menu')).toHaveCount(0);
  });

  test('a verifying account signs in onto verify-code, then continues where it was going', async ({ page, request }) => {
    const email = uniqueEmail('verifying');
    const signup = await request.post('/api/v1/user/signup', { data: { email, password: PASSWORD, display_name: 'Not Yet Active' } });
    expect(signup.ok()).toBe(true);
    await page.goto('/login?redirect=' + encodeURIComponent('/app/conferences'));
    await page.getByLabel('Email or phone number').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page).toHaveURL(/\/verify-code\?username=.+&redirect=%2Fapp%2Fconferences$/);

    await page.getByLabel('Verification code').fill(await latestCode(request, email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/app\/conferences$/);
    await expect(page.getByTestId('account-menu')).toContainText('Not Yet Active');
  });
});

test.describe('forgot password, domain and join', () => {
  test('reset the password with the e-mailed code, then sign in with the new one', async ({ page, request }) => {
    const account = await createAccount(request, 'Forgetful User');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email or phone number').fill(account.email);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page).toHaveURL(/\/success-forgot\?username=/);
    // Resent at once: either sent, or refused for the seconds the server asks; the button counts them down.
    await page.getByTestId('resend-code').click();
    await expect(
      page.getByText(/^(A new code is on its way\.|Too many attempts\. Please wait \d+ seconds? and try again\.)$/),
    ).toBeVisible();
    await expect(page.getByTestId('resend-code')).toBeDisabled();
    await expect(page.getByTestId('resend-code')).toContainText(/Resend code in \d+ s/);

    const code = await latestCode(request, account.email);
    await page.getByLabel('Reset code').fill(code);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('brand-new-pass-7');
    await page.getByLabel('Confirm new password').fill('brand-new-pass-8');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('brand-new-pass-7');
    await page.getByRole('button', { name: 'Change password' }).click();

    await expect(page).toHaveURL(/\/login\?username=/);
    await expect(page.getByText('Your password has been changed. Sign in with your new password.')).toBeVisible();
    await expect(page.getByLabel('Email or phone number')).toHaveValue(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('brand-new-pass-7');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('organisation domain: unknown says so, a known one continues to its sign-in', async ({ page }) => {
    await page.goto('/domain');
    await page.getByLabel('Organisation domain').fill('nobody-here.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('We could not find an organisation with this domain.')).toBeVisible();
    await page.getByLabel('Organisation domain').fill('lan@example.org');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('organisation')).toContainText('Example Organisation');
    await expect(page.getByRole('link', { name: 'Continue to Example Organisation sign-in' })).toHaveAttribute(
      'href',
      'https://login.example.org/sso',
    );
  });

  test('join: a foreign or unknown link is an Invalid Conference link; ours goes to /j/<alias>', async ({ page, request }) => {
    const host = await createAccount(request, 'Join Host');
    const start = new Date(Date.now() + 3600_000).toISOString();
    const created = await request.post('/conference/api/account/qrcode/create', {
      headers: { Authorization: `Bearer ${host.token}` },
      data: { topic: 'Weekly sync', start_time: start, duration_minutes: 30, mode: 'meeting', call_type: 'scheduled' },
    });
    expect(created.ok()).toBe(true);
    const event = (await created.json()) as { alias: string };

    await page.goto('/join');
    await page.getByLabel('Invite link or alias').fill(`https://evil.example/j/${event.alias}`);
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(page.getByText('Invalid Conference link')).toBeVisible();

    await page.getByLabel('Invite link or alias').fill(`${new URL(page.url()).origin}/j/zzzzzzzzzzzz`);
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(page.getByText('Invalid Conference link')).toBeVisible();

    await page.getByLabel('Invite link or alias').fill(`${new URL(page.url()).origin}/j/${event.alias}`);
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(page).toHaveURL(new RegExp(`/j/${event.alias}$`));
  });
});

test.describe('Vietnamese', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the login page speaks Vietnamese, validation included, on a phone-sized screen', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'vi'));
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
    await expect(page.getByLabel('Email hoặc số điện thoại')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tiếp tục với Google' })).toBeVisible();
    await page.getByRole('button', { name: 'Đăng nhập' }).last().click();
    await expect(page.getByText('Xin lỗi, không phải tất cả các trường đều được điền đúng.')).toBeVisible();
    await expect(page.getByText('Vui lòng điền vào trường này')).toHaveCount(2);
    await page.getByLabel('Email hoặc số điện thoại').fill('ai@example.com');
    await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Đăng nhập' }).last().click();
    await expect(page.getByText('Email, số điện thoại hoặc mật khẩu không đúng.')).toBeVisible();
    // Nothing overflows the phone screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a sign-up made in Vietnamese gets its verification e-mail in Vietnamese', async ({ page, request }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'vi'));
    const email = uniqueEmail('vi.signup');
    await page.goto('/signup');
    await page.getByLabel('Tên hiển thị').fill('Lan Việt');
    await page.getByLabel('Email hoặc số điện thoại').fill(email);
    await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(PASSWORD);
    await page.getByLabel('Xác nhận mật khẩu').fill(PASSWORD);
    await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await expect(page).toHaveURL(/\/verify-code\?/);
    const [mail] = await (await request.get(`/__dev/outbox?to=${encodeURIComponent(email)}`)).json();
    expect(mail.subject).toBe('Xác minh tài khoản của bạn');
    expect(mail.body).toContain('Mã xác minh của bạn là');
  });

  for (const path of ['/login', '/signup']) {
    test(`on a phone, ${path} offers the language switch before signing in, and it works both ways`, async ({ page }) => {
      await page.goto(path);
      const language = page.getByTestId('language-select');
      await expect(language).toBeVisible();
      await language.selectOption('vi');
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
      await expect(page.getByLabel('Email hoặc số điện thoại')).toBeVisible();
      await page.getByTestId('language-select').selectOption('en');
      await expect(page.getByLabel('Email or phone number')).toBeVisible();
    });
  }
});

/* ---------- Desktop hand-off ---------- */

interface Recorded {
  path: string;
  body: Record<string, unknown>;
}

/** Stands in for the desktop app: answers CORS preflights, records ping and submit. */
async function startDesktopApp(): Promise<{ port: number; calls: Recorded[]; close(): Promise<void> }> {
  const calls: Recorded[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      calls.push({ path: req.url ?? '', body: raw ? JSON.parse(raw) : {} });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  const port = await listen(server);
  return { port, calls, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const GOOGLE_CLIENT_ID = 'e2e-google-client';

/**
 * Google's signing keys stand-in, the one external service of this journey: a JWKS the service
 * verifies ID tokens against, and ID tokens signed with its key (with the nonce the browser sent).
 */
async function startGoogleKeys(email: string) {
  const { SignJWT, exportJWK, generateKeyPair } = await import('jose');
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'e2e-key', alg: 'RS256', use: 'sig' };
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })),
  );
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}/certs`,
    idToken: (nonce: string) =>
      new SignJWT({ email, email_verified: true, name: 'Desktop Person', nonce })
        .setProtectedHeader({ alg: 'RS256', kid: 'e2e-key' })
        .setSubject(`g-${email}`)
        .setIssuer('https://accounts.google.com')
        .setAudience(GOOGLE_CLIENT_ID)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A second instance of the real API service, configured with a Google client: the site copy's
 * manifest gets `googleClientId`, and the service checks ID tokens against the stand-in.
 */
async function startApiWithGoogle(jwksUrl: string): Promise<{ base: string; stop(): Promise<void> }> {
  const work = mkdtempSync(join(tmpdir(), 'auth-e2e-'));
  const site = join(work, 'site');
  cpSync(E2E_SITE_DIR, site, { recursive: true });
  const manifestPath = join(site, 'env', 'development.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  manifest.config = { ...(manifest.config ?? {}), googleClientId: GOOGLE_CLIENT_ID };
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  const server = new OwnServer(await freePort(), { siteDir: site, env: { GOOGLE_JWKS_URL: jwksUrl, GOOGLE_CLIENT_ID } });
  const stop = async () => {
    await server.dispose();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await server.start();
  } catch (error) {
    await stop();
    throw error;
  }
  return { base: server.url, stop };
}

/** Google's sign-in page stand-in: sends the browser straight back with an ID token and the state it was given. */
async function answerGoogleSignIn(page: Page, google: Awaited<ReturnType<typeof startGoogleKeys>>) {
  await page.route('https://accounts.google.com/**', async (route) => {
    const url = new URL(route.request().url());
    const idToken = await google.idToken(url.searchParams.get('nonce') ?? '');
    const back = `${url.searchParams.get('redirect_uri')}#id_token=${idToken}&state=${url.searchParams.get('state')}`;
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><script>location.replace(${JSON.stringify(back)})</script>`,
    });
  });
}

test.describe('desktop hand-off', () => {
  test('says clearly when the desktop app is not running', async ({ page }) => {
    const port = await freePort();
    await page.goto(`/oauth/gg?port=${port}`);
    await expect(page.getByTestId('oauth-message')).toHaveText(
      'The desktop app is not running. Open the desktop app, then start sign-in again from there.',
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test.describe('with Google configured', () => {
    const email = uniqueEmail('google');
    let google: Awaited<ReturnType<typeof startGoogleKeys>>;
    let api: Awaited<ReturnType<typeof startApiWithGoogle>>;
    test.beforeAll(async () => {
      test.setTimeout(200_000);
      google = await startGoogleKeys(email);
      api = await startApiWithGoogle(google.url);
    });
    test.afterAll(async () => {
      await api?.stop();
      await google?.close();
    });

    test('Google sign-in started by the desktop app is posted to its local port: ping, then submit', async ({ page, request }) => {
      const desktop = await startDesktopApp();
      try {
        await answerGoogleSignIn(page, google);
        await page.goto(`${api.base}/oauth/gg?port=${desktop.port}`);
        await expect(page.getByText('You are signed in. Return to the desktop app to continue; you can close this tab.')).toBeVisible({
          timeout: 20_000,
        });
        // The token does not stay in the address bar.
        expect(new URL(page.url()).hash).toBe('');

        expect(desktop.calls.map((call) => call.path)).toEqual(['/apis/v1/oauth/ping', '/apis/v1/oauth/ping', '/apis/v1/oauth/submit']);
        const submitted = desktop.calls[2].body as { provider: string; authorization: string; account: { email: string } };
        expect(submitted.provider).toBe('google');
        expect(submitted.account.email).toBe(email);
        // The handed-off token is a real session of that account.
        const details = await request.get(`${api.base}/api/account/details`, {
          headers: { Authorization: `Bearer ${submitted.authorization}` },
        });
        expect(details.ok()).toBe(true);
        expect((await details.json()).email).toBe(email);
        // The browser itself was not signed in: the session belongs to the desktop app.
        expect(await storedToken(page)).toBeNull();
      } finally {
        await desktop.close();
      }
    });

    test('the Google button on the login page signs the browser in and keeps the redirect', async ({ page }) => {
      await answerGoogleSignIn(page, google);
      await page.goto(`${api.base}/login?redirect=${encodeURIComponent('/app/conferences')}`);
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await expect(page).toHaveURL(`${api.base}/app/conferences`, { timeout: 20_000 });
      await expect(page.getByTestId('account-menu')).toContainText('Desktop Person');
    });

    test('a forged state coming back from the provider is refused', async ({ page }) => {
      await page.goto(`${api.base}/oauth/gg#id_token=e2e-google-id-token&state=forged`);
      await expect(page.getByTestId('oauth-message')).toHaveText(
        'This sign-in link has expired or was opened in another tab. Please start again.',
      );
      expect(await storedToken(page)).toBeNull();
    });
  });
});
