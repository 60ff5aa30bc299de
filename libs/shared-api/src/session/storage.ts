/** Where the session lives in the browser: localStorage keys and the long-lived parent-domain cookies. */
import { DEVICE_CHOICES_KEY } from '../devices/device-choices';
import { ROOM_SECRETS_KEY } from '../e2ee/room-secret';

export const TOKEN_KEY = 'account.tokenQ';
export const REQUIRES_KEY = 'account.requires';
/** About ten years (spec §9). */
export const COOKIE_MAX_AGE_SECONDS = 10 * 365 * 24 * 60 * 60;
/** Device preferences that survive logout: they belong to the browser, not to the account. */
export const PRESERVED_ON_LOGOUT = ['language', 'theme', 'theme.primary', DEVICE_CHOICES_KEY, 'call.displayName', ROOM_SECRETS_KEY];

/** `app.example.com` -> `.example.com`; localhost and IP addresses get no domain attribute. */
export function parentCookieDomain(hostname: string): string | null {
  if (!hostname || hostname === 'localhost' || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return null;
  const labels = hostname.split('.');
  if (labels.length <= 2) return `.${hostname}`;
  return `.${labels.slice(1).join('.')}`;
}

function writeCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const domain = parentCookieDomain(globalThis.location?.hostname ?? '');
  const parts = [`${name}=${value === null ? '' : encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  parts.push(value === null ? 'max-age=0' : `max-age=${COOKIE_MAX_AGE_SECONDS}`);
  if (domain) parts.push(`domain=${domain}`);
  if (globalThis.location?.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

function safeStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return safeStorage()?.getItem(TOKEN_KEY) || null;
}

export function writeToken(token: string | null): void {
  const storage = safeStorage();
  if (token) storage?.setItem(TOKEN_KEY, token);
  else storage?.removeItem(TOKEN_KEY);
  writeCookie(TOKEN_KEY, token);
}

export function readRequires(): Record<string, unknown> {
  try {
    const raw = safeStorage()?.getItem(REQUIRES_KEY);
    const parsed = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

export function writeRequires(requires: Record<string, unknown>): void {
  const json = JSON.stringify(requires);
  safeStorage()?.setItem(REQUIRES_KEY, json);
  writeCookie(REQUIRES_KEY, json);
}

/** Clears local storage except the device preferences, and the session cookies. */
export function clearLocalSession(): void {
  const storage = safeStorage();
  if (storage) {
    const kept = PRESERVED_ON_LOGOUT.map((key) => [key, storage.getItem(key)] as const);
    storage.clear();
    for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
  }
  writeCookie(TOKEN_KEY, null);
  writeCookie(REQUIRES_KEY, null);
}
