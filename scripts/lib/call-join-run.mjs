/**
 * One measured join through the built product, shared by the call benches (mesh in bench-call,
 * mesh and LiveKit side by side in bench-livekit): a host is in the call, the newcomers press Join
 * at the same moment, and from that moment each stage of every browser's join is read from inside
 * its page (lib/call-join-probe.mjs) until every browser shows a decoded frame of everyone else.
 */
import { JOIN_PROBE } from './call-join-probe.mjs';
import { LIVEKIT_STAGES, STAGES, stagesOf } from './call-join-stages.mjs';
import { cpuWindow } from './proc-cpu.mjs';
import { describeEncoding, encodingBetween, READ_ENCODING } from './encode-stats.mjs';
import { CHROMIUM_ARGS as BASE_CHROMIUM_ARGS } from '../../e2e/support/chromium-args.mjs';

export const CHROMIUM_ARGS = [
  ...BASE_CHROMIUM_ARGS,
  // LiveKit on loopback offers 127.0.0.1 candidates, which Chromium ignores without this.
  '--allow-loopback-in-peer-connection',
];

export const ms = (value) => (value === null || value === undefined ? 'n/a' : `${Math.round(value)} ms`);

/** Opens j/{alias} in a fresh context (fake camera and mic, `initScripts` added), fills the name and waits for the camera preview; resolves when Join can be pressed. */
export async function openJoin(browser, base, alias, name, token, initScripts = []) {
  const context = await browser.newContext({
    baseURL: base,
    permissions: ['camera', 'microphone'],
    viewport: { width: 1280, height: 720 },
  });
  if (token) await context.addInitScript((value) => localStorage.setItem('account.tokenQ', value), token);
  await context.addInitScript(JOIN_PROBE);
  // [script, argument] pairs run in the page before the product (a stamped camera, a frame reader).
  for (const [script, arg] of initScripts) await context.addInitScript(script, arg);
  const page = await context.newPage();
  const opened = Date.now();
  await page.goto(`/j/${alias}`);
  const nameField = page.getByRole('textbox').first();
  await nameField.waitFor({ timeout: 15_000 });
  await page.locator('form button[type="submit"]').first().waitFor({ timeout: 15_000 });
  const loadMs = Date.now() - opened;
  await nameField.fill(name);
  // A person sees themself in the preview before pressing Join (the call then takes that camera over).
  // Pressed before the camera opened, the call opened it again: 0.8-0.9 s after Join in 3 of 4 rounds of
  // a fresh Chromium per person, a wait no one who looks at their preview has (issue 31).
  await page.waitForFunction(
    () => {
      const preview = document.querySelector('video');
      return !preview || preview.readyState >= 2;
    },
    undefined,
    { timeout: 15_000 },
  );
  return { context, page, loadMs, name };
}

/**
 * `browsers` people in browsers (the host first, in the call before the clock starts) and `others`
 * people already in the room without a browser (synthetic LiveKit members, joined by the caller).
 * The clock starts when the browser newcomers press Join and stops when every browser has decoded a
 * frame of every other person (`browsers - 1 + others`). `cpuPids()` lists the processes whose CPU is
 * read meanwhile; `livekit` picks the stage list and waits for every SFU connection the page made;
 * `initScripts` go to every browser (say, a remembered layout). `beforeNewcomers()` runs once the host is in and the newcomers' pages are ready (synthetic members join there).
 */
export async function joinRound(
  browser,
  { base, alias, hostToken, browsers, others = 0, livekit = false, cpuPids, beforeNewcomers, timeoutMs = 30_000, initScripts = [] },
) {
  const host = await openJoin(browser, base, alias, 'Host', hostToken, initScripts);
  await host.page.locator('form button[type="submit"]').first().click();
  await host.page.locator('[data-testid="video-tile"]').first().waitFor({ timeout: 20_000 });
  const guests = [];
  for (let i = 1; i < browsers; i += 1) guests.push(await openJoin(browser, base, alias, `Guest ${i}`, undefined, initScripts));
  await beforeNewcomers?.();
  const all = [...guests, host];
  const remotes = browsers - 1 + others;
  const encodingAtJoin = await Promise.all(all.map((p) => p.page.evaluate(READ_ENCODING)));
  const cpuDuringJoin = cpuPids ? cpuWindow(cpuPids) : null;
  const joinAt = Date.now();
  await Promise.all(guests.map((guest) => guest.page.locator('form button[type="submit"]').first().click()));
  const deadline = Date.now() + timeoutMs;
  let probes = [];
  while (Date.now() < deadline) {
    probes = await Promise.all(all.map((p) => p.page.evaluate(() => window.__bench)));
    if (probes.every((probe) => Object.keys(probe.frames).length >= remotes)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const joinCpu = cpuDuringJoin?.end() ?? null;
  const encodingAtEnd = await Promise.all(all.map((p) => p.page.evaluate(READ_ENCODING)));
  const encoding = encodingAtEnd.map((after, i) => describeEncoding(encodingBetween(encodingAtJoin[i], after)));
  const stages = probes.map((probe, i) => {
    const own = stagesOf(
      probe,
      remotes,
      all[i] === host ? joinAt : (probe.joinAt ?? joinAt),
      livekit ? Math.max(1, probe.links.length) : remotes,
    );
    return all[i] === host
      ? {
          ...own,
          socketOpen: null,
          roomAnswer: null,
          config: null,
          signalOpen: null,
          published: null,
          firstEncoded: null,
          cameraOpen: null,
          roomMade: null,
          publishAsked: null,
          connected: livekit ? null : own.connected,
        }
      : own;
  });
  const done = probes.every((probe) => Object.keys(probe.frames).length >= remotes);
  const everyone = done ? Math.max(...probes.map((probe) => Math.max(...Object.values(probe.frames)))) - joinAt : null;
  const seen = probes.map((probe) => Object.keys(probe.frames).length);
  const views = done ? null : await Promise.all(all.map((p) => p.page.evaluate(READ_VIEW)));
  return {
    all,
    host,
    names: all.map((p) => p.name),
    loads: all.map((p) => p.loadMs),
    stages,
    everyone,
    seen,
    views,
    remotes,
    joinCpu,
    encoding,
    livekit,
    joinAt,
    probes,
  };
}

/**
 * What a page's grid shows (display mode, its page of tiles): on LiveKit only the tiles on screen are
 * received, so a video nobody sees is never decoded, and a round that misses people says why.
 */
const READ_VIEW = () => {
  const grid = document.querySelector('[data-display]');
  const page = document.body.innerText.match(/Page \d+ of \d+/)?.[0] ?? 'one page';
  const remoteTiles = document.querySelectorAll('[data-testid="video-tile"][data-kind="camera"]:not([data-local])').length;
  return `${grid?.getAttribute('data-display') ?? 'no grid'} view, ${page}, ${remoteTiles} remote tiles on screen`;
};

/** Closes every browser context of a round. */
export async function closeRound(round) {
  for (const participant of round.all) await participant.context.close();
}

/** Stages that count something rather than time it. */
const COUNTS = new Set(['reactCommits']);

/** Prints a round's stages, one column per browser. */
export function printRound(result, { indent = '  ' } = {}) {
  const column = (text) => String(text).padStart(9);
  console.log(
    `${indent}page load (open /j/{alias} until Join can be pressed): ${result.names.map((n, i) => `${n} ${ms(result.loads[i])}`).join(', ')}`,
  );
  console.log(`${indent}after the newcomers press Join${' '.repeat(17)}${result.names.map(column).join('')}`);
  for (const [key, label] of result.livekit ? LIVEKIT_STAGES : STAGES) {
    const cell = (value) => (value === null ? '-' : COUNTS.has(key) ? value : ms(value));
    console.log(`${indent}  ${label.padEnd(44)}${result.stages.map((s) => column(cell(s[key]))).join('')}`);
  }
  if (result.livekit) {
    // Non-zero means the tiles-on-screen policy turned a camera off or on while people joined (a wait for the tile).
    console.log(
      `${indent}  ${'camera subscriptions the tiles policy changed'.padEnd(44)}${result.stages.map((s) => column(s.policyCalls)).join('')}`,
    );
  } else {
    console.log(
      `${indent}  ${'peer connections made (rebuilds if over ' + result.remotes + ')'}`.padEnd(indent.length + 46) +
        result.stages.map((s) => column(s.links)).join(''),
    );
    console.log(
      `${indent}  ${'video pauses asked of senders (tile not shown)'.padEnd(44)}${result.stages.map((s) => column(s.pausesAsked)).join('')}`,
    );
  }
  console.log(`${indent}  ${'camera encoder time, Join until the end'.padEnd(44)}${result.encoding.map((e) => column(ms(e.ms))).join('')}`);
  console.log(`${indent}  frames encoded per layer: ${result.names.map((n, i) => `${n} ${result.encoding[i].frames}`).join('; ')}`);
  const missing =
    result.everyone === null ? ` (not within the time limit: remote videos seen ${result.seen.join(', ')} of ${result.remotes})` : '';
  console.log(`${indent}everyone sees everyone: ${ms(result.everyone)} after Join${missing}`);
  if (result.views) console.log(`${indent}  what each page shows: ${result.names.map((n, i) => `${n}: ${result.views[i]}`).join('; ')}`);
  const j = result.joinCpu;
  if (j)
    console.log(
      `${indent}CPU during the join (${j.wallS.toFixed(1)} s): browsers ${j.processPercentOfCore.toFixed(0)}% of one core (the machine has ${j.cores} cores: ${j.cores * 100}%); whole machine ${j.machineBusyPercent.toFixed(0)}% busy; load average ${j.load.toFixed(1)}`,
    );
}
