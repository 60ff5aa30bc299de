/**
 * CPU use read from /proc (Linux): of one process tree (a bench's browsers), and of the whole
 * machine (everything else that ran meanwhile, other people's work included).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

const CLK_TCK = 100;
const PAGE_BYTES = 4096;

/** rootPid and every process under it. */
export function processTree(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* gone */
    }
  }
  const all = [rootPid];
  for (let i = 0; i < all.length; i += 1) all.push(...(children.get(all[i]) ?? []));
  return all;
}

/** CPU seconds (user + system) the processes used so far. */
export function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* gone */
    }
  }
  return ticks / CLK_TCK;
}

/** What each process is and holds: its command name and resident memory in MB (gone ones left out). */
export function processSnapshot(pids) {
  const rows = [];
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      rows.push({
        pid,
        comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        rssMb: (Number(fields[21]) * PAGE_BYTES) / 2 ** 20,
      });
    } catch {
      /* gone */
    }
  }
  return rows;
}

/** The machine's busy and total CPU seconds so far (all cores). */
function machineSeconds() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = fields[3] + (fields[4] ?? 0);
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / CLK_TCK, total: total / CLK_TCK };
}

/**
 * Starts a CPU window over the processes `pids()` returns (read at the start and at the end, so
 * processes that come and go in between are partly missed). `end()` gives the window's wall time,
 * the processes' CPU as % of one core, the machine's busy share of all its cores, and the load average.
 */
export function cpuWindow(pids) {
  const startedAt = Date.now();
  const startPids = pids();
  const before = cpuSeconds(startPids);
  const machineBefore = machineSeconds();
  return {
    end() {
      const wall = (Date.now() - startedAt) / 1000;
      const endPids = [...new Set([...startPids, ...pids()])];
      const used = cpuSeconds(endPids) - before;
      const machine = machineSeconds();
      return {
        wallS: wall,
        processPercentOfCore: wall > 0 ? (used / wall) * 100 : 0,
        cores: cpus().length,
        machineBusyPercent: ((machine.busy - machineBefore.busy) / Math.max(0.01, machine.total - machineBefore.total)) * 100,
        load: loadavg()[0],
      };
    },
  };
}
