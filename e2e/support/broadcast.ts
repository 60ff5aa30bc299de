import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, type APIRequestContext } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

/** Helpers for the broadcast journeys: distinct fake voices, a local RTMP server, ffprobe. */

/**
 * A WAV of beeps at `hz` (sox) for Chromium's fake microphone: each participant gets its own pitch,
 * so the recording's audio can be searched for each one. Beeps with gaps between them, not a steady
 * tone, because the call's noise suppression learns a steady tone as noise and removes it.
 */
export function fakeTone(hz: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-tone-'));
  const wav = path.join(dir, `tone-${hz}.wav`);
  execFileSync('sox', [
    '-n',
    '-r',
    '48000',
    '-c',
    '1',
    '-b',
    '16',
    wav,
    'synth',
    '0.35',
    'sine',
    String(hz),
    'fade',
    'h',
    '0.02',
    '0.35',
    '0.02',
    'vol',
    '0.5',
    'pad',
    '0',
    '0.25',
    'repeat',
    '99',
  ]);
  return wav;
}

/**
 * How strongly each frequency sounds in a media file's audio, in dB above the strongest of the
 * `quiet` frequencies (where nobody's tone is): decoded to 16 kHz mono PCM by ffmpeg, then the
 * Goertzel power at each frequency over 100 ms blocks, summed over the whole file.
 */
export function toneLevels(input: string, tones: number[], quiet: number[]): number[] {
  const pcm = execFileSync('ffmpeg', ['-v', 'error', '-i', input, '-vn', '-ac', '1', '-ar', '16000', '-f', 's16le', '-'], {
    maxBuffer: 256 * 1024 * 1024,
    timeout: 60_000,
  });
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 2));
  const power = (hz: number) => {
    const block = 1600;
    const coeff = 2 * Math.cos((2 * Math.PI * hz) / 16000);
    let total = 0;
    for (let start = 0; start + block <= samples.length; start += block) {
      let a = 0;
      let b = 0;
      for (let i = start; i < start + block; i++) {
        const next = samples[i] / 32768 + coeff * a - b;
        b = a;
        a = next;
      }
      total += a * a + b * b - coeff * a * b;
    }
    return total;
  };
  const floor = Math.max(1e-12, ...quiet.map(power));
  return tones.map((hz) => 10 * Math.log10(Math.max(1e-12, power(hz)) / floor));
}

/** The colour (RGB) of a region of a video's frame at `seconds`, averaged by ffmpeg (crop, then scale to one pixel). */
export function regionColour(
  input: string,
  seconds: number,
  region: { x: number; y: number; width: number; height: number },
): [number, number, number] {
  const crop = `crop=${region.width}:${region.height}:${region.x}:${region.y},scale=1:1:flags=area`;
  const out = execFileSync(
    'ffmpeg',
    ['-v', 'error', '-ss', String(seconds), '-i', input, '-frames:v', '1', '-vf', crop, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    { timeout: 60_000 },
  );
  return [out[0], out[1], out[2]];
}

export interface RtmpServer {
  url: string;
  close(): void;
}

/** node-media-server on `port`; publishing with any key but `key` is refused. */
export async function startRtmpServer(port: number, key: string): Promise<RtmpServer> {
  const script = fileURLToPath(new URL('./rtmp-server.mjs', import.meta.url));
  const child: ChildProcess = spawn(process.execPath, [script, String(port), key, mkdtempSync(path.join(tmpdir(), 'e2e-nms-'))], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 50; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
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
  const out = execFileSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-rw_timeout',
      '15000000',
      '-show_entries',
      'format=duration:stream=codec_type,codec_name,width,height',
      '-of',
      'json',
      input,
    ],
    { timeout: timeoutMs },
  );
  return JSON.parse(out.toString()) as Probe;
}

/** What a live stream carries, as `h264 1280x720 audio:true`, or `not yet` while it cannot be read: for polling. */
export function streamSummary(input: string): string {
  try {
    const probe = ffprobe(input);
    const video = probe.streams.find((s) => s.codec_type === 'video');
    return `${video?.codec_name} ${video?.width}x${video?.height} audio:${probe.streams.some((s) => s.codec_type === 'audio')}`;
  } catch {
    return 'not yet';
  }
}

/** A browser whose fake microphone plays `wav` (see fakeTone), so each voice in the mix is distinct. */
export const browserWithVoice = (wav: string, extraArgs: string[] = []) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs, `--use-file-for-fake-audio-capture=${wav}`],
  });

/** A recording as the host's Recordings list gives it. */
export interface HostRecording {
  url: string;
  title: string;
  duration_seconds: number;
}

/**
 * The host's newest recording once it is listed (the worker finishes the MP4 after Stop), probed: it has
 * a picture and sound.
 */
export async function hostRecording(request: APIRequestContext, token: string): Promise<{ recording: HostRecording; probe: Probe }> {
  let recording: HostRecording | undefined;
  await expect
    .poll(
      async () => {
        const list = await request.get('/api/account/recording/list', { headers: { Authorization: `Bearer ${token}` } });
        recording = (await list.json()).items[0];
        return !!recording;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const probe = ffprobe(recording!.url);
  expect(probe.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
  return { recording: recording!, probe };
}
