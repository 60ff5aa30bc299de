import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/**
 * The programs the embedded egress worker runs (Debian's chromium and ffmpeg by default), where
 * to find them, and one way to run ffmpeg with its error output kept for the host's message.
 */
export const INSTALL_HINT = 'apt-get install chromium ffmpeg';

export interface BroadcastTools {
  chromium: string | null;
  ffmpeg: string | null;
  ffprobe: string | null;
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A program by absolute path, or by name on PATH. */
export function findProgram(nameOrPath: string, env: NodeJS.ProcessEnv = process.env): string | null {
  if (nameOrPath.includes('/')) return executable(nameOrPath) ? nameOrPath : null;
  for (const dir of (env.PATH ?? '').split(':')) {
    const candidate = path.join(dir, nameOrPath);
    if (dir && executable(candidate)) return candidate;
  }
  return null;
}

/** CHROMIUM_PATH / FFMPEG_PATH / FFPROBE_PATH override where the worker looks. */
export function findTools(env: NodeJS.ProcessEnv = process.env): BroadcastTools {
  return {
    chromium: findProgram(env.CHROMIUM_PATH || '/usr/bin/chromium', env),
    ffmpeg: findProgram(env.FFMPEG_PATH || 'ffmpeg', env),
    ffprobe: findProgram(env.FFPROBE_PATH || 'ffprobe', env),
  };
}

/** What the record and livestream controls show: available, or exactly what the server lacks. */
export function capabilityOf(tools: BroadcastTools) {
  const missing = [...(tools.chromium ? [] : ['chromium']), ...(tools.ffmpeg && tools.ffprobe ? [] : ['ffmpeg'])];
  return { available: missing.length === 0, missing, install: missing.length ? `apt-get install ${missing.join(' ')}` : null };
}

/** A running ffmpeg: stdin for WebM/MPEG-TS, the tail of stderr for the host's message, and its exit. */
export interface FfmpegRun {
  child: ChildProcess;
  exited: Promise<number | null>;
  stderr(): string;
}

/** `extraInputs`: pipes 3, 4, ... ffmpeg reads as `pipe:3`, ... (the HLS output's language mixes). */
export function runFfmpeg(ffmpeg: string, args: string[], extraInputs = 0): FfmpegRun {
  const child = spawn(ffmpeg, args, { stdio: ['pipe', 'pipe', 'pipe', ...Array<'pipe'>(extraInputs).fill('pipe')] });
  for (let i = 0; i < extraInputs; i++) child.stdio[3 + i]!.on('error', () => undefined);
  let tail = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  });
  // A closed stdin (ffmpeg gave up) must not crash the service with EPIPE.
  child.stdin!.on('error', () => undefined);
  child.stdout!.on('error', () => undefined);
  const exited = new Promise<number | null>((resolve) => {
    child.on('error', (error) => {
      tail += String(error);
      resolve(-1);
    });
    child.on('close', (code) => resolve(code));
  });
  return { child, exited, stderr: () => tail };
}

/** Runs a short ffmpeg/ffprobe to its end; rejects with its error output. */
export async function runToEnd(program: string, args: string[]): Promise<string> {
  const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    err = (err + c.toString()).slice(-4000);
  });
  const code = await new Promise<number | null>((resolve) => {
    child.on('error', () => resolve(-1));
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(err || `${path.basename(program)} exited with ${code}`);
  return out;
}
