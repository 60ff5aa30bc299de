#!/usr/bin/env node
/**
 * npm run bench:failover (issue 25) — how fast a live room survives `kill -9` of the instance that owns it.
 * Runs the API's owner-loss test (apps/api/test/cluster/owner-loss.test.ts: PostgreSQL, Redis and three API
 * processes from Debian's packages; host, guest and co-host on different instances) BENCH_FAILOVER_RUNS times
 * (3) and prints, from what each run printed, when another instance took the room and when every member was back,
 * after the first kill and after the second. The goal: taken within 5 s, everyone back within 10 s.
 * Prints; never asserts (the test checks what comes back, not how fast).
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/paths.mjs';

const RUNS = Number(process.env.BENCH_FAILOVER_RUNS ?? 3);
const figures = { taken: [], back: [], secondBack: [] };
const env = { ...process.env };
delete env.TEST_DATABASE_URL; // the cluster starts its own PostgreSQL

for (let run = 1; run <= RUNS; run++) {
  const load = loadavg()[0].toFixed(1);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'pglite', 'test/cluster/owner-loss.test.ts'], {
    cwd: join(ROOT, 'apps/api'),
    env,
    encoding: 'utf8',
  });
  const output = `${result.stdout}\n${result.stderr}`;
  const first = output.match(/room taken by (\S+) after (\d+) ms, everyone back after (\d+) ms/);
  const second = output.match(/second owner killed: everyone back after (\d+) ms/);
  if (result.status !== 0 || !first || !second) {
    console.log(`run ${run}: the test failed (exit ${result.status}); its output's end:\n${output.split('\n').slice(-30).join('\n')}`);
    continue;
  }
  figures.taken.push(Number(first[2]));
  figures.back.push(Number(first[3]));
  figures.secondBack.push(Number(second[1]));
  console.log(
    `run ${run} (load ${load}): taken by ${first[1]} after ${first[2]} ms, everyone back after ${first[3]} ms; after the second kill, back after ${second[1]} ms`,
  );
}

const range = (values) =>
  values.length
    ? `${Math.min(...values)}–${Math.max(...values)} ms (median ${[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]})`
    : 'n/a';
console.log(`\nowner killed, ${figures.taken.length} of ${RUNS} runs:`);
console.log(`  room taken by another instance   ${range(figures.taken)}   goal ≤ 5000 ms`);
console.log(`  every member back                ${range(figures.back)}   goal ≤ 10000 ms`);
console.log(`  every member back (second kill)  ${range(figures.secondBack)}`);
