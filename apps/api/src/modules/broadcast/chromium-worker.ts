import type { Browser } from 'playwright-core';

/**
 * The embedded egress worker's browser: Debian's Chromium (or CHROMIUM_PATH) started headless by the
 * API itself, showing the composite page of one broadcast. Fake devices are never used: the page
 * only receives and mixes the room's media.
 */
export interface CompositeBrowser {
  /** Resolves when the browser ends (crash, kill or close). */
  ended: Promise<void>;
  close(): Promise<void>;
}

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--mute-audio',
  // The page's audio is mixed and recorded, never played; it must run without a user gesture.
  '--autoplay-policy=no-user-gesture-required',
  // A hidden tab must keep drawing and encoding at full rate.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  // A LiveKit server beside this service (same machine) offers loopback candidates, which Chromium ignores without this.
  '--allow-loopback-in-peer-connection',
];

export async function openCompositeBrowser(
  executablePath: string,
  url: string,
  size: { width: number; height: number },
): Promise<CompositeBrowser> {
  // A browser server, so the worker owns the process and can kill it if it stops answering.
  // Loaded with the first broadcast, not at start: playwright-core alone is about 80 MB of the service's memory.
  const { chromium } = await import('playwright-core');
  const server = await chromium.launchServer({ executablePath, headless: true, args: ARGS });
  const ended = new Promise<void>((resolve) => server.process().once('exit', () => resolve()));
  const close = async () => {
    const timer = setTimeout(() => void server.kill().catch(() => undefined), 5_000);
    await server.close().catch(() => undefined);
    clearTimeout(timer);
  };
  try {
    const browser: Browser = await chromium.connect(server.wsEndpoint());
    const page = await browser.newPage({ viewport: size });
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 20_000 });
  } catch (error) {
    await close();
    throw error;
  }
  return { ended, close };
}
