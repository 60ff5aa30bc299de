import { PRELOAD_KEY_META, preloadedCookie } from '@platform/contracts/src/site/preloaded';

/**
 * Once the page has loaded (its preloaded files are in the HTTP cache), tells the server so through
 * the `preloaded` cookie: the next visit to a page with the same set comes without its hints.
 */
export function rememberPreloaded(doc: Document = document): void {
  const key = doc.querySelector(`meta[name="${PRELOAD_KEY_META}"]`)?.getAttribute('content');
  if (!key) return;
  const remember = () => {
    doc.cookie = preloadedCookie(doc.cookie, key);
  };
  if (doc.readyState === 'complete') remember();
  else doc.defaultView?.addEventListener('load', remember, { once: true });
}
