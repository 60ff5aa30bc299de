import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { closeParticipants, createMeeting, joinCall } from '../support/call';
import { bandLevels, fakeTone, TAP_AUDIO_MIXES } from '../support/interpretation';

/**
 * Interpretation (issue 13): the host (the floor, a 440 Hz voice) makes Ivy (a 1200 Hz voice) an
 * interpreter en -> vi; Leo listens. On the Vietnamese channel Leo hears mostly Ivy, the floor turned
 * down; on Original he hears the floor and never Ivy; with no interpreter left, 'no interpreter available'.
 */
const FLOOR_HZ = 440;
const INTERPRETER_HZ = 1200;
const ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required',
];
const browserWithTone = (hz: number) => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...ARGS, `--use-file-for-fake-audio-capture=${fakeTone(hz)}`] });

const browsers: Browser[] = [];
test.afterAll(async () => {
  await closeParticipants();
  for (const b of browsers.splice(0)) await b.close();
});

/** Leo's levels in the floor's and the interpreter's bands (dB), once both have reached him. */
async function heard(page: Page) {
  const [floor, interpreter] = await bandLevels(page, [FLOOR_HZ, INTERPRETER_HZ]);
  return { floor, interpreter };
}

test('a listener on the vi channel hears the interpreter over a quiet floor, on Original the floor alone', async ({ request, baseURL }) => {
  test.setTimeout(420_000);
  const { host, alias } = await createMeeting(request, 'Floor Host');
  browsers.push(await browserWithTone(FLOOR_HZ), await browserWithTone(INTERPRETER_HZ), await browserWithTone(0));
  const h = await joinCall(browsers[0], baseURL!, alias, 'Floor Host', host.token);
  const ivy = await joinCall(browsers[1], baseURL!, alias, 'Ivy Interpreter');
  const leo = await joinCall(browsers[2], baseURL!, alias, 'Leo Listener', undefined, TAP_AUDIO_MIXES);
  // Only the host's camera runs (the machine carries two cameras at most).
  for (const page of [ivy, leo]) await page.getByRole('button', { name: 'Turn off camera' }).click();

  // Nobody interprets yet: no channel to pick.
  await expect(leo.getByTestId('listening-channel')).toHaveCount(0);

  // The host makes Ivy interpreter, English into Vietnamese (same languages refused first).
  await h.getByRole('button', { name: 'Participants', exact: true }).click();
  await h.getByRole('button', { name: 'Actions for Ivy Interpreter' }).click();
  await h.getByRole('menuitem', { name: 'Make interpreter' }).click();
  const dialog = h.getByRole('dialog');
  await dialog.getByLabel('Interprets from').selectOption({ label: 'Vietnamese' });
  await dialog.getByLabel('Into (listening channel)').selectOption({ label: 'Vietnamese' });
  await dialog.getByRole('button', { name: 'Make interpreter' }).click();
  await expect(dialog.getByText('Choose two different languages.')).toBeVisible();
  await dialog.getByLabel('Interprets from').selectOption({ label: 'English' });
  await dialog.getByRole('button', { name: 'Make interpreter' }).click();
  await expect(h.getByTestId('participant').filter({ hasText: 'Ivy Interpreter' }).getByTestId('interpreter-pair')).toHaveText('Interpreter EN → VI');
  await expect(ivy.getByText('You are interpreting into Vietnamese')).toBeVisible();

  // Leo on Original: the floor, and nothing of Ivy.
  const channel = leo.getByTestId('listening-channel');
  await expect(channel).toHaveValue('original');
  await expect.poll(async () => (await heard(leo)).floor, { timeout: 90_000, intervals: [500] }).toBeGreaterThan(-70);
  const original = await heard(leo);
  console.log(`Original: floor ${original.floor.toFixed(1)} dB, interpreter ${original.interpreter.toFixed(1)} dB`);
  expect(original.floor - original.interpreter).toBeGreaterThan(20);

  // Leo on Vietnamese: mostly Ivy, the floor turned down under her.
  await channel.selectOption({ label: 'Vietnamese' });
  await expect.poll(async () => (await heard(leo)).interpreter, { timeout: 90_000, intervals: [500] }).toBeGreaterThan(-70);
  const vi = await heard(leo);
  console.log(`Vietnamese: floor ${vi.floor.toFixed(1)} dB, interpreter ${vi.interpreter.toFixed(1)} dB`);
  expect(vi.interpreter - vi.floor).toBeGreaterThan(6);
  expect(vi.floor).toBeGreaterThan(-90);
  expect(original.floor - vi.floor).toBeGreaterThan(8);

  // The host takes the role away: 'no interpreter available', and Leo hears the floor again.
  await h.getByRole('button', { name: 'Actions for Ivy Interpreter' }).click();
  await h.getByRole('menuitem', { name: 'Remove interpreter' }).click();
  await expect(leo.getByRole('status').filter({ hasText: 'No interpreter is available.' })).toBeVisible();
  // Ivy speaks on the floor now: Leo hears the floor at full volume again (and her with it).
  await expect.poll(async () => (await heard(leo)).floor, { timeout: 20_000 }).toBeGreaterThan(vi.floor + 8);
});
