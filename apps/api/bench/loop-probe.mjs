// Preloaded into the service by the API bench (`node --import bench/loop-probe.mjs dist/main.js`): the
// service's event-loop delay, so a reader can tell a slow API (its loop blocked: GC, a long
// synchronous call) from a slow machine or bench client (latency high while the loop was free).
// On SIGUSR2 it prints one line `loop-delay {"p50":…,"p99":…,"max":…}` (ms) on stdout and starts over.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
const ms = (ns) => Math.round(ns / 1e4) / 100;
process.on('SIGUSR2', () => {
  process.stdout.write(
    `loop-delay ${JSON.stringify({ p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) })}\n`,
  );
  histogram.reset();
});
