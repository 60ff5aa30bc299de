/**
 * A LiveKit server (and Redis for a cluster) on loopback, on free ports: for `npm run start:livekit`,
 * the browser journeys (e2e/support/livekit.ts), the API suites and the benchmarks.
 *
 * Dev mode, bound to 127.0.0.1, one UDP port for media (plus a TCP fallback), node IP 127.0.0.1 with
 * loopback candidates, so a browser on the same machine reaches it (Chromium also needs
 * `--allow-loopback-in-peer-connection`). Stopping keeps the ports: `restart()` brings the same
 * server back where clients were connected.
 */
import { spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { createServer, connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { findLiveKitServer, GO_MISSING } from './binary.mjs';

/** A TCP port nobody listens on now (the kernel's choice). */
export function freeTcpPort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A UDP port nobody has bound now. */
export function freeUdpPort() {
  return new Promise((resolve, reject) => {
    const socket = createSocket('udp4');
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

/** An API key pair for one server (LiveKit wants secrets of 32 characters or more). */
export function liveKitKeys() {
  return { apiKey: `convene-${randomBytes(4).toString('hex')}`, apiSecret: randomBytes(24).toString('hex') };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(probe, child, what, timeoutMs, output) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited: ${output().slice(-1200)}`);
    if (await probe()) return;
    await sleep(100);
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s: ${output().slice(-1200)}`);
}

function track(child, limit = 64_000) {
  let text = '';
  const add = (chunk) => {
    text = (text + chunk).slice(-limit);
  };
  child.stdout?.on('data', add);
  child.stderr?.on('data', add);
  return () => text;
}

export function stopChild(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  return Promise.race([
    exited,
    sleep(10_000).then(() => {
      child.kill('SIGKILL');
      return exited;
    }),
  ]);
}

/** A Redis on a free loopback port, nothing kept on disk. */
export async function startRedis({ bin = 'redis-server' } = {}) {
  const port = await freeTcpPort();
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = track(child);
  const failedToSpawn = new Promise((_, reject) =>
    child.once('error', (error) => reject(new Error(`redis-server could not start (${error.message}): apt-get install redis-server`))),
  );
  const ping = () =>
    new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(String(data).startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
    });
  await Promise.race([waitFor(ping, child, 'redis-server', 15_000, output), failedToSpawn]);
  return { address: `127.0.0.1:${port}`, port, output, stop: () => stopChild(child) };
}

/**
 * Starts a LiveKit server. Options: `keys` ({ apiKey, apiSecret }, fresh by default), `redis`
 * ('host:port', for a cluster of nodes sharing it), `webhookUrls` (where it posts room events),
 * `ports` ({ http, tcp, udp }, free ones by default), `bin` (default: the pinned install), `log`
 * (a function getting each output chunk). Resolves once it answers HTTP.
 */
export async function startLiveKit(options = {}) {
  const bin = options.bin ?? findLiveKitServer();
  if (!bin) throw new Error(`${GO_MISSING}\n(or run: node scripts/livekit/install.mjs)`);
  const keys = options.keys ?? liveKitKeys();
  // Ports nobody listens on now. A free port is only free until bound: the kernel may offer again a port the caller
  // holds for later (the product's, named in the webhook URL) or one chosen here, so those are avoided, and a start
  // that still meets "address already in use" on ports chosen here tries again with others.
  const avoid = new Set((options.webhookUrls ?? []).map((url) => Number(new URL(url).port)).filter(Boolean));
  const pick = async (fixed) => {
    if (fixed) return fixed;
    let chosen;
    do chosen = await freeTcpPort();
    while (avoid.has(chosen));
    avoid.add(chosen);
    return chosen;
  };
  let port, tcpPort, udpPort;
  const choosePorts = async () => {
    port = await pick(options.ports?.http);
    tcpPort = await pick(options.ports?.tcp);
    udpPort = options.ports?.udp ?? (await freeUdpPort());
  };
  await choosePorts();
  const configBody = () =>
    [
      `port: ${port}`,
      'bind_addresses: ["127.0.0.1"]',
      'rtc:',
      `  tcp_port: ${tcpPort}`,
      `  udp_port: ${udpPort}`,
      '  node_ip: 127.0.0.1',
      '  use_external_ip: false',
      '  enable_loopback_candidate: true',
      // How often the SFU may ask a publisher for a key frame per layer (LiveKit's default: 500 ms low, 1 s mid and high).
      ...(options.pliThrottle
        ? ['  pli_throttle:', ...['low_quality', 'mid_quality', 'high_quality'].map((q) => `    ${q}: ${options.pliThrottle}`)]
        : []),
      'keys:',
      `  ${keys.apiKey}: ${keys.apiSecret}`,
      ...(options.redis ? ['redis:', `  address: ${options.redis}`] : []),
      // the product hears who joins and checks them against the room (removed, blocked, off stage)
      ...(options.webhookUrls?.length
        ? ['webhook:', `  api_key: ${keys.apiKey}`, '  urls:', ...options.webhookUrls.map((url) => `    - ${url}`)]
        : []),
      'logging:',
      `  level: ${options.logLevel ?? 'info'}`,
    ].join('\n');
  let child = null;
  let output = () => '';
  const up = async () => {
    child = spawn(bin, ['--dev', '--config-body', configBody()], { stdio: ['ignore', 'pipe', 'pipe'] });
    output = track(child);
    if (options.log) {
      child.stdout.on('data', options.log);
      child.stderr.on('data', options.log);
    }
    const probe = () =>
      fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      );
    await waitFor(probe, child, 'LiveKit server', 30_000, output);
  };
  for (let attempt = 1; ; attempt++) {
    try {
      await up();
      break;
    } catch (error) {
      const fixed = options.ports?.http && options.ports?.tcp && options.ports?.udp;
      if (fixed || attempt >= 3 || !/address already in use/.test(String(error?.message))) throw error;
      await choosePorts();
    }
  }
  return {
    url: `ws://127.0.0.1:${port}`,
    httpUrl: `http://127.0.0.1:${port}`,
    ports: { http: port, tcp: tcpPort, udp: udpPort },
    ...keys,
    /** LIVEKIT_* for a product instance using this server. */
    env: () => ({ LIVEKIT_URL: `ws://127.0.0.1:${port}`, LIVEKIT_API_KEY: keys.apiKey, LIVEKIT_API_SECRET: keys.apiSecret }),
    output: () => output(),
    pid: () => child?.pid ?? null,
    /** Killed at once (a crash), not stopped: clients see the connection drop. */
    kill: () => stopChild(child, 'SIGKILL'),
    /** The same server again, same ports and keys (after `kill` or `stop`). */
    restart: async () => {
      await stopChild(child, 'SIGKILL');
      await up();
    },
    stop: () => stopChild(child),
  };
}
