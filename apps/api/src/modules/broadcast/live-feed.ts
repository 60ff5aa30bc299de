import type { LiveOutput } from './live-output';

const PENDING_LIVE_MAX_BYTES = 8 * 1024 * 1024;
/** Frames tagged 2, 3, ... carry the page's language mixes (the first, second, ... of its last `mixes`). */
export const LANGUAGE_MIX_TAG = 2;

/**
 * What the composite page sends for the livestream, handed to the live output: the chunks that came while
 * the output was still being prepared (bounded), when the page's live MediaRecorder started (the video's
 * media time 0) and its latest language mixes, so an output prepared late still gets all of them.
 */
export class LiveFeed {
  /** Live chunks (video and language mixes) that came while the live output was still being prepared; bounded. */
  private pending: Array<{ kind: number; chunk: Buffer }> = [];
  private pendingBytes = 0;
  /** The page's latest language mixes, kept for a live output still being prepared. */
  private mixes: { languages: string[]; at: number } | null = null;
  /** When the page's live MediaRecorder started (the video's media time 0). */
  private videoStartedAt: number | null = null;

  /** A new livestream starts: nothing held from a previous one. */
  clearPending() {
    this.pending = [];
    this.pendingBytes = 0;
  }

  /** Holds a chunk until the output exists (dropped beyond the bound). */
  hold(kind: number, chunk: Buffer) {
    if (this.pendingBytes + chunk.length <= PENDING_LIVE_MAX_BYTES) {
      this.pending.push({ kind, chunk });
      this.pendingBytes += chunk.length;
    }
  }

  /**
   * The output is ready: it gets the video's start, the mixes and the chunks held meanwhile (the first
   * hold the WebM headers). True when live video was among them.
   */
  attach(output: LiveOutput): boolean {
    if (this.videoStartedAt !== null && output.hls) output.hls.videoStartedAt = this.videoStartedAt;
    if (this.mixes) output.hls?.setLanguages(this.mixes.languages, this.mixes.at);
    const early = this.pending.splice(0);
    this.pendingBytes = 0;
    for (const { kind, chunk } of early) this.write(output, kind, chunk);
    return early.some((e) => e.kind === 1);
  }

  /** 1: the live video and original mix; 2, 3, ...: the language mixes, in the order of the page's last `mixes`. */
  write(output: LiveOutput, kind: number, chunk: Buffer) {
    if (kind === 1) output.write(chunk);
    else output.hls?.writeLanguage(kind - LANGUAGE_MIX_TAG, chunk);
  }

  /** The page's live MediaRecorder started at `at`. */
  videoStarted(at: number, output: LiveOutput | null) {
    this.videoStartedAt = at;
    if (output?.hls) output.hls.videoStartedAt = at;
  }

  /** The page's language mixes (re)started at `at`: a running output rebuilds its renditions. */
  setMixes(languages: string[], at: number, output: LiveOutput | null) {
    this.mixes = { languages, at };
    output?.hls?.setLanguages(languages, at);
  }

  /** The livestream ended: its start and mixes are forgotten. */
  forget() {
    this.mixes = null;
    this.videoStartedAt = null;
  }
}
