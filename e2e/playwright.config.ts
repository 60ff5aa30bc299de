import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4310);

/** Journeys that release remote versions to the shared site's manifests: they run last, alone. */
const RELEASES = /(shell|staging)\.spec\.ts$/;
/** Journeys with cameras and microphones (Chromium's fake devices, ffmpeg, a second browser). */
const MEDIA = /(call-[\w-]+|broadcast|audience|interpretation|composite-template|device-choices|a11y)\.spec\.ts$/;

/** Browser journeys against the built product, served by the API service, in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two lanes side by side: one journey with media at a time, beside one on pages only (a browser
  // with media takes a core on this 2-core machine; pages mostly wait on the service).
  workers: 2,
  projects: [
    { name: 'media', testMatch: MEDIA, workers: 1 },
    { name: 'pages', testIgnore: [MEDIA, RELEASES], workers: 1 },
    { name: 'releases', testMatch: RELEASES, workers: 1, dependencies: ['media', 'pages'] },
  ],
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    permissions: ['camera', 'microphone', 'clipboard-read', 'clipboard-write'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
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
      ],
    },
  },
  webServer: {
    command: 'node support/start-server.mjs',
    url: `http://localhost:${PORT}/manifest.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
});
