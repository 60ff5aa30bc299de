import type { Page } from '@playwright/test';

export interface LoggedRequest {
  path: string;
  /** Answered from the browser's cache, without asking the server. */
  fromCache: boolean;
  status: number;
  encoding: string;
  cacheControl: string;
  /** Bytes the browser received for it (headers and body as sent). */
  bytes: number;
  /** What asked for it: `parser` for the page's own tags (its preloads), `script` for code discovering it. */
  initiator: string;
}

/**
 * Every request the page makes from now on, as Chromium's network layer sees it (CDP): whether it
 * went to the server or came from the cache, and how the answer was encoded.
 */
export async function networkLog(page: Page): Promise<{ requests: () => LoggedRequest[]; clear: () => void }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map<string, LoggedRequest>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.request.url.startsWith('http') || e.redirectResponse) return;
    byId.set(e.requestId, {
      path: new URL(e.request.url).pathname,
      fromCache: false,
      status: 0,
      encoding: '',
      cacheControl: '',
      bytes: 0,
      initiator: e.initiator.type,
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = byId.get(e.requestId);
    if (r) r.fromCache = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = byId.get(e.requestId);
    if (!r) return;
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    r.status = e.response.status;
    r.fromCache ||= Boolean(e.response.fromDiskCache);
    r.encoding = headers['content-encoding'] ?? '';
    r.cacheControl = headers['cache-control'] ?? '';
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = byId.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  return { requests: () => [...byId.values()], clear: () => byId.clear() };
}
