#!/usr/bin/env node
/**
 * LiveKit bench (prints, never asserts): the product on a real LiveKit server (scripts/livekit,
 * dev mode on loopback) beside the same product on the mesh, one run:
 *  - join -> everyone sees everyone for 2 and 4 people, LiveKit and mesh rounds alternating
 *    (BENCH_LIVEKIT_RUNS each, default 2), every stage of every browser's join;
 *  - 8 people on LiveKit: two browsers and six synthetic members publishing generated video
 *    (e2e/support/synthetic-member.mjs, @livekit/rtc-node); the browsers must see all seven, so they
 *    show the gallery (the speaker view's strip holds three of them at 1280x720);
 *  - CPU of the browsers and of the LiveKit server while each call runs, per participant;
 *  - audience glass-to-glass on LiveKit (a conference audience) and on HLS (a theater audience on
 *    the mesh) side by side: a stamped canvas camera on stage, read back frame by frame by the viewer
 *    (lib/glass-to-glass.mjs);
 *  - 50 synthetic subscribers on one conference stage: the stage publisher's CPU (a browser) with
 *    none and with 50 (BENCH_LIVEKIT_SUBSCRIBERS).
 * Ports: BENCH_LIVEKIT_PORT (4510; the mesh product there, the LiveKit one on the next port); the
 * LiveKit server takes free loopback ports. Run `node scripts/build-site.mjs` first.
 * BENCH_LIVEKIT_LOG=<file> keeps the LiveKit server's debug log.
 * BENCH_LIVEKIT_ONLY=joins|eight|glass|stage runs one part; BENCH_LIVEKIT_SIZES (2,4) and BENCH_LIVEKIT_PATHS
 * (mesh,livekit) narrow the joins. BENCH_LIVEKIT_TRY='{"singlePeerConnection":true}' (Room options as JSON) adds a
 * third path, `livekit-try`, alternating with the others: the same build with those options given to every page's
 * Room before it connects (publishDefaults merged into the product's), so a change is measured against the product in one run.
 * Each person has a Chromium of their own (BENCH_LIVEKIT_SEPARATE=0: contexts of one browser, as before issue 31's
 * finding that they share one fake camera that stalls). BENCH_LIVEKIT_PLI_THROTTLE and BENCH_LIVEKIT_SEPARATE=try are
 * other `livekit-try` levers (lib/livekit-try.mjs; the second product server, when there is one, on the port after LiveKit's).
 * BENCH_LIVEKIT_TIMELINE=1 prints each page's getStats changes and Room events per round (lib/stats-timeline.mjs).
 */
import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { disposeSyntheticMembers, joinSyntheticMember } from '../e2e/support/synthetic-member.mjs';
import { createHostAndEvent, startBuiltServer } from './lib/bench-server.mjs';
import { CHROMIUM_ARGS, closeRound, joinRound, ms, openJoin, printRound } from './lib/call-join-run.mjs';
import { delaySummary, readGlassToGlass, STAMP_BITS, STAMP_READER, STAMPED_CAMERA } from './lib/glass-to-glass.mjs';
import { cpuWindow, processTree } from './lib/proc-cpu.mjs';
import { startLiveKit } from './livekit/server.mjs';
import { printTimelines, STATS_TIMELINE } from './lib/stats-timeline.mjs';
import { PLI_THROTTLE, separateBrowsers, separateFor, TRIED, TRYING, tryScripts } from './lib/livekit-try.mjs';

const PORT = Number(process.env.BENCH_LIVEKIT_PORT ?? 4510);
const RUNS = Math.max(1, Number(process.env.BENCH_LIVEKIT_RUNS ?? 2));
const SUBSCRIBERS = Number(process.env.BENCH_LIVEKIT_SUBSCRIBERS ?? 50);
const ONLY = process.env.BENCH_LIVEKIT_ONLY ?? '';
const SIZES = (process.env.BENCH_LIVEKIT_SIZES ?? '2,4').split(',').map(Number);
// BENCH_LIVEKIT_TIMELINE=1: each page's getStats changes and Room events during a join, printed after the round.
const TIMELINE = process.env.BENCH_LIVEKIT_TIMELINE === '1';
const PATHS = (process.env.BENCH_LIVEKIT_PATHS ?? (TRYING ? 'mesh,livekit,livekit-try' : 'mesh,livekit')).split(',');
const sleep = (millis) => new Promise((r) => setTimeout(r, millis));
const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};
const range = (values) => {
  const known = values.filter((v) => v !== null);
  return known.length ? `${(Math.min(...known) / 1000).toFixed(2)}-${(Math.max(...known) / 1000).toFixed(2)} s` : 'n/a';
};

// ---------- servers ----------
// BENCH_LIVEKIT_LOG=file: the server's log at debug level goes there (where a slow round spent its time).
const LOG = process.env.BENCH_LIVEKIT_LOG;
const livekit = await startLiveKit(LOG ? { logLevel: 'debug', log: (chunk) => appendFileSync(LOG, chunk) } : {});
// Synthetic members all join from this one address.
const sameAddress = { RATE_LIMIT_MULTIPLIER: '100' };
const livekitTry = PLI_THROTTLE ? await startLiveKit({ pliThrottle: PLI_THROTTLE }) : null;
const mesh = await startBuiltServer(PORT, 'bench-mesh', sameAddress);
const onLiveKit = await startBuiltServer(PORT + 1, 'bench-livekit', { ...sameAddress, ...livekit.env() });
const onLiveKitTry = livekitTry
  ? await startBuiltServer(PORT + 2, 'bench-livekit-try', { ...sameAddress, ...livekitTry.env() })
  : onLiveKit;
const servers = new Set([mesh.pid, onLiveKit.pid, onLiveKitTry.pid]);
const launch = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
const browser = await launch();
const ownBrowsers = separateBrowsers(launch);

/** Chromium is this script's child; the API servers' trees are left out. */
const browserPids = () => {
  const excluded = new Set([...servers].flatMap((pid) => processTree(pid)));
  return processTree(process.pid).filter((pid) => pid !== process.pid && !excluded.has(pid) && !liveKitPids().includes(pid));
};
const liveKitPids = () => [livekit.pid(), livekitTry?.pid()].filter(Boolean);

/** CPU of the browsers and of the LiveKit server over `seconds` while a call runs. */
async function callCpu(seconds = 8) {
  const browsers = cpuWindow(browserPids);
  const sfu = cpuWindow(liveKitPids);
  await sleep(seconds * 1000);
  return { browsers: browsers.end(), sfu: sfu.end() };
}

function printCpu(cpu, people, browsers) {
  const b = cpu.browsers.processPercentOfCore;
  const s = cpu.sfu.processPercentOfCore;
  console.log(
    `  CPU in the call afterwards (8 s): browsers ${b.toFixed(0)}% of one core (${(b / browsers).toFixed(0)}% per browser), LiveKit server ${s.toFixed(0)}% (${(s / people).toFixed(1)}% per participant); whole machine ${cpu.browsers.machineBusyPercent.toFixed(0)}% busy`,
  );
}

// ---------- joins: mesh and LiveKit side by side ----------
async function joinsSideBySide() {
  const results = { mesh: {}, livekit: {}, 'livekit-try': {} };
  const label = { mesh: 'the mesh', livekit: 'LiveKit', 'livekit-try': `LiveKit with ${TRIED}` };
  for (const count of SIZES) {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const [kind, server] of [
        ['mesh', mesh],
        ['livekit', onLiveKit],
        ['livekit-try', onLiveKitTry],
      ].filter(([kind]) => PATHS.includes(kind))) {
        console.log(`\n${count} people on ${label[kind]} (run ${run} of ${RUNS}), load average ${loadavg()[0].toFixed(1)} at the start`);
        const { token, alias } = await createHostAndEvent(server.base);
        const round = await joinRound(separateFor(kind) ? ownBrowsers : browser, {
          base: server.base,
          alias,
          hostToken: token,
          browsers: count,
          livekit: kind !== 'mesh',
          cpuPids: browserPids,
          initScripts: [...tryScripts(kind), ...(TIMELINE ? [[STATS_TIMELINE, undefined]] : [])],
        });
        printRound(round);
        if (TIMELINE)
          printTimelines(round.names, await Promise.all(round.all.map((p) => p.page.evaluate(() => window.__benchTimeline))), round.joinAt);
        if (LOG)
          appendFileSync(
            LOG,
            `\nBENCH ROUND ${kind} ${count} ${JSON.stringify({ joinAt: round.joinAt, names: round.names, probes: round.probes })}\n`,
          );
        printCpu(await callCpu(), count, count);
        await closeRound(round);
        await ownBrowsers.close();
        (results[kind][count] ??= []).push(round.everyone);
        await sleep(1000);
      }
    }
  }
  console.log('\nJoin -> everyone sees everyone (median, range over the runs)');
  for (const count of SIZES) {
    const m = median(results.mesh[count] ?? []);
    const l = median(results.livekit[count] ?? []);
    const ratio = m && l ? ` LiveKit/mesh ${(l / m).toFixed(2)}x` : '';
    const t = results['livekit-try'][count];
    const tried = t ? `; with ${TRIED} ${ms(median(t))} (${range(t)})` : '';
    console.log(
      `  ${count} people: mesh ${ms(m)} (${range(results.mesh[count] ?? [])}), LiveKit ${ms(l)} (${range(results.livekit[count] ?? [])})${ratio}${tried}`,
    );
  }
}

// ---------- 8 on LiveKit: two browsers, six synthetic members ----------
/**
 * Both browsers remember Gallery with medium tiles (up to 16 a page), as a person who picked it from More
 * options does: the call opens in the speaker view (center), whose strip holds three small tiles at
 * 1280x720 ("Page 1 of 3"), and LiveKit sends only the videos on screen, so there the browsers saw
 * four and three of the seven, by design.
 */
const REMEMBER_GALLERY = [() => localStorage.setItem('call.layout', JSON.stringify({ display: 'gallery', layout: 2 })), undefined];

async function eightOnLiveKit() {
  console.log(
    `\n8 people on LiveKit: 2 browsers + 6 synthetic members publishing 320x180 at 15 fps, load average ${loadavg()[0].toFixed(1)}`,
  );
  const { token, alias } = await createHostAndEvent(onLiveKit.base);
  // The host opens the room (guests wait for the host); the synthetic members join once it is open.
  const synthetic = [];
  const round = await joinRound(browser, {
    base: onLiveKit.base,
    alias,
    hostToken: token,
    browsers: 2,
    others: 6,
    livekit: true,
    cpuPids: browserPids,
    initScripts: [REMEMBER_GALLERY],
    beforeNewcomers: async () => {
      for (let i = 1; i <= 6; i += 1) synthetic.push(await joinSyntheticMember(onLiveKit.base, alias, `Synthetic ${i}`));
      await sleep(1500);
    },
  });
  printRound(round);
  printCpu(await callCpu(), 8, 2);
  await closeRound(round);
  for (const member of synthetic) await member.stop();
  return round.everyone;
}

// ---------- glass-to-glass: the audience on LiveKit and on HLS ----------
/** A stage (host with the stamped camera) and one audience member; per-frame delay of the stage's picture at the viewer. */
async function audienceDelay(server, mode, selector) {
  const { token, alias } = await createHostAndEvent(server.base, mode);
  const host = await openJoin(browser, server.base, alias, 'Stage Host', token, [[STAMPED_CAMERA, STAMP_BITS]]);
  await host.page.locator('form button[type="submit"]').first().click();
  await host.page.getByRole('toolbar', { name: 'Call controls' }).waitFor({ timeout: 60_000 });
  const viewer = await openJoin(browser, server.base, alias, 'Viewer', undefined, [[STAMP_READER, STAMP_BITS]]);
  await viewer.page.locator('form button[type="submit"]').first().click();
  await viewer.page.getByRole('toolbar', { name: 'Call controls' }).waitFor({ timeout: 60_000 });
  const result = await readGlassToGlass(viewer.page, selector, { seconds: 15, waitMs: 90_000 });
  await viewer.context.close();
  await host.context.close();
  return { ...delaySummary(result.delays), unread: result.unread };
}

async function glassToGlass() {
  console.log(
    `\nAudience glass-to-glass: the stage's camera is a canvas stamped with the time it was drawn; the viewer's page reads the stamp of every frame it presents (15 s), load average ${loadavg()[0].toFixed(1)}`,
  );
  const summary = (label, r) =>
    console.log(
      `  ${label}: median ${ms(r.median)} (p10 ${ms(r.p10)}, p90 ${ms(r.p90)}) over ${r.frames} frames${r.unread ? `, ${r.unread} without a readable stamp` : ''}`,
    );
  // A conference on LiveKit: the audience subscribes to the stage itself (the host's tile on the viewer's call page).
  summary(
    "LiveKit (conference audience, the host's tile)",
    await audienceDelay(onLiveKit, 'conference', '[data-testid="video-tile"][aria-label^="Stage Host"] video'),
  );
  // A theater room on the mesh: the audience watches the room's HLS (composite page -> ffmpeg -> hls.js).
  summary("HLS     (theater audience, the product's player)", await audienceDelay(mesh, 'theater', '[data-testid="audience-stage"] video'));
  console.log('  Target (issue 24): LiveKit <= 500 ms median; HLS measured 2.6-4.3 s in bench:broadcast.');
}

// ---------- 50 subscribers on one stage ----------
async function stageSubscribers() {
  console.log(`\nOne stage publisher (a browser, conference room), ${SUBSCRIBERS} synthetic subscribers on LiveKit`);
  const { token, alias } = await createHostAndEvent(onLiveKit.base, 'conference');
  const round = await joinRound(browser, { base: onLiveKit.base, alias, hostToken: token, browsers: 1, livekit: true });
  await sleep(3000);
  const alone = await callCpu(10);
  const audience = [];
  const started = Date.now();
  for (let i = 1; i <= SUBSCRIBERS; i += 1)
    audience.push(await joinSyntheticMember(onLiveKit.base, alias, `Viewer ${i}`, { publish: false, subscribe: true }));
  const joinedMs = Date.now() - started;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && audience.some((m) => m.subscribedVideo() < 1)) await sleep(200);
  const receiving = audience.filter((m) => m.subscribedVideo() >= 1).length;
  await sleep(2000);
  const watched = await callCpu(10);
  const pct = (w) => w.processPercentOfCore.toFixed(0);
  console.log(`  ${SUBSCRIBERS} subscribers joined in ${ms(joinedMs)}; ${receiving} of ${SUBSCRIBERS} receive the stage video`);
  console.log(
    `  stage publisher's browser CPU: ${pct(alone.browsers)}% of one core alone, ${pct(watched.browsers)}% with ${SUBSCRIBERS} subscribers`,
  );
  console.log(
    `  LiveKit server CPU: ${pct(alone.sfu)}% alone, ${pct(watched.sfu)}% with ${SUBSCRIBERS} subscribers (${(watched.sfu.processPercentOfCore / SUBSCRIBERS).toFixed(2)}% per subscriber)`,
  );
  for (const member of audience) await member.stop();
  await closeRound(round);
}

try {
  console.log(
    `LiveKit bench: LiveKit server ${livekit.url} (dev mode, loopback, one UDP port), product on LiveKit ${onLiveKit.base}, on the mesh ${mesh.base}; Chromium fake devices`,
  );
  if (!ONLY || ONLY === 'joins') await joinsSideBySide();
  if (!ONLY || ONLY === 'eight') await eightOnLiveKit();
  if (!ONLY || ONLY === 'glass') await glassToGlass();
  if (!ONLY || ONLY === 'stage') await stageSubscribers();
  console.log('\nAims (issue 31): LiveKit no slower than the mesh at 4 and <= 1.5 s; 8 people on LiveKit <= 2.5 s; 2 people <= 1.2 s.');
} finally {
  await browser.close();
  await mesh.stop();
  await onLiveKit.stop();
  if (livekitTry) await onLiveKitTry.stop();
  await livekit.stop();
  await livekitTry?.stop();
  await disposeSyntheticMembers();
}
