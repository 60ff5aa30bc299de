import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { HLS_PLAYLIST, hlsRenditionsArgs, liveEncoderArgs, masterPlaylistName } from './ffmpeg-args';
import { whenPlaylistReady } from './playlist-ready';
import { runFfmpeg, type FfmpegRun } from './tools';
import { WebmCuts } from './webm-cuts';

/** How long a replaced build's files stay: players still on it finish a segment, then load the new one. */
export const RETIRED_FILES_MS = 20_000;
/** Language mix bytes kept for a build whose encoder waits for the video's next cluster (bounded). */
const PENDING_MAX_BYTES = 4 * 1024 * 1024;

/** One HLS encoder run: the renditions of the languages the page mixed when it was asked for. */
interface Build {
  generation: number;
  languages: string[];
  /** When the page started these language mixes (the worker's browser runs here: same clock). */
  mixesAt: number;
  /** When the page said its languages changed: the rebuild is timed from here. */
  askedAt: number;
  playlist: string;
  run: FfmpegRun | null;
  pending: Array<{ index: number; chunk: Buffer }>;
  pendingBytes: number;
  stopWatch: () => void;
}

/**
 * The livestream's HLS output with one audio rendition per interpretation language (issue 13). When
 * the languages change, a new encoder joins the page's running live WebM at its latest cluster (its
 * header + that cluster; the page's video encoder is never restarted, so the recording and stream
 * targets go on untouched), writes a new master playlist under new names, and only once its playlists
 * exist are players told the new address; the previous encoder then ends and its files go a little
 * later. The first build without languages writes today's single `index.m3u8`.
 */
export class HlsOutput {
  private readonly cuts = new WebmCuts();
  private current: Build | null = null;
  private next: Build | null;
  private generations = 0;
  private stopping = false;
  private readonly timers = new Set<NodeJS.Timeout>();
  private fail = () => undefined as void;
  /** Resolves when the encoder players are on ends by itself (and no stop asked for it). */
  readonly failed = new Promise<void>((resolve) => {
    this.fail = resolve;
  });
  /** When the page's live MediaRecorder started: media time 0 of the video. */
  videoStartedAt = Date.now();
  /** From the page's language change to the new build's playlists, for the last rebuild (ms). */
  lastRebuildMs: number | null = null;

  constructor(
    private readonly ffmpeg: string,
    readonly dir: string,
    private readonly ready: (playlist: string) => void,
  ) {
    this.next = this.plan([], Date.now());
  }

  /** The playlist players are told about (null until the first build wrote it). */
  get playlist(): string | null {
    return this.current?.playlist ?? null;
  }

  /** The languages of the build players are on. */
  get languages(): string[] {
    return this.current?.languages ?? [];
  }

  /** The page (re)started its language mixes at `at`: a new build takes them (the old mixes have ended). */
  setLanguages(languages: string[], at: number) {
    const latest = this.next ?? this.current;
    if (!languages.length && latest && !latest.languages.length) return;
    if (this.next) this.abandon(this.next);
    // The page stopped the mixes players hear now: their inputs end. An input left open without data
    // would hold this build's video forever (ffmpeg interleaves); an ended one at most ffmpeg's 10 s
    // interleave wait, and players move to the new build (about 2.5 s) before that.
    if (this.current) this.endLanguages(this.current);
    this.next = this.plan(languages, at);
    this.tryStart(this.next);
  }

  private endLanguages(build: Build) {
    for (let i = 0; i < build.languages.length; i++) (build.run?.child.stdio[3 + i] as NodeJS.WritableStream | undefined)?.end();
  }

  writeVideo(chunk: Buffer) {
    this.cuts.push(chunk);
    for (const build of [this.current, this.next]) {
      if (!build) continue;
      if (build.run) this.writeTo(build.run.child.stdin, chunk);
      else this.tryStart(build);
    }
  }

  /** A chunk of the `index`th language mix the page sent since its last language change. */
  writeLanguage(index: number, chunk: Buffer) {
    const build = this.next ?? this.current;
    if (!build || index >= build.languages.length) return;
    if (build.run) return this.writeTo(build.run.child.stdio[3 + index], chunk);
    if (build.pendingBytes + chunk.length > PENDING_MAX_BYTES) return;
    build.pending.push({ index, chunk });
    build.pendingBytes += chunk.length;
  }

  private writeTo(pipe: unknown, chunk: Buffer) {
    const stream = pipe as NodeJS.WritableStream & { writable: boolean };
    if (stream?.writable) stream.write(chunk);
  }

  private plan(languages: string[], at: number): Build {
    const generation = this.generations++;
    const legacy = generation === 0 && !languages.length;
    return {
      generation,
      languages,
      mixesAt: at,
      askedAt: Date.now(),
      playlist: legacy ? HLS_PLAYLIST : masterPlaylistName(generation),
      run: null,
      pending: [],
      pendingBytes: 0,
      stopWatch: () => undefined,
    };
  }

  /** Starts the build's encoder once the video has a header and a cluster to join at. */
  private tryStart(build: Build) {
    const header = this.cuts.header;
    const cluster = this.cuts.cluster();
    if (build.run || !header || !cluster || this.stopping) return;
    const videoAt = this.videoStartedAt + (this.cuts.clusterMs ?? 0);
    const languages = build.languages.map((language) => ({ language, offsetSeconds: Math.max(0, (build.mixesAt - videoAt) / 1000) }));
    const args =
      build.playlist === HLS_PLAYLIST
        ? liveEncoderArgs({ hlsDir: this.dir, relay: false })
        : hlsRenditionsArgs(this.dir, build.generation, languages);
    const run = runFfmpeg(this.ffmpeg, args, languages.length);
    build.run = run;
    this.writeTo(run.child.stdin, header);
    this.writeTo(run.child.stdin, cluster);
    for (const { index, chunk } of build.pending.splice(0)) this.writeTo(run.child.stdio[3 + index], chunk);
    build.pendingBytes = 0;
    const variants =
      build.playlist === HLS_PLAYLIST ? [] : ['video', 'original', ...build.languages].map((v) => `g${build.generation}-${v}.m3u8`);
    build.stopWatch = whenAllReady(this.dir, [build.playlist, ...variants], () => this.promote(build));
    void run.exited.then(() => {
      if (this.stopping) return;
      if (build === this.current) this.fail();
      else if (build === this.next) {
        // A rebuild that failed leaves players on the build they have.
        this.next = null;
        if (!this.current) this.fail();
      }
    });
  }

  private promote(build: Build) {
    if (build !== this.next) return;
    const old = this.current;
    this.current = build;
    this.next = null;
    if (old) {
      this.lastRebuildMs = Date.now() - build.askedAt;
      this.retire(old);
    }
    this.ready(build.playlist);
  }

  /** Players move to the new build: the old encoder ends now, its files a little later. */
  private retire(build: Build) {
    build.stopWatch();
    void this.end(build);
    this.later(() => void this.removeFiles(build), RETIRED_FILES_MS);
  }

  private abandon(build: Build) {
    build.stopWatch();
    build.run?.child.kill('SIGKILL');
    void build.run?.exited.then(() => this.removeFiles(build));
  }

  private async end(build: Build, waitMs = 5_000) {
    if (!build.run) return;
    build.run.child.stdin!.end();
    this.endLanguages(build);
    const timer = setTimeout(() => build.run?.child.kill('SIGKILL'), waitMs);
    await build.run.exited;
    clearTimeout(timer);
  }

  private async removeFiles(build: Build) {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const mine =
      build.playlist === HLS_PLAYLIST
        ? (name: string) => name === HLS_PLAYLIST || /^segment-\d+\.ts$/.test(name)
        : (name: string) => name.startsWith(`g${build.generation}-`);
    await Promise.all(names.filter(mine).map((name) => rm(path.join(this.dir, name), { force: true })));
  }

  private later(fn: () => void, ms: number) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, ms);
    timer.unref?.();
    this.timers.add(timer);
  }

  /** Ends the stream: the encoder players are on flushes its last segment. */
  async stop() {
    this.stopping = true;
    for (const timer of this.timers) clearTimeout(timer);
    if (this.next) this.abandon(this.next);
    if (this.current) {
      this.current.stopWatch();
      await this.end(this.current, 10_000);
    }
  }

  kill() {
    this.stopping = true;
    for (const timer of this.timers) clearTimeout(timer);
    for (const build of [this.current, this.next]) {
      build?.stopWatch();
      build?.run?.child.kill('SIGKILL');
    }
  }
}

/** Calls `ready` once every file exists in `dir` (in order: the master playlist first, then each variant's). */
function whenAllReady(dir: string, files: string[], ready: () => void): () => void {
  let stop = () => undefined as void;
  const wait = (i: number) => {
    if (i === files.length) return ready();
    stop = whenPlaylistReady(dir, files[i], () => wait(i + 1));
  };
  wait(0);
  return () => stop();
}
