import puppeteer, { type Browser as FirefoxBrowser, type Page as FirefoxPage } from 'puppeteer-core';

/**
 * A Firefox participant: Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi (Playwright
 * cannot drive stock Firefox, and its own Firefox build cannot be downloaded here). Fake camera (a
 * moving test picture) and fake microphone (a steady tone) by prefs, no permission prompt, autoplay on.
 */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<FirefoxBrowser> {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      'media.navigator.streams.fake': true,
      'media.navigator.permission.disabled': true,
      'media.autoplay.default': 0,
      'media.autoplay.blocking_policy': 0,
      // Host candidates as plain addresses, as Chromium's are once camera permission is granted.
      'media.peerconnection.ice.obfuscate_host_addresses': false,
      // No sound card here: Firefox's real audio backend takes the whole browser down the moment a page
      // opens audio output (an AudioContext, or a playing remote stream). Its mock backend runs the
      // same audio graph on a clock of its own.
      'media.cubeb.force_mock_context': true,
    },
  });
}

/**
 * Keeps every <audio> the page creates (the product plays each remote participant's audio in its own
 * element, outside the DOM), so the test can listen to what arrives. Works in Chromium and Firefox.
 */
export const RECORD_AUDIO_ELEMENTS = () => {
  const Native = window.Audio;
  const list: HTMLAudioElement[] = [];
  (window as unknown as { __audios: HTMLAudioElement[] }).__audios = list;
  window.Audio = class extends Native {
    constructor(src?: string) {
      super(src);
      list.push(this);
    }
  } as typeof Audio;
};

/**
 * The loudest level (peak of the waveform, 0..1) an AnalyserNode hears over `ms` on the remote
 * audio elements' streams. Silence (no audio arriving, or a muted track) stays 0. Self-contained:
 * it runs in the page of either browser.
 */
export const REMOTE_AUDIO_PEAK = async (ms: number) => {
  const elements = ((window as unknown as { __audios?: HTMLAudioElement[] }).__audios ?? []).filter(
    (el) => el.srcObject instanceof MediaStream && (el.srcObject as MediaStream).getAudioTracks().some((t) => t.readyState === 'live'),
  );
  if (!elements.length) return 0;
  const context = new AudioContext();
  await context.resume().catch(() => undefined);
  const analysers = elements.map((el) => {
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    context.createMediaStreamSource(el.srcObject as MediaStream).connect(analyser);
    return analyser;
  });
  const buffer = new Float32Array(2048);
  let peak = 0;
  const until = performance.now() + ms;
  while (performance.now() < until) {
    for (const analyser of analysers) {
      analyser.getFloatTimeDomainData(buffer);
      for (const sample of buffer) peak = Math.max(peak, Math.abs(sample));
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await context.close();
  return peak;
};

/** Joins the call as a guest: j/{alias}, display name, Join now, until the call controls show. */
export async function joinCallInFirefox(browser: FirefoxBrowser, baseURL: string, alias: string, name: string): Promise<FirefoxPage> {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(RECORD_AUDIO_ELEMENTS);
  await page.goto(`${baseURL}/j/${alias}`);
  await page.locator('::-p-aria([name="Display name"][role="textbox"])').setTimeout(45_000).fill(name);
  await page.locator('::-p-aria([name="Join now"][role="button"])').click();
  await page.waitForSelector('[role="toolbar"][aria-label="Call controls"]', { timeout: 45_000 });
  return page;
}

/** The remote camera tile's video as Firefox paints it (getVideoPlaybackQuality stays 0 for live streams there). */
export function firefoxTileVideo(page: FirefoxPage, name: string) {
  return page.evaluate((label) => {
    const tile = [...document.querySelectorAll('[data-testid="video-tile"][data-kind="camera"]:not([data-local])')].find((el) =>
      (el.getAttribute('aria-label') ?? '').includes(label),
    );
    const video = tile?.querySelector('video') as (HTMLVideoElement & { mozPaintedFrames?: number }) | null | undefined;
    return video ? { width: video.videoWidth, painted: video.mozPaintedFrames ?? 0 } : null;
  }, name);
}

/** The chat messages the page shows, as text. */
export function firefoxChatMessages(page: FirefoxPage) {
  return page.evaluate(() => [...document.querySelectorAll('[data-testid="chat-message"]')].map((el) => el.textContent ?? ''));
}
