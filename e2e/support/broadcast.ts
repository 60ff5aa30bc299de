import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Helpers for the broadcast journeys: distinct fake voices, a local RTMP server, ffprobe. */

/** A WAV of a voice saying `text` (espeak-ng), resampled by sox for Chromium's fake microphone. */
export function fakeVoice(text: string, voice: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-voice-'));
  const raw = path.join(dir, 'raw.wav');
  const wav = path.join(dir, 'voice.wav');
  execFileSync('espeak-ng', ['-v', voice, '-w', raw, text]);
  execFileSync('sox', [raw, '-r', '48000', '-c', '1', '-b', '16', wav, 'repeat', '5']);
  return wav;
}

export interface RtmpServer {
  url: string;
  close(): void;
}

/** node-media-server on `port`; publishing with any key but `key` is refused. */
export async function startRtmpServer(port: number, key: string): Promise<RtmpServer> {
  const script = fileURLToPath(new URL('./rtmp-server.mjs', import.meta.url));
  const child: ChildProcess = spawn(process.execPath, [script, String(port), key, mkdtempSync(path.join(tmpdir(), 'e2e-nms-'))], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => { socket.end(); resolve(true); });
      socket.on('error', () => resolve(false));
    });
    if (open) return { url: `rtmp://127.0.0.1:${port}/live`, close: () => child.kill('SIGKILL') };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`RTMP server did not start on ${port}`);
}

export interface Probe {
  format: { duration?: string };
  streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number }>;
}

/** ffprobe of a file, URL or live RTMP stream. */
export function ffprobe(input: string, timeoutMs = 20_000): Probe {
  const out = execFileSync('ffprobe', ['-v', 'error', '-rw_timeout', '15000000', '-show_entries', 'format=duration:stream=codec_type,codec_name,width,height', '-of', 'json', input], { timeout: timeoutMs });
  return JSON.parse(out.toString()) as Probe;
}

/** Mean loudness of a media file's audio in dB (ffmpeg volumedetect); silence is about -91 dB. */
export function meanVolume(input: string): number {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-i', input, '-af', 'volumedetect', '-vn', '-f', 'null', '-'], { encoding: 'utf8', timeout: 60_000 });
  const match = /mean_volume: (-?[\d.]+) dB/.exec(run.stderr ?? '');
  return match ? Number(match[1]) : -Infinity;
}
