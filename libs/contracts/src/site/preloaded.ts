/**
 * What a browser already holds of a page's first download. The server names each page's preload set
 * (every URL it hints, `<meta name="preload-key">`); once that page has loaded, the shell adds the name
 * to the `preloaded` cookie. A page whose set the cookie names goes out without its modulepreload
 * hints: its files come from the HTTP cache at once, and on a phone's CPU, thirty hints answered from
 * the cache together kept the parser from the first paint (warm LCP 0.84 s; see scripts/README.md).
 * A release or a staging override changes the URLs, so the name, and the hints come back.
 */
import { cookieValue } from './language';

export const PRELOADED_COOKIE = 'preloaded';
export const PRELOAD_KEY_META = 'preload-key';
/** Sets remembered (the most recent last): a visitor's few landing pages, not every page ever seen. */
export const PRELOADED_KEPT = 4;

const KEY = /^[A-Za-z0-9_-]{1,32}$/;

/** The preload sets a request's cookie names (well-formed names only). */
export function preloadedKeys(cookieHeader: string | undefined): string[] {
  return (cookieValue(cookieHeader, PRELOADED_COOKIE) ?? '').split('.').filter((key) => KEY.test(key));
}

/** The cookie that adds `key` to those `cookieHeader` names, keeping the most recent few. */
export function preloadedCookie(cookieHeader: string, key: string): string {
  const keys = [...preloadedKeys(cookieHeader).filter((k) => k !== key), key].slice(-PRELOADED_KEPT);
  return `${PRELOADED_COOKIE}=${keys.join('.')}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
