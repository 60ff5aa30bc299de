#!/usr/bin/env node
/**
 * npm run start:livekit: the product on LiveKit on one machine. Installs the pinned LiveKit server
 * when missing (scripts/livekit/install.mjs), starts it in dev mode on loopback (LIVEKIT_PORT, 7880 by
 * default, else a free port; media on one UDP port), then `npm start` with LIVEKIT_* pointing at it.
 * Browsers on this machine only: the server announces 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureLiveKitServer } from './livekit/binary.mjs';
import { startLiveKit } from './livekit/server.mjs';
import { ROOT } from './lib/paths.mjs';

let bin;
try {
  bin = ensureLiveKitServer();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const port = Number(process.env.PORT || 8080);
const wanted = Number(process.env.LIVEKIT_PORT || 7880);
const webhookUrls = [`http://127.0.0.1:${port}/call-config/livekit/webhook`];
const livekit = await startLiveKit({ bin, webhookUrls, ports: { http: wanted, tcp: wanted + 1, udp: wanted + 2 } }).catch(() =>
  startLiveKit({ bin, webhookUrls }),
);
console.log(
  `LiveKit server ${livekit.url} (media on UDP ${livekit.ports.udp}, TCP ${livekit.ports.tcp}); LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET set for the product`,
);

const product = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...livekit.env(), PORT: String(port) },
});
const stop = async (code) => {
  await livekit.stop();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => product.kill(signal));
product.on('exit', (code) => void stop(code ?? 0));
