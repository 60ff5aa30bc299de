// Top self-time functions of a V8 CPU profile (node --cpu-prof), grouped by function and file, with
// the share that ran inside PGlite (its WebAssembly and JS glue) and idle/GC, so "where the time
// goes" is a table. Usage: node bench/profile-summary.mjs <file.cpuprofile> [top=25] [last seconds]
// (last seconds: only the samples of the profile's end, e.g. the bench's run, not the service's start).
import { readFileSync } from 'node:fs';

const [file, topArg, lastArg] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node bench/profile-summary.mjs <file.cpuprofile> [top]');
  process.exit(1);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length); // µs per sample

const selfSamples = new Map();
const from = lastArg ? profile.endTime - Number(lastArg) * 1e6 : -Infinity;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i];
  if (at >= from) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
});

const shortUrl = (url) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/.*node_modules\//, '')
    .replace(/.*\/apps\/api\//, '');
const groups = new Map();
let total = 0;
let busy = 0;
const buckets = { pglite: 0, idle: 0, gc: 0 };
for (const [id, count] of selfSamples) {
  const { callFrame } = nodes.get(id);
  const name = callFrame.functionName || '(anonymous)';
  const where = callFrame.url ? `${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}` : '';
  const key = `${name}  ${where}`;
  groups.set(key, (groups.get(key) ?? 0) + count);
  total += count;
  if (name === '(idle)') buckets.idle += count;
  else busy += count;
  if (name === '(garbage collector)') buckets.gc += count;
  if (/pglite/.test(callFrame.url) || /^(wasm-function|js-to-wasm|wasm-to-js)/.test(name) || callFrame.url.startsWith('wasm://'))
    buckets.pglite += count;
}
const pct = (count, of) => `${((100 * count) / of).toFixed(1)}%`.padStart(6);
console.log(`${file}: ${total} samples of ${(interval / 1000).toFixed(2)} ms; busy ${busy}; idle ${pct(buckets.idle, total)} of all`);
console.log(`of busy time: PGlite (wasm + its JS) ${pct(buckets.pglite, busy)}, garbage collector ${pct(buckets.gc, busy)}`);
console.log('self % of busy  function  location');
for (const [key, count] of [...groups]
  .filter(([key]) => !key.startsWith('(idle)'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, top)) {
  console.log(`${pct(count, busy)}  ${key}`);
}
