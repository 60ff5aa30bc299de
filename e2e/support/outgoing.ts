import type { Page } from '@playwright/test';

/**
 * Everything a page sends to any server, as Chromium's network layer puts it on the wire (CDP): request
 * URLs (a URL's #fragment is not part of them: CDP keeps it apart, as browsers never send it), headers,
 * bodies, and websocket frames (binary ones decoded). Start it before the page navigates.
 */
export async function recordOutgoing(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const sent: string[] = [];
  cdp.on('Network.requestWillBeSent', (e) => sent.push(e.request.url, e.request.postData ?? '', JSON.stringify(e.request.headers)));
  cdp.on('Network.requestWillBeSentExtraInfo', (e) => sent.push(JSON.stringify(e.headers)));
  cdp.on('Network.webSocketCreated', (e) => sent.push(e.url));
  cdp.on('Network.webSocketFrameSent', (e) => {
    const { opcode, payloadData } = e.response;
    sent.push(opcode === 2 ? Buffer.from(payloadData, 'base64').toString('latin1') : payloadData);
  });
  return {
    /** How many requests, headers and frames were seen (a recorder that saw nothing proves nothing). */
    count: () => sent.length,
    carries: (needle: string) => sent.some((text) => text.includes(needle)),
  };
}
