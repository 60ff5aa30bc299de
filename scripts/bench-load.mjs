#!/usr/bin/env node
/**
 * npm run bench:load — first load as people get it: /app, /j/{alias} (a real event) and /login,
 * cold (empty cache) then warm (same browser, next visit), under the phone profile (150 ms RTT,
 * 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower) and unthrottled, in Debian's Chromium through CDP.
 * Prints the median of BENCH_LOAD_RUNS runs (default 3): LCP, when the main control is usable,
 * bytes and JavaScript on the wire, requests, the longest request chain. Prints; never asserts.
 * BENCH_LOAD_PORT (default 4395) is where the built product is served; BENCH_LOAD_ROUTES (`/j,/app`)
 * and BENCH_LOAD_PROFILES (`phone`) narrow a run to those routes and profiles, for A/B rounds.
 */
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { createHostAndEvent, startBuiltServer } from './lib/bench-server.mjs';
import { PROFILES, measureLoad } from './lib/load-probe.mjs';

const port = Number(process.env.BENCH_LOAD_PORT ?? 4395);
const runs = Number(process.env.BENCH_LOAD_RUNS ?? 3);
const verbose = Boolean(process.env.BENCH_LOAD_VERBOSE);
const listed = (value) =>
  value
    ?.split(',')
    .map((v) => v.trim())
    .filter(Boolean);
const onlyRoutes = listed(process.env.BENCH_LOAD_ROUTES);
const onlyProfiles = listed(process.env.BENCH_LOAD_PROFILES);

const server = await startBuiltServer(port, 'bench-load');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

try {
  const { alias } = await createHostAndEvent(server.base, 'meeting', 'Load bench');
  const routes = [
    { name: '/app', path: '/app', control: { selector: 'button', text: 'New instant call' } },
    { name: '/j/{alias}', path: `/j/${alias}`, control: { selector: 'button', text: 'Join now' } },
    { name: '/login', path: '/login', control: { selector: 'button', text: 'Sign in' } },
  ].filter((route) => !onlyRoutes || onlyRoutes.some((name) => route.name.startsWith(name)));
  // timings on a shared machine follow its load: printed so two runs can be compared fairly
  console.log(
    `First load (median of ${runs} run${runs === 1 ? '' : 's'}; warm = the next visit in the same browser; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  for (const profile of [PROFILES.phone, PROFILES.unthrottled].filter((p) => !onlyProfiles || onlyProfiles.includes(p.label))) {
    console.log(
      `\n${profile.label}${profile.cpu > 1 ? ` (${profile.latency} ms RTT, ${(profile.down * 8) / 1e6} Mbit/s down, ${(profile.up * 8) / 1e3} kbit/s up, CPU ${profile.cpu}x slower)` : ''}`,
    );
    console.log(
      `  ${'route'.padEnd(11)} ${'visit'.padEnd(5)} ${'LCP'.padStart(7)} ${'usable'.padStart(7)} ${'on wire'.padStart(9)} ${'JS wire'.padStart(9)} ${'requests'.padStart(8)} ${'hashed'.padStart(6)} ${'chain'.padStart(5)}`,
    );
    for (const route of routes) {
      const samples = { cold: [], warm: [] };
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext({
          viewport: profile.viewport,
          isMobile: profile.isMobile,
          hasTouch: profile.hasTouch,
          locale: 'en-US',
        });
        try {
          for (const visit of ['cold', 'warm'])
            samples[visit].push(await measureLoad(context, `${server.base}${route.path}`, { profile, control: route.control }));
        } finally {
          await context.close();
        }
      }
      for (const visit of ['cold', 'warm']) {
        const list = samples[visit];
        // a run whose page reported no LCP entry (a busy machine can miss it) has none to count, not 0 s
        const pick = (key) => median(list.map((r) => r[key]).filter((v) => key !== 'lcp' || v > 0)) ?? NaN;
        const row = [
          pick('lcp'),
          pick('usable'),
          pick('bytes'),
          pick('jsBytes'),
          pick('requests'),
          median(list.map((r) => r.hashedRequests.length)),
          median(list.map((r) => r.chain.length)),
        ];
        console.log(
          `  ${route.name.padEnd(11)} ${visit.padEnd(5)} ${s(row[0]).padStart(7)} ${s(row[1]).padStart(7)} ${kb(row[2]).padStart(9)} ${kb(row[3]).padStart(9)} ${String(row[4]).padStart(8)} ${String(row[5]).padStart(6)} ${String(row[6]).padStart(5)}`,
        );
        const sample = list[list.length - 1];
        if (verbose || visit === 'cold') console.log(`      chain: ${sample.chain.map((p) => p.split('/').pop() || '/').join(' -> ')}`);
        if (verbose) console.log(`      LCP element: ${list.map((r) => r.lcpElement).join(', ')}`);
        if (sample.uncompressed.length) console.log(`      sent uncompressed: ${sample.uncompressed.join(', ')}`);
        if (visit === 'warm' && sample.hashedRequests.length && verbose)
          console.log(`      hashed files requested again: ${sample.hashedRequests.join(', ')}`);
      }
    }
  }
  console.log(
    `\nLoad average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    'Targets on the phone profile: cold LCP <= 2.0 s and usable <= 2.5 s; warm <= 0.6 s with no request for a hashed file; JS on the wire <= 170 KB on /app.',
  );
} finally {
  await browser.close();
  await server.stop();
}
