#!/usr/bin/env node
/**
 * Room controller benchmark: starts the built API (apps/api/dist/main.js) on a fresh data folder,
 * fills one room with N simulated websocket clients, and prints the join-burst time, the server's
 * memory, and the p50/p99 fan-out latency of a chat message and of a hand raise (time from the
 * sender's send to each other client's receipt). Prints; asserts nothing.
 *
 *   npm run bench:room                      1,000 clients in a conference room
 *   ROOM_BENCH_THEATER=1 npm run bench:room  then 10,000 in a theater room as well
 *   ROOM_BENCH_CLIENTS=300 npm run bench:room
 *   ROOM_BENCH_STAGE=1 npm run bench:room    a theater room of 10,000 audience sockets + 3 on stage
 *                                            (host and 2 presenters): stage fan-out and stage relay (issue 13)
 *   ROOM_BENCH_INSTANCES=3 npm run bench:room  the same across 3 instances on one Redis and PostgreSQL (issue 25):
 *                                            client i on instance i mod 3, the host (and so the room's owner) on
 *                                            the first; also Redis commands per fanned-out message
 *   ROOM_BENCH_PROCESSES=4                 the clients spread over 4 load processes (room-load.mjs; the default above 1,000
 *                                            clients, 1 below: 1,000 in one process as before), each timing its receipts on
 *                                            the machine's clock; every sample merged; per-process CPU and event-loop delay
 *   ROOM_BENCH_API=/path/to/main.js         another build of the API (dist/main.js): to compare two builds, run by turns
 *   ROOM_BENCH_REALTIME=1 (a diagnostic, needs root and chrt): during the fan-out rounds only (not the joins), the
 *                                            servers, Redis and this client run at real-time priority (SCHED_FIFO), so
 *                                            they get a CPU the moment they need one, as on hosts of their own; the
 *                                            gap to a normal run is what the machine's other work adds
 */
import { execFileSync } from 'node:child_process';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { startRoomServers } from './room-servers.mjs';
import { loadProcesses } from './room-load.mjs';

const PORT = Number(process.env.ROOM_BENCH_PORT ?? 4424);
const CLIENTS = Number(process.env.ROOM_BENCH_CLIENTS ?? 1000);
const ROUNDS = Number(process.env.ROOM_BENCH_ROUNDS ?? 10);

const REALTIME = process.env.ROOM_BENCH_REALTIME === '1';
/** How many load processes hold a run's clients: one (in this process, as before) up to 1,000, else 4; the stage run keeps one. */
const processesFor = (count, stage) => (stage ? 1 : Number(process.env.ROOM_BENCH_PROCESSES ?? (count > 1000 ? 4 : 1)));
let load = null; // the load processes of the current run (null: the clients are in this process)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Real-time priority (SCHED_FIFO 5) for the servers, Redis and this client, or back to the normal policy. */
const realtime = (on) => {
  for (const pid of [...server.pids(), process.pid, ...(load?.pids() ?? [])])
    execFileSync('chrt', [...(on ? ['--fifo', '--all-tasks', '--pid', '5'] : ['--other', '--all-tasks', '--pid', '0']), String(pid)]);
};
const percentile = (values, p) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (value) => `${value.toFixed(1)} ms`;
const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

async function post(path, body, token, base = server.bases[0]) {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'bench', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function hostAccount() {
  const email = `bench.${Date.now()}@example.com`;
  const signup = await post('/api/v1/user/signup', { email, password: 'correct-horse-9', display_name: 'Bench Host' });
  const outbox = await (await fetch(`${server.bases[0]}/__dev/outbox?to=${encodeURIComponent(email)}`)).json();
  // Signup gives no session: the code, with the signup's secret, does.
  const confirmed = await post('/api/v1/user/confirm-email', { username: email, code: outbox[0].code, signup_token: signup.signup_token });
  return confirmed.authorization;
}

/**
 * A room client that only looks for what is measured (parsing every frame would measure the bench): frames stay
 * bytes (a marker is looked for in the Buffer), the load client being on the same cores as the servers.
 */
function connect(ticket, onFrame, base = server.bases[0]) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/signal/socket/member/v1?ticket=${ticket}`, { perMessageDeflate: false });
    socket.on('message', onFrame);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

async function runRoom(token, mode, count, { stage = false } = {}) {
  const processes = processesFor(count, stage);
  load = processes > 1 ? loadProcesses(processes) : null;
  console.log(`\n== ${count.toLocaleString('en')} clients in a ${mode} room ==${load ? ` (spread over ${processes} load processes)` : ''}`);
  const event = await post('/conference/api/account/qrcode/create', { topic: `Bench ${mode}`, call_type: 'instant', mode }, token);
  const hostAuth = await post('/signal/member/v1/auth', { alias: event.alias, display_name: 'Bench Host' }, token);
  const host = await connect(hostAuth.ticket, () => undefined);

  // Tickets (HTTP) are fetched per chunk, untimed; a ticket lives 2 minutes, so 10,000 cannot be fetched
  // up front. The join burst is the time spent opening sockets until every client has its snapshot.
  const CHUNK = 500;
  const clients = [];
  let authMs = 0;
  let burst = 0;
  let burstCpu = 0; // the server's CPU time during the bursts: comparable between runs on a loaded machine
  let failed = 0; // sockets that could not open (an expired ticket on a slow machine)
  const turnedAway = new Map(); // state -> clients the room refused (a room.state instead of a snapshot: full, locked)
  const rssBefore = server.rssKb();
  for (let offset = 0; offset < count; offset += CHUNK) {
    const size = Math.min(CHUNK, count - offset);
    const authStart = performance.now();
    const tickets = [];
    for (let i = 0; i < size; i += 50) {
      tickets.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, size - i) }, (_, k) =>
            post(
              '/signal/member/v1/auth',
              { alias: event.alias, display_name: `Guest ${offset + i + k}` },
              undefined,
              baseOf(offset + i + k),
            ),
          ),
        )),
      );
    }
    authMs += performance.now() - authStart;
    const chunk = tickets.map((t, i) => ({
      id: t.member_id,
      ticket: t.ticket,
      base: baseOf(offset + i),
      socket: null,
      snapshot: false,
      waiters: [],
    }));
    clients.push(...chunk);
    let snapshots = 0;
    let allIn;
    const everyoneIn = new Promise((resolve) => {
      allIn = resolve;
    });
    const burstStart = performance.now();
    const cpuStart = server.cpuMs();
    const connecting = [];
    if (load) {
      const byId = new Map(chunk.map((client) => [client.id, client]));
      for (const { id, outcome } of await load.join(chunk.map(({ id, ticket, base }) => ({ id, ticket, base })))) {
        const client = byId.get(id);
        if (outcome === 'failed') failed++;
        else client.socket = true; // held by its load process
        if (outcome === 'in' || outcome === 'failed') continue;
        client.refused = outcome;
        turnedAway.set(outcome, (turnedAway.get(outcome) ?? 0) + 1);
      }
      allIn();
    }
    for (const client of load ? [] : chunk) {
      connecting.push(
        connect(
          client.ticket,
          (data) => {
            const text = client.snapshot ? '' : data.toString();
            if (!client.snapshot && (text.startsWith('{"type":"room.snapshot"') || text.startsWith('{"type":"room.state"'))) {
              // A room.state instead of a snapshot is a refusal (full): counted, so the burst ends, and never waited for.
              if (text.startsWith('{"type":"room.state"')) {
                client.refused = /"state":"([a-z_]+)"/.exec(text)?.[1] ?? 'unknown';
                turnedAway.set(client.refused, (turnedAway.get(client.refused) ?? 0) + 1);
              }
              client.snapshot = true;
              if (++snapshots === chunk.length) allIn();
            }
            for (const waiter of client.waiters) if (data.includes(waiter.marker)) waiter.hit(performance.now());
          },
          client.base,
        ).then(
          (socket) => {
            client.socket = socket;
            // Closed by the server before its snapshot (the room moved: a lease lapsed on a starved machine): counted,
            // so the burst ends instead of waiting for ever.
            socket.once('close', (code) => {
              client.closed = code;
              if (client.snapshot) return;
              turnedAway.set(`closed ${code}`, (turnedAway.get(`closed ${code}`) ?? 0) + 1);
              client.refused = `closed ${code}`;
              client.snapshot = true;
              if (++snapshots === chunk.length) allIn();
            });
          },
          () => {
            // Refused (an expired ticket on a slow machine): counted, not fatal.
            failed++;
            client.snapshot = true;
            if (++snapshots === chunk.length) allIn();
          },
        ),
      );
      // Keep the accept queue sane: a few hundred connects in flight at a time.
      if (connecting.length % 200 === 0) await Promise.all(connecting.slice(-200));
    }
    await Promise.all(connecting);
    await everyoneIn;
    burst += performance.now() - burstStart;
    burstCpu += server.cpuMs() - cpuStart;
  }
  console.log(
    `tickets (HTTP auth)        ${ms(authMs)} for ${count} (not part of the burst)${failed ? `; ${failed} sockets failed to open` : ''}`,
  );
  // The room's capacity counts everyone admitted, the host included (rules.ts LARGE_CAPACITY: 10,000 in a
  // conference or theater room, as the spec says): a client past it is turned away, reported, and not a receiver.
  const refused = clients.filter((c) => c.refused).length;
  console.log(
    `in the room                ${(clients.length - refused - failed + 1).toLocaleString('en')} people (the host and ${(clients.length - refused - failed).toLocaleString('en')} clients)` +
      (refused ? `; turned away: ${[...turnedAway].map(([state, n]) => `${n} (${state})`).join(', ')}, not waited for` : ''),
  );
  const closedAfter = load ? await load.closedAfter() : clients.filter((c) => c.closed && !c.refused).length;
  if (closedAfter) console.log(`closed by the server      ${closedAfter} sockets after their snapshot (not receivers)`);
  for (let i = clients.length - 1; i >= 0; i--) if (!clients[i].socket || clients[i].refused || clients[i].closed) clients.splice(i, 1);
  await sleep(500);
  const rssAfter = server.rssKb();
  console.log(`join burst                 ${ms(burst)}  (${(count / (burst / 1000)).toFixed(0)} joins/s, sockets + admission + snapshot)`);
  console.log(`server CPU in the burst    ${ms(burstCpu)}  (${((burstCpu * 1000) / count).toFixed(0)} µs per join)`);
  console.log(
    `server memory (RSS)        ${mb(rssBefore)} before, ${mb(rssAfter)} after  (${((rssAfter - rssBefore) / count).toFixed(1)} KB per client)`,
  );

  // Clustered: Redis's commands per second with nobody sending, once what the joins left behind has settled (at
  // most 15 s); what a message costs is then told apart from what runs anyway (leases, presence, timers).
  let idlePerSecond = null;
  if (server.redisCommands() !== null) {
    let last = server.redisCommands();
    for (let i = 0, previous = Infinity; i < 15; i++) {
      await sleep(1000);
      const now = server.redisCommands();
      const rate = now - last;
      last = now;
      if (Number.isFinite(previous) && Math.abs(rate - previous) <= Math.max(5, previous * 0.2)) {
        idlePerSecond = (rate + previous) / 2;
        break;
      }
      previous = rate;
    }
    console.log(`Redis commands while idle  ${idlePerSecond === null ? 'not settled in 15 s' : `${idlePerSecond.toFixed(1)}/s`}`);
  }

  /** One round with the clients in this process: `sender` sends `text`; each other client's receipt latency. */
  async function roundHere(sender, text, markerText) {
    const marker = Buffer.from(markerText);
    const latencies = [];
    let start = 0;
    const receivers = clients.filter((c) => c !== sender);
    // One promise for the round (one per receiver was a tenth of the load client's time).
    let pending = receivers.length;
    let allReceived;
    const received = new Promise((resolve) => {
      allReceived = resolve;
    });
    for (const client of receivers) {
      const waiter = {
        marker,
        hit: (at) => {
          client.waiters.splice(client.waiters.indexOf(waiter), 1);
          latencies.push(at - start);
          if (--pending === 0) allReceived();
        },
      };
      client.waiters.push(waiter);
    }
    start = performance.now();
    sender.socket.send(text);
    await Promise.race([received, sleep(30_000)]);
    for (const client of receivers) client.waiters.length = 0;
    return { latencies, receivers: receivers.length };
  }

  /** Sends from one client; returns each other client's receipt latency. */
  async function fanOut(label, sender, textFor, markerFor) {
    const latencies = [];
    const lasts = []; // each round's last delivery: one slow round is a tenth of the deliveries, so it can be the p99
    let missing = 0;
    const commandsBefore = server.redisCommands();
    const bytesBefore = server.redisBytes();
    const startedAt = performance.now();
    const cpuBefore = server.cpuMs();
    // The load client shares the machine's cores: its own event-loop delay and CPU per message say how much of
    // a receipt's latency is the client reading 10,000 sockets in one loop rather than the server fanning out.
    const clientLoop = monitorEventLoopDelay({ resolution: 1 });
    clientLoop.enable();
    const clientCpuBefore = process.cpuUsage();
    if (load) await load.startStats();
    for (let round = 0; round < ROUNDS; round++) {
      const { latencies: got, receivers } = load
        ? await load.round(sender.id, textFor(round), markerFor(round), 30_000)
        : await roundHere(sender, textFor(round), markerFor(round));
      for (const latency of got) latencies.push(latency);
      missing += receivers - got.length;
      lasts.push(Math.max(...got));
      await sleep(50);
    }
    clientLoop.disable();
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const spread = load && (await load.stats());
    console.log(
      `${label.padEnd(26)} p50 ${ms(percentile(latencies, 50))}  p99 ${ms(percentile(latencies, 99))}  max ${ms(Math.max(...latencies))}  (${latencies.length.toLocaleString('en')} deliveries${missing ? `, ${missing.toLocaleString('en')} MISSING after 30 s` : ''})`,
    );
    console.log(`${''.padEnd(26)} each round's last delivery (ms): ${lasts.map((last) => last.toFixed(0)).join(' ')}`);
    console.log(`${''.padEnd(26)} server CPU ${ms((server.cpuMs() - cpuBefore) / ROUNDS)} per message (${ROUNDS} rounds)`);
    console.log(
      `${''.padEnd(26)} ${load ? 'bench process' : 'load client'}: CPU ${ms((clientCpu.user + clientCpu.system) / 1000 / ROUNDS)} per message, event-loop delay p99 ${ms(clientLoop.percentile(99) / 1e6)} max ${ms(clientLoop.max / 1e6)}`,
    );
    if (spread) {
      const each = (pick) => spread.map((p) => pick(p).toFixed(1)).join(' / ');
      const total = spread.reduce((sum, p) => sum + p.cpuMs, 0) / ROUNDS;
      console.log(
        `${''.padEnd(26)} ${spread.length} load processes: CPU ${ms(total)} per message in all (${each((p) => p.cpuMs / ROUNDS)} ms)`,
      );
      console.log(`${''.padEnd(26)} their event-loop delay p99 ${each((p) => p.loopP99)} ms, max ${each((p) => p.loopMax)} ms`);
    }
    // Clustered: what one message costs Redis (commands of every instance, the leases' renewals included).
    if (commandsBefore !== null) {
      const commands = server.redisCommands() - commandsBefore - 1;
      const idle =
        idlePerSecond === null
          ? ''
          : `, ${((commands - (idlePerSecond * (performance.now() - startedAt)) / 1000) / ROUNDS).toFixed(1)} beyond the idle rate`;
      const kb = (server.redisBytes() - bytesBefore) / 1024 / ROUNDS;
      console.log(
        `${''.padEnd(26)} Redis commands per message: ${(commands / ROUNDS).toFixed(1)}${idle}; Redis traffic ${kb.toFixed(1)} KB per message`,
      );
    }
  }

  if (REALTIME) {
    realtime(true);
    console.log('fan-out rounds at real-time priority (servers, Redis, this client)');
  }
  try {
    await fanOuts(host, clients, stage, fanOut);
  } finally {
    if (REALTIME) realtime(false);
  }
  fanOutsTo = performance.now();

  const closeStart = performance.now();
  if (load) await load.close();
  else for (const client of clients) client.socket.terminate();
  load = null;
  host.close();
  await sleep(200);
  console.log(`disconnect of all          ${ms(performance.now() - closeStart)}`);
}

/** The measured rounds: the stage's (ROOM_BENCH_STAGE), then a chat message's and a hand's fan-out to everyone. */
async function fanOuts(host, clients, stage, fanOut) {
  if (stage) {
    // The host brings the first two on stage; everyone else stays audience (no media links).
    const [a, b] = clients;
    for (const id of [a.id, b.id]) host.send(JSON.stringify({ type: 'presenter.set', to: id, on: true }));
    await sleep(1500);
    // Stage fan-out: a stage member's change (the microphone) reaching the whole room.
    await fanOut(
      'stage fan-out (mic)',
      a,
      (round) => JSON.stringify({ type: 'self.update', mic_on: round % 2 === 0 }),
      () => `"id":"${a.id}"`,
    );
    // Stage relay: media signalling between two people on stage, with the audience in the room.
    const relay = [];
    for (let round = 0; round < ROUNDS * 5; round++) {
      const marker = `bench-sdp-${round}`;
      const at = await new Promise((resolve) => {
        const start = performance.now();
        const waiter = {
          marker,
          hit: (t) => {
            b.waiters.splice(b.waiters.indexOf(waiter), 1);
            resolve(t - start);
          },
        };
        b.waiters.push(waiter);
        a.socket.send(JSON.stringify({ type: 'rtc.signal', to: b.id, data: { sdp: marker } }));
      });
      relay.push(at);
    }
    console.log(
      `${'stage relay (rtc.signal)'.padEnd(26)} p50 ${ms(percentile(relay, 50))}  p99 ${ms(percentile(relay, 99))}  (${relay.length} signals)`,
    );
    // The audience is refused media links.
    const refused = await new Promise((resolve) => {
      const audience = clients[2];
      const waiter = { marker: 'not_on_stage', hit: () => resolve(true) };
      audience.waiters.push(waiter);
      audience.socket.send(JSON.stringify({ type: 'rtc.signal', to: a.id, data: {} }));
      setTimeout(() => resolve(false), 5000);
    });
    console.log(`audience rtc.signal        ${refused ? 'refused (not_on_stage)' : 'NOT refused'}`);
  }

  const sender = clients[0];
  fanOutsFrom ??= performance.now();
  await fanOut(
    'chat message fan-out',
    sender,
    (round) => JSON.stringify({ type: 'chat.send', text: `bench-chat-${round}` }),
    (round) => `bench-chat-${round}`,
  );
  await fanOut(
    'hand raise fan-out',
    clients[1],
    (round) => JSON.stringify({ type: round % 2 === 0 ? 'hand.raise' : 'hand.lower' }),
    (round) => `"id":"${clients[1].id}"`,
  );
}

// With NODE_OPTIONS=--cpu-prof (the servers inherit it): where the fan-out rounds sit in each profile, so that
// `node apps/api/bench/profile-summary.mjs <file> 30 <last s>` reads them without the joins.
let fanOutsFrom = null;
let fanOutsTo = null;
const server = await startRoomServers(PORT);
/** Client i's instance: round robin over the instances (one process: always the same). */
const baseOf = (i) => server.bases[(i + 1) % server.bases.length];
try {
  const token = await hostAccount();
  console.log(`room bench: ${server.label}, node ${process.version}, ${ROUNDS} rounds per fan-out`);
  await runRoom(token, 'conference', CLIENTS);
  if (process.env.ROOM_BENCH_THEATER === '1') await runRoom(token, 'theater', 9_999); // with the host: 10,000, the theater's capacity
  // 3 on stage (the host and 2 of the clients) and the rest audience: 10,000 in all, the theater's capacity.
  if (process.env.ROOM_BENCH_STAGE === '1') await runRoom(token, 'theater', 9_999, { stage: true });
} finally {
  await server.stop();
  if (/--cpu-prof/.test(process.env.NODE_OPTIONS ?? '') && fanOutsFrom !== null)
    console.log(
      `cpu profiles: the fan-out rounds are from ${((performance.now() - fanOutsFrom) / 1000).toFixed(1)} s to ${((performance.now() - fanOutsTo) / 1000).toFixed(1)} s before each profile's end`,
    );
}
