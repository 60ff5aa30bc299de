// Load-independent figures for the API bench: CPU time a process (and the PostgreSQL backends serving
// it) spent, read from /proc before and after a run. Wall-clock latency on a shared machine mostly
// measures the neighbours; CPU per request does not. Linux only (figures are null elsewhere).
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of a process in microseconds, or null when it cannot be read. */
export function cpuMicros(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU of a set of processes: `pids()` lists them (it may change between reads, e.g. pool backends). */
export function cpuSnapshot(pids) {
  const snapshot = new Map();
  for (const pid of pids) {
    const micros = cpuMicros(pid);
    if (micros !== null) snapshot.set(pid, micros);
  }
  return snapshot;
}

/** CPU spent between two snapshots; a process born in between counts from zero (one that exited is lost). */
export function cpuSpent(before, after) {
  let total = 0;
  for (const [pid, micros] of after) total += micros - (before.get(pid) ?? 0);
  return total;
}

export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
