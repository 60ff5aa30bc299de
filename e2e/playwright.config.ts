import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './support/chromium-args.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4310);

/** Journeys that release remote versions to the shared site's manifests: they run last, alone. */
const RELEASES = /(shell|staging)\.spec\.ts$/;
/** Journeys with cameras and microphones (Chromium's fake devices, ffmpeg, a second browser). */
const MEDIA = /(call-[\w-]+|broadcast|audience|interpretation|composite-template|device-choices|a11y)\.spec\.ts$/;
/** Journeys on a real LiveKit server (support/livekit.ts starts it and a product configured for it). */
const LIVEKIT = /livekit-[\w-]+\.spec\.ts$/;

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
    { name: 'media', testMatch: MEDIA, testIgnore: LIVEKIT, workers: 1 },
    { name: 'pages', testIgnore: [MEDIA, RELEASES, LIVEKIT], workers: 1 },
    // In the media lane, after it (one journey with cameras at a time); alone: `--project livekit --no-deps`.
    // LiveKit's candidates are on 127.0.0.1, which Chromium leaves out of peer connections unless allowed.
    {
      name: 'livekit',
      testMatch: LIVEKIT,
      workers: 1,
      dependencies: ['media'],
      use: {
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [...CHROMIUM_ARGS, '--allow-loopback-in-peer-connection'],
        },
      },
    },
    { name: 'releases', testMatch: RELEASES, workers: 1, dependencies: ['media', 'pages', 'livekit'] },
  ],
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    permissions: ['camera', 'microphone', 'clipboard-read', 'clipboard-write'],
    // The product's service worker (page loads only) stays out of journeys unless one asks for it (get-app.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
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
