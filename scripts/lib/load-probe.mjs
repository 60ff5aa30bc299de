/**
 * One page load measured the way a visitor gets it: network and CPU throttled through CDP,
 * LCP and "the main control is usable" read inside the page, every request with its bytes on
 * the wire, its cache status and what started it (for the longest request chain).
 * Used by `scripts/bench-load.mjs`.
 */

/** The profile Lighthouse calls mobile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower. */
export const PROFILES = {
  phone: {
    label: 'phone',
    latency: 150,
    down: 1.6e6 / 8,
    up: 750e3 / 8,
    cpu: 4,
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  },
  unthrottled: {
    label: 'unthrottled',
    latency: 0,
    down: -1,
    up: -1,
    cpu: 1,
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  },
};

/** Runs in the page before anything else: LCP entries and the moment the control appears enabled. */
function pageProbe(control) {
  const w = window;
  w.__load = { lcp: 0, usableAt: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      w.__load.lcp = entry.renderTime || entry.loadTime || entry.startTime;
      // which element it was: the server's first paint or the live screen
      const el = entry.element;
      w.__load.lcpElement = el ? `${el.closest('[inert]') ? 'first paint' : 'live'} <${el.tagName.toLowerCase()}>` : 'removed element';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // the server's first paint is a picture (inert): its buttons are not the control
  const isUsable = () =>
    [...document.querySelectorAll(control.selector)].some(
      (el) => el.textContent.trim() === control.text && !el.disabled && !el.closest('[inert]') && el.getClientRects().length > 0,
    );
  // A mutation callback runs on the main thread, so the time it records is when the page could answer a tap.
  const observer = new MutationObserver(() => {
    if (!w.__load.usableAt && isUsable()) {
      w.__load.usableAt = performance.now();
      observer.disconnect();
      // tells the bench through a CDP binding: nothing of the bench's runs in the page while it loads
      w.__loadReport?.('usable');
    }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

/**
 * The longest chain of round trips: requests each started only after the previous one's answer
 * had arrived (HTML -> shell -> manifest -> remote entry -> ...). Parallel requests do not add up.
 */
export function longestChain(requests) {
  const sorted = requests.filter((r) => r.endedAt).sort((a, b) => a.startedAt - b.startedAt);
  const best = sorted.map((r) => ({ r, length: 1, previous: null }));
  for (let i = 0; i < sorted.length; i += 1) {
    for (let j = 0; j < i; j += 1) {
      if (sorted[j].endedAt <= sorted[i].startedAt && best[j].length + 1 > best[i].length)
        best[i] = { r: sorted[i], length: best[j].length + 1, previous: best[j] };
    }
  }
  let last = best.reduce((a, b) => (!a || b.length > a.length ? b : a), null);
  const chain = [];
  for (; last; last = last.previous) chain.unshift(last.r);
  return chain;
}

/**
 * Opens `url` in a new page of `context` under `profile` and returns its figures once the
 * control is usable and the network has been quiet for `quietMs`.
 */
export async function measureLoad(context, url, { profile, control, quietMs = 1000, timeoutMs = 60000 }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  if (profile.latency || profile.down > 0) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: profile.down,
      uploadThroughput: profile.up,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  await page.addInitScript(pageProbe, control);
  // Waiting through a binding, not page.waitForFunction: that evaluates Playwright's injected script
  // (~330 KB) in the page's main thread as the page loads, ~60 ms at 4x before the first paint's markup.
  await cdp.send('Runtime.enable'); // a binding's calls are reported to a session with Runtime enabled
  await cdp.send('Runtime.addBinding', { name: '__loadReport' });
  const reported = new Promise((resolve) => {
    cdp.on('Runtime.bindingCalled', (e) => {
      if (e.name === '__loadReport') resolve();
    });
  });

  const requests = new Map();
  let lastActivity = Date.now();
  let inFlight = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:') || e.redirectResponse) return;
    requests.set(e.requestId, {
      url: e.request.url,
      type: e.type,
      startedAt: e.timestamp,
      bytes: 0,
      cached: false,
      status: 0,
      encoding: '',
    });
    inFlight += 1;
    lastActivity = Date.now();
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.cached = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.status = e.response.status;
    r.type = e.type;
    r.cached ||= Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker);
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    r.encoding = headers['content-encoding'] ?? '';
    r.length = Number(headers['content-length'] ?? Infinity);
    // a file the server lets the browser keep (a hashed file): a warm visit should not ask for it again
    r.keepable = /max-age=[1-9]/.test(headers['cache-control'] ?? '');
  });
  const settle = (e, failed) => {
    const r = requests.get(e.requestId);
    if (!r || r.done) return;
    r.done = true;
    r.failed = failed;
    if (!failed) r.bytes = e.encodedDataLength;
    r.endedAt = e.timestamp;
    inFlight -= 1;
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', (e) => settle(e, false));
  cdp.on('Network.loadingFailed', (e) => settle(e, true));

  let navigationStart = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!navigationStart && e.type === 'Document') navigationStart = e.timestamp;
  });
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  let timer;
  await Promise.race([
    reported,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${url}: the main control was not usable within ${timeoutMs} ms`)), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
  const deadline = Date.now() + timeoutMs;
  while ((inFlight > 0 || Date.now() - lastActivity < quietMs) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const { lcp, usableAt, lcpElement } = await page.evaluate(() => window.__load);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();

  const all = [...requests.values()].filter((r) => !r.url.startsWith('ws'));
  const beforeUsable = all.filter((r) => (r.startedAt - navigationStart) * 1000 <= usableAt);
  const network = all.filter((r) => !r.cached);
  return {
    lcp,
    lcpElement,
    usable: usableAt,
    requests: network.length,
    fromCache: all.length - network.length,
    bytes: network.reduce((sum, r) => sum + r.bytes, 0),
    jsBytes: network.filter((r) => r.type === 'Script').reduce((sum, r) => sum + r.bytes, 0),
    hashedRequests: network.filter((r) => r.keepable).map((r) => r.url),
    chain: longestChain(beforeUsable).map((r) => new URL(r.url).pathname),
    // text worth compressing (over 1 KB) that came without an encoding
    uncompressed: network
      .filter((r) => r.status === 200 && !r.encoding && ['Script', 'Stylesheet', 'Document', 'Fetch'].includes(r.type) && r.length > 1024)
      .map((r) => new URL(r.url).pathname),
  };
}
