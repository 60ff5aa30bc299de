/*
 * Convene's service worker: just enough to make the product an installable web app, and honest about it.
 * It touches page loads only (navigations): they go to the network as before (with navigation preload, so
 * no start-up delay), and only when the network fails does it answer with a small offline page. Scripts,
 * styles, remotes, the environment manifest and API calls never pass through it: their HTTP caching
 * (hashed files immutable, manifests revalidated) and the staging override cookie work exactly as without it.
 */
const CACHE = 'convene-offline-v1';
const OFFLINE = '/offline.html';

self.addEventListener('install', (event) => {
  // Where the browser has static routing (Chromium 123+), everything but page loads skips this worker
  // altogether: it is not even started for a script, a remote or an API call.
  const bypass = event.addRoutes
    ? Promise.resolve(event.addRoutes({ condition: { not: { requestMode: 'navigate' } }, source: 'network' })).catch(() => undefined)
    : Promise.resolve();
  event.waitUntil(
    Promise.all([bypass, caches.open(CACHE).then((cache) => cache.addAll([OFFLINE, '/icons/app-192.png']))]).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate') return;
  event.respondWith(
    (async () => {
      try {
        return (await event.preloadResponse) || (await fetch(request));
      } catch {
        return (await caches.match(OFFLINE)) || Response.error();
      }
    })(),
  );
});
