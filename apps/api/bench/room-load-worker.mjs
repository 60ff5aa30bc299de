/**
 * One load process of the room bench (room-load.mjs forks several): it holds a share of the room's clients
 * (ws-lite.mjs sockets) and times its own receipts on the machine's clock (performance.timeOrigin + now, the
 * same in every process), so the main process merges every sample exactly. Per frame it does one byte search
 * for the armed marker, nothing else. Its event-loop delay and CPU are measured between `stats-start` and `stats`.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { openSocket } from './ws-lite.mjs';

const clock = () => performance.timeOrigin + performance.now();
const post = (message) => process.send(message);
const clients = new Map(); // member id -> { socket, snapshot, refused, closed }
let round = null; // { marker, pending, times, sender }
let loop = null;
let cpuFrom = null;

const SNAPSHOT = Buffer.from('{"type":"room.snapshot"');
const STATE = Buffer.from('{"type":"room.state"');

function finishRound() {
  if (!round) return;
  post({ op: 'round', times: round.times });
  round = null;
}

/** Opens each client's socket until it has its snapshot, or is turned away, closed or refused. */
async function join({ clients: chunk, inFlight }) {
  const outcomes = [];
  const joining = chunk.map(
    (spec) =>
      new Promise((resolve) => {
        const client = { snapshot: false, refused: null, closed: null, socket: null };
        clients.set(spec.id, client);
        const settle = (outcome) => {
          if (client.snapshot) return;
          client.snapshot = true;
          if (outcome !== 'in') client.refused = outcome;
          outcomes.push({ id: spec.id, outcome });
          resolve();
        };
        client.open = () =>
          openSocket(
            `${spec.base.replace('http', 'ws')}/signal/socket/member/v1?ticket=${spec.ticket}`,
            (data) => {
              if (!client.snapshot) {
                if (SNAPSHOT.equals(data.subarray(0, SNAPSHOT.length))) settle('in');
                else if (STATE.equals(data.subarray(0, STATE.length)))
                  settle(/"state":"([a-z_]+)"/.exec(data.toString())?.[1] ?? 'unknown'); // a refusal (full)
                return;
              }
              if (round && client !== round.sender && !client.got && data.indexOf(round.marker) !== -1) {
                client.got = true;
                round.times.push(clock());
                if (--round.pending === 0) finishRound();
              }
            },
            (code) => {
              client.closed = code;
              settle(`closed ${code}`);
            },
          ).then(
            (socket) => (client.socket = socket),
            () => settle('failed'),
          );
      }),
  );
  // A few hundred connects in flight across the load processes at a time (the accept queue).
  for (let i = 0; i < chunk.length; i += inFlight) {
    const specs = chunk.slice(i, i + inFlight);
    await Promise.all(specs.map((spec) => clients.get(spec.id).open()));
  }
  await Promise.all(joining);
  post({ op: 'joined', outcomes });
}

process.on('message', (message) => {
  switch (message.op) {
    case 'join':
      return void join(message);
    case 'census': {
      let closedAfter = 0;
      for (const client of clients.values()) if (!client.refused && client.closed) closedAfter++;
      return post({ op: 'census', closedAfter });
    }
    case 'arm': {
      const receivers = [...clients.values()].filter((c) => c.socket && !c.refused && !c.closed);
      const sender = clients.get(message.sender) ?? null;
      for (const client of receivers) client.got = false;
      round = { marker: Buffer.from(message.marker), pending: receivers.length - (receivers.includes(sender) ? 1 : 0), times: [], sender };
      post({ op: 'armed', receivers: round.pending });
      if (round.pending === 0) finishRound();
      return;
    }
    case 'disarm':
      return finishRound();
    case 'send': {
      const at = clock();
      clients.get(message.id).socket.send(message.text);
      return post({ op: 'sent', at });
    }
    case 'stats-start':
      loop = monitorEventLoopDelay({ resolution: 1 });
      loop.enable();
      cpuFrom = process.cpuUsage();
      return post({ op: 'stats-started' });
    case 'stats': {
      loop.disable();
      const cpu = process.cpuUsage(cpuFrom);
      return post({ op: 'stats', cpuMs: (cpu.user + cpu.system) / 1000, loopP99: loop.percentile(99) / 1e6, loopMax: loop.max / 1e6 });
    }
    case 'close':
      for (const client of clients.values()) client.socket?.terminate();
      return process.exit(0);
  }
});
