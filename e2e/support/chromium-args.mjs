/**
 * How every browser of the journeys and the benchmarks starts Debian's Chromium: headless-friendly,
 * no background traffic, fake camera and microphone granted without a prompt, media that may play
 * without a click. One list for playwright.config.ts, the journeys that launch their own browser, and
 * scripts/ (benchmarks).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
];
