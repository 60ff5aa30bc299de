import type { APIRequestContext, Page } from '@playwright/test';

/** Helpers that talk to the real API service of the e2e server. */

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const response = await request.get(`/__dev/outbox?to=${encodeURIComponent(to)}`);
  const items = (await response.json()) as Array<{ code: string | null }>;
  const code = items.find((item) => item.code)?.code;
  if (!code) throw new Error(`No code in the outbox for ${to}`);
  return code;
}

export interface TestAccount {
  email: string;
  password: string;
  displayName: string;
  token: string;
}

/** Signs up and verifies an account through the API, as a user would by e-mail. */
export async function createAccount(request: APIRequestContext, displayName = 'Test Host'): Promise<TestAccount> {
  const email = uniqueEmail(displayName.toLowerCase().replace(/\W+/g, '.'));
  const password = 'correct-horse-9';
  const signup = await request.post('/api/v1/user/signup', { data: { email, password, display_name: displayName } });
  if (!signup.ok()) throw new Error(`signup failed: ${signup.status()} ${await signup.text()}`);
  // Signup gives no session (the same answer for an address in use): the code does.
  const code = await latestCode(request, email);
  // The code works only with the signup's secret, as the browser that signed up sends it.
  const { signup_token } = await signup.json();
  const confirm = await request.post('/api/v1/user/confirm-email', { data: { code, username: email, signup_token } });
  if (!confirm.ok()) throw new Error(`confirm failed: ${confirm.status()} ${await confirm.text()}`);
  const { authorization: token } = await confirm.json();
  return { email, password, displayName, token };
}

/** Puts the session token where the product keeps it, before the page loads. */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e.signedIn')) {
      localStorage.setItem('account.tokenQ', value);
      sessionStorage.setItem('e2e.signedIn', '1');
    }
  }, token);
}

export async function authedPost<T = unknown>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data, headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`${url} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}
