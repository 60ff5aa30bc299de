import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestMediaOptions {
  seconds: number;
  /** The test picture's size; `video: 'none'` makes audio only. */
  size?: string;
  /** The lavfi audio source (a tone). */
  tone?: string;
  video?: 'h264' | 'vp8' | 'none';
  audio?: 'opus' | 'aac';
  format?: 'matroska' | 'webm' | 'mp4';
  /** Matroska written as a live stream (no cues, clusters as they come), as MediaRecorder does. */
  live?: boolean;
  /** Where to write it; a fresh temporary file by default. */
  out?: string;
}

const VIDEO = {
  // H.264 with a keyframe a second, as the composite page's MediaRecorder sends it.
  h264: ['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '30'],
  vp8: ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8'],
  none: [],
};

/**
 * A test picture and tone encoded by this machine's ffmpeg: what the composite page sends the broadcast
 * worker, or what an egress writes. Returns the file's path. One recipe for the broadcast suites.
 */
export function testMediaFile(options: TestMediaOptions): string {
  const {
    seconds,
    size = '320x240',
    tone = 'sine=frequency=440',
    video = 'h264',
    audio = 'opus',
    format = 'matroska',
    live = false,
  } = options;
  const out = options.out ?? path.join(mkdtempSync(path.join(tmpdir(), 'test-media-')), `in.${format === 'mp4' ? 'mp4' : 'webm'}`);
  const picture = video === 'none' ? [] : ['-f', 'lavfi', '-i', `testsrc=size=${size}:rate=30`];
  execFileSync('ffmpeg', [
    ...['-v', 'error', ...picture, '-f', 'lavfi', '-i', tone, '-t', String(seconds), ...VIDEO[video]],
    ...['-c:a', audio === 'aac' ? 'aac' : 'libopus', ...(live ? ['-live', '1'] : []), '-y', '-f', format, out],
  ]);
  return out;
}

/** The same, read into memory. */
export const testMedia = (options: TestMediaOptions): Buffer => readFileSync(testMediaFile(options));
