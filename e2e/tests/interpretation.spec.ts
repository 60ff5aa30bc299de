import { chromium, expect, test, type Browser, type Page } from '../support/test';
import { createMeeting, joinCall } from '../support/call';
import { bandLevels, fakeTone, TAP_AUDIO_MIXES } from '../support/interpretation';
import { CHROMIUM_ARGS } from '../support/chromium-args.mjs';

/**
 * Interpretation (issue 13): the host (the floor, a 440 Hz voice) makes Ivy (a 1200 Hz voice) an
 * interpreter en -> vi; Leo listens. On the Vietnamese channel Leo hears mostly Ivy, the floor turned
 * down; on Original he hears the floor and never Ivy; with no interpreter left, 'no interpreter available'.
 */
const FLOOR_HZ = 440;
const INTERPRETER_HZ = 1200;
const browserWithTone = (hz: number) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${fakeTone(hz)}`],
  });

// Each journey's browsers close when it ends: left open, their call ran on through the next journey.
const browsers: Browser[] = [];
test.afterEach(async () => {
  for (const b of browsers.splice(0)) await b.close();
});

/** Leo's levels in the floor's and the interpreter's bands (dB), once both have reached him. */
async function heard(page: Page) {
  const [floor, interpreter] = await bandLevels(page, [FLOOR_HZ, INTERPRETER_HZ]);
  return { floor, interpreter };
}

/** The host opens Make interpreter on a participant's row, picks the pair and confirms; the dialog stays open on a refusal. */
async function chooseInterpreting(host: Page, name: string, from: string, into: string) {
  await host.getByRole('button', { name: 'Participants', exact: true }).click();
  await host.getByRole('button', { name: `Actions for ${name}` }).click();
  await host.getByRole('menuitem', { name: 'Make interpreter' }).click();
  const dialog = host.getByRole('dialog');
  await dialog.getByLabel('Interprets from').selectOption({ label: from });
  await dialog.getByLabel('Into (listening channel)').selectOption({ label: into });
  await dialog.getByRole('button', { name: 'Make interpreter' }).click();
  return dialog;
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
  const dialog = await chooseInterpreting(h, 'Ivy Interpreter', 'Vietnamese', 'Vietnamese');
  await expect(dialog.getByText('Choose two different languages.')).toBeVisible();
  await dialog.getByLabel('Interprets from').selectOption({ label: 'English' });
  await dialog.getByRole('button', { name: 'Make interpreter' }).click();
  await expect(h.getByTestId('participant').filter({ hasText: 'Ivy Interpreter' }).getByTestId('interpreter-pair')).toHaveText(
    'Interpreter EN → VI',
  );
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

/**
 * What the HLS player plays, in the floor's and the interpreter's bands (dB): a fresh tap on the
 * player's audio each time (a rebuilt stream loads a new source into the video element).
 */
async function playerHeard(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __taps: AnalyserNode[]; __playerAudio?: AudioContext };
    w.__taps = [];
    const video = document.querySelector('[data-testid="audience-stage"] video') as
      (HTMLVideoElement & { captureStream(): MediaStream }) | null;
    const track = video?.captureStream().getAudioTracks()[0];
    if (!track) return;
    w.__playerAudio ??= new AudioContext();
    const tap = w.__playerAudio.createAnalyser();
    tap.fftSize = 8192;
    tap.smoothingTimeConstant = 0;
    w.__playerAudio.createMediaStreamSource(new MediaStream([track])).connect(tap);
    w.__taps.push(tap);
  });
  const [floor, interpreter] = await bandLevels(page, [FLOOR_HZ, INTERPRETER_HZ]);
  return { floor, interpreter };
}

test('an audience member on the HLS path picks the vi rendition and hears mostly the interpreter, on Original the floor', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const { host, alias } = await createMeeting(request, 'Stage Host', 'conference');
  browsers.push(await browserWithTone(FLOOR_HZ), await browserWithTone(INTERPRETER_HZ), await browserWithTone(0));
  const [hostBrowser, ivyBrowser, leoBrowser] = browsers.slice(-3);
  const h = await joinCall(hostBrowser, baseURL!, alias, 'Stage Host', host.token);
  const ivy = await joinCall(ivyBrowser, baseURL!, alias, 'Ivy Interpreter');
  const leo = await joinCall(leoBrowser, baseURL!, alias, 'Leo Audience');
  // Leo watches the room's HLS stream (the conference's audience); from now on the longest time his
  // video stands still is kept (the stream is rebuilt with a vi rendition below: players reload).
  await expect(leo.getByTestId('audience-stage')).toBeVisible();
  await expect
    .poll(() => leo.evaluate(() => document.querySelector<HTMLVideoElement>('[data-testid="audience-stage"] video')?.currentTime ?? 0), {
      timeout: 120_000,
      intervals: [500],
    })
    .toBeGreaterThan(1);
  await leo.evaluate(() => {
    const w = window as unknown as { __stall: { longest: number; since: number; last: number } };
    w.__stall = { longest: 0, since: performance.now(), last: -1 };
    setInterval(() => {
      const t = document.querySelector<HTMLVideoElement>('[data-testid="audience-stage"] video')?.currentTime ?? 0;
      const now = performance.now();
      if (t !== w.__stall.last) w.__stall = { ...w.__stall, since: now, last: t };
      w.__stall.longest = Math.max(w.__stall.longest, now - w.__stall.since);
    }, 100);
  });

  // The host makes Ivy (in the audience so far) interpreter, English into Vietnamese: she comes on stage.
  await chooseInterpreting(h, 'Ivy Interpreter', 'English', 'Vietnamese');
  await expect(ivy.getByText('You are interpreting into Vietnamese')).toBeVisible({ timeout: 30_000 });
  // Two cameras at most on this machine: Ivy's stays off.
  await ivy.getByRole('button', { name: 'Turn off camera' }).click({ timeout: 30_000 });

  // Leo on Original: the stream's default rendition, the floor.
  const channel = leo.getByTestId('listening-channel');
  await expect(channel).toHaveValue('original');
  // The levels asserted are those of the measurement that passed: the stream is rebuilt with a vi
  // rendition about now, and a second tap taken while the player reloads would hear nothing.
  let original = { floor: NaN, interpreter: NaN };
  await expect.poll(async () => (original = await playerHeard(leo)).floor, { timeout: 120_000, intervals: [1000] }).toBeGreaterThan(-70);
  console.log(`HLS Original: floor ${original.floor.toFixed(1)} dB, interpreter ${original.interpreter.toFixed(1)} dB`);
  expect(original.floor - original.interpreter).toBeGreaterThan(15);

  // Leo picks Vietnamese: once the stream carries a vi rendition, the player plays it: mostly Ivy.
  await channel.selectOption({ label: 'Vietnamese' });
  const pickedAt = Date.now();
  await expect(leo.getByTestId('audience-stage')).toHaveAttribute('data-audio-rendition', 'vi', { timeout: 90_000 });
  await expect(leo.getByRole('status').filter({ hasText: 'No interpreter is available.' })).toHaveCount(0);
  let vi = { floor: NaN, interpreter: NaN };
  await expect
    .poll(
      async () => {
        vi = await playerHeard(leo);
        return vi.interpreter - vi.floor;
        // Picked -> heard: 3.3 s, in the suite too. The 17-50 s once seen in the suite came from the journey
        // before leaving its call running beside this one (see support/test.ts), not from the player.
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBeGreaterThan(6);
  console.log(`HLS: Vietnamese picked -> vi rendition playing: ${((Date.now() - pickedAt) / 1000).toFixed(1)} s`);
  console.log(`HLS Vietnamese: floor ${vi.floor.toFixed(1)} dB, interpreter ${vi.interpreter.toFixed(1)} dB`);
  const stall = await leo.evaluate(() => (window as unknown as { __stall: { longest: number } }).__stall.longest);
  console.log(`HLS audience: longest time the video stood still across the rebuild: ${(stall / 1000).toFixed(1)} s`);
  expect(vi.floor).toBeGreaterThan(-90);

  // Back to Original: the floor again.
  await channel.selectOption({ label: 'Original' });
  await expect(leo.getByTestId('audience-stage')).toHaveAttribute('data-audio-rendition', 'original', { timeout: 30_000 });
  await expect
    .poll(
      async () => {
        const levels = await playerHeard(leo);
        return levels.floor - levels.interpreter;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBeGreaterThan(15);
});
