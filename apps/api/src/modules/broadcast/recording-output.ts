import { writeFileSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { probeArgs, recordingArgs, remuxArgs } from './ffmpeg-args';
import { runFfmpeg, runToEnd, type FfmpegRun } from './tools';

export interface FinishedRecording {
  mp4Path: string;
  durationSeconds: number;
  size: number;
}

/** Whose recording a file is: written beside it while it runs, so one the service died during is still the host's. */
export interface RecordingOwner {
  hostAccountId: number;
  title: string;
  alias: string;
  /** Several instances on one data folder: the instance recording it (only it, or whoever outlives it, finishes it). */
  instance?: string;
}

/** The sidecar of a running recording (`<base>.json` beside `<base>.mkv`); gone once the recording is finished. */
export const ownerPath = (basePath: string) => `${basePath}.json`;

/** The Matroska at `<base>.mkv` (complete or cut short) remuxed to `<base>.mp4` with faststart and measured; the .mkv is removed. */
export async function finaliseRecording(tools: { ffmpeg: string; ffprobe: string }, basePath: string): Promise<FinishedRecording> {
  const mkv = `${basePath}.mkv`;
  const mp4Path = `${basePath}.mp4`;
  try {
    await runToEnd(tools.ffmpeg, remuxArgs(mkv, mp4Path));
    return await measureRecording(tools.ffprobe, mp4Path);
  } finally {
    await rm(mkv, { force: true });
  }
}

/** A finished MP4's duration (ffprobe) and size. */
export async function measureRecording(ffprobe: string, mp4Path: string): Promise<FinishedRecording> {
  const probe = JSON.parse(await runToEnd(ffprobe, probeArgs(mp4Path))) as { format?: { duration?: string } };
  return { mp4Path, durationSeconds: Number(probe.format?.duration ?? 0), size: (await stat(mp4Path)).size };
}

/**
 * One recording: the composite's WebM (its own MediaRecorder, paused with the host's Pause so the
 * file holds no paused time) encoded to Matroska while it runs, remuxed to MP4 with faststart at the end.
 */
export class RecordingOutput {
  private readonly run: FfmpegRun;
  bytesIn = 0;

  constructor(
    private readonly tools: { ffmpeg: string; ffprobe: string },
    private readonly basePath: string,
    owner: RecordingOwner,
  ) {
    writeFileSync(ownerPath(basePath), JSON.stringify(owner));
    this.run = runFfmpeg(tools.ffmpeg, recordingArgs(`${basePath}.mkv`));
  }

  get exited() {
    return this.run.exited;
  }

  stderr() {
    return this.run.stderr();
  }

  write(chunk: Buffer) {
    this.bytesIn += chunk.length;
    if (this.run.child.stdin!.writable) this.run.child.stdin!.write(chunk);
  }

  /** Ends a recording that holds nothing: no file, no sidecar. */
  kill() {
    this.run.child.kill('SIGKILL');
    void this.exited.then(() => Promise.all([rm(`${this.basePath}.mkv`, { force: true }), rm(ownerPath(this.basePath), { force: true })]));
  }

  /** Ends the input, waits for the encoder, remuxes with faststart and measures the file (ffprobe). */
  async finish(): Promise<FinishedRecording> {
    this.run.child.stdin!.end();
    const timer = setTimeout(() => this.run.child.kill('SIGKILL'), 30_000);
    await this.run.exited;
    clearTimeout(timer);
    return finaliseRecording(this.tools, this.basePath);
  }

  /** The recording is in Recordings (or given up): its sidecar goes, so a restart does not offer it again. */
  async forget() {
    await rm(ownerPath(this.basePath), { force: true });
  }
}

/**
 * A finished take: kept and saved when the page sent media, else its encoder is killed. An unreadable
 * file is not offered as a recording (the state says why it ended); the take's files go either way.
 */
export async function keepRecording(output: RecordingOutput, hasData: boolean, saved: (recording: FinishedRecording) => Promise<void>) {
  if (!hasData || output.bytesIn === 0) {
    output.kill();
    return;
  }
  try {
    await saved(await output.finish());
  } catch {
    // An unreadable file is not offered as a recording; the state says why it ended.
  } finally {
    await output.forget();
  }
}
