/**
 * The room bench's clients spread over several load processes (room-load-worker.mjs), so that reading 10,000
 * sockets is not one event loop the measurement waits on. Clients go to the processes round robin; a round is
 * armed in every process, sent from the sender's process (which takes the send time on the shared clock), and each
 * process gives back its receipt times: the latencies are every sample, merged, not averaged percentiles.
 */
import { fork } from 'node:child_process';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One forked process and the replies it owes, by op, in order. */
function loadProcess() {
  const child = fork(new URL('./room-load-worker.mjs', import.meta.url), { serialization: 'advanced', stdio: 'inherit' });
  const waiting = new Map(); // op -> resolvers of the replies asked for
  const held = new Map(); // op -> replies that came before they were asked for
  const queue = (map, op) => map.get(op) ?? map.set(op, []).get(op);
  child.on('message', (message) => {
    const resolve = waiting.get(message.op)?.shift();
    if (resolve) resolve(message);
    else queue(held, message.op).push(message);
  });
  child.on('exit', (code) => {
    if (code) console.error(`load process ${child.pid} exited with ${code}`);
  });
  process.on('exit', () => child.kill());
  return {
    pid: child.pid,
    /** Sends `message` and resolves with the next reply of op `reply`. */
    ask(message, reply) {
      const answer = new Promise((resolve) => {
        const early = held.get(reply)?.shift();
        if (early) resolve(early);
        else queue(waiting, reply).push(resolve);
      });
      if (message) child.send(message);
      return answer;
    },
    tell: (message) => child.send(message),
  };
}

export function loadProcesses(count) {
  const processes = Array.from({ length: count }, loadProcess);
  const home = new Map(); // member id -> its process
  return {
    count,
    pids: () => processes.map((p) => p.pid),
    /** Opens the chunk's sockets, `inFlight` connects at a time in all; resolves with each client's outcome. */
    async join(chunk, inFlight = 200) {
      const shares = processes.map(() => []);
      chunk.forEach((client, i) => {
        shares[i % count].push(client);
        home.set(client.id, processes[i % count]);
      });
      const replies = await Promise.all(
        processes.map((p, i) => p.ask({ op: 'join', clients: shares[i], inFlight: Math.max(1, Math.floor(inFlight / count)) }, 'joined')),
      );
      return replies.flatMap((reply) => reply.outcomes);
    },
    /** Clients closed by the server after their snapshot (not receivers). */
    async closedAfter() {
      const replies = await Promise.all(processes.map((p) => p.ask({ op: 'census' }, 'census')));
      return replies.reduce((sum, reply) => sum + reply.closedAfter, 0);
    },
    /**
     * One round: every process looks for `marker`, `sender` sends `text`; resolves with the latencies (ms, every
     * receipt) and how many receivers were armed, once all have it or after `timeoutMs`.
     */
    async round(sender, text, marker, timeoutMs) {
      const armed = await Promise.all(processes.map((p) => p.ask({ op: 'arm', marker, sender }, 'armed')));
      const receipts = Promise.all(processes.map((p) => p.ask(null, 'round')));
      const { at } = await home.get(sender).ask({ op: 'send', id: sender, text }, 'sent');
      // Past the timeout every process is told to give what it has: `receipts` then resolves either way.
      const timer = setTimeout(() => {
        for (const p of processes) p.tell({ op: 'disarm' });
      }, timeoutMs);
      const times = await receipts;
      clearTimeout(timer);
      return {
        latencies: times.flatMap((reply) => reply.times).map((t) => t - at),
        receivers: armed.reduce((sum, a) => sum + a.receivers, 0),
      };
    },
    startStats: () => Promise.all(processes.map((p) => p.ask({ op: 'stats-start' }, 'stats-started'))),
    /** Each process's CPU (ms), event-loop delay p99 and max (ms) since `startStats`. */
    stats: () => Promise.all(processes.map((p) => p.ask({ op: 'stats' }, 'stats'))),
    async close() {
      for (const p of processes) p.tell({ op: 'close' });
      await sleep(200);
    },
  };
}
