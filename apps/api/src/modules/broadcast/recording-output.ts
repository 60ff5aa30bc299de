import { rm, stat } from 'node:fs/promises';
import { probeArgs, recordingArgs, remuxArgs } from './ffmpeg-args';
import { runFfmpeg, runToEnd, type FfmpegRun } from './tools';

export interface FinishedRecording {
  mp4Path: string;
  durationSeconds: number;
  size: number;
}

/**
 * One recording: the composite's WebM (its own MediaRecorder, paused with the host's Pause so the
 * file holds no paused time) encoded to Matroska while it runs, remuxed to MP4 with faststart at the end.
 */
export class RecordingOutput {
  private readonly run: FfmpegRun;
  bytesIn = 0;

  constructor(private readonly tools: { ffmpeg: string; ffprobe: string }, private readonly basePath: string) {
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

  kill() {
    this.run.child.kill('SIGKILL');
  }

  /** Ends the input, waits for the encoder, remuxes with faststart and measures the file (ffprobe). */
  async finish(): Promise<FinishedRecording> {
    this.run.child.stdin!.end();
    const timer = setTimeout(() => this.run.child.kill('SIGKILL'), 30_000);
    await this.run.exited;
    clearTimeout(timer);
    const mkv = `${this.basePath}.mkv`;
    const mp4Path = `${this.basePath}.mp4`;
    try {
      await runToEnd(this.tools.ffmpeg, remuxArgs(mkv, mp4Path));
      const probe = JSON.parse(await runToEnd(this.tools.ffprobe, probeArgs(mp4Path))) as { format?: { duration?: string } };
      const durationSeconds = Number(probe.format?.duration ?? 0);
      return { mp4Path, durationSeconds, size: (await stat(mp4Path)).size };
    } finally {
      await rm(mkv, { force: true });
    }
  }
}
