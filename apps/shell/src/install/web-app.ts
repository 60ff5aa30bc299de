import type { i18n as appI18n } from '@platform/i18n';
import { captureInstallOffer } from '@platform/shared-api';

/**
 * The product as an installable web app (issue 29): the manifest in the page's language
 * (`public/app.<lang>.webmanifest`), the browser's install offer kept for the Get the app page, and the
 * service worker (`public/sw.js`: page loads only, an offline page when the network fails), registered
 * once the page has loaded so it never competes with the first render.
 */
export function setUpWebApp(i18n: typeof appI18n) {
  captureInstallOffer();
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const follow = (language: string) => link?.setAttribute('href', `/app.${language === 'vi' ? 'vi' : 'en'}.webmanifest`);
  follow(i18n.language);
  i18n.on('languageChanged', follow);
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
