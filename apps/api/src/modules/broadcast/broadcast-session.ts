import path from 'node:path';
import { BROADCAST_SLICE_MS } from '@platform/contracts';
import { hlsUrl } from './audience-hls';
import { broadcastStateJson } from './broadcast-state';
import type { CompositeBrowser } from './chromium-worker';
import { LiveFeed } from './live-feed';
import { LiveOutput, type LiveTarget, type TargetStatus } from './live-output';
import { keepRecording, RecordingOutput } from './recording-output';
import type { PageOutputs, SessionHooks } from './session-hooks';
import { TARGET_PROBLEM_TEXT } from './target-errors';
import { WebmClock } from './webm-clock';
import { initialWorkerState, nextWorkerState, type StopReason, type WorkerEvent, type WorkerState } from './worker-state';

export const START_TIMEOUT_MS = 45_000;
/** The composite page's livestream slice: its first bytes arrive one slice after it began. */
const LIVE_SLICE_MS = BROADCAST_SLICE_MS.live;
/** A recording clock corrected by more than this is announced again, so everyone's display follows. */
export const CLOCK_ANNOUNCE_MS = 200;
/** How long the page's last chunk (flushed by its MediaRecorder's stop) may take to arrive. */
export const LAST_CHUNK_MS = 1500;

/**
 * One room's broadcast: the recording and the livestream (each a worker state machine), their
 * ffmpeg outputs, and the composite browser that feeds both. Data arrives as frames tagged
 * 0 (recording) or 1 (livestream) from the composite page's two MediaRecorders.
 */
export class BroadcastSession {
  record: WorkerState = initialWorkerState();
  live: WorkerState = initialWorkerState();
  recordOutput: RecordingOutput | null = null;
  liveOutput: LiveOutput | null = null;
  liveTargets: TargetStatus[] = [];
  browser: CompositeBrowser | null = null;
  savedRecordingId: string | null = null;
  private startTimers = { record: null as NodeJS.Timeout | null, live: null as NodeJS.Timeout | null };
  private recordCounter = 0;
  /** Media time received for the recording: its elapsed clock follows what the file holds. */
  private recordClock: WebmClock | null = null;
  /** The recording's start as the room was last told it (each state message carries it). */
  private announcedStart: number | null = null;
  /** What the page sends for the livestream before and while its output runs. */
  private readonly liveFeed = new LiveFeed();
  /** The live playlist that exists (the latest build's): only then is the audience told where to play it. */
  private playlist: string | null = null;

  constructor(
    readonly alias: string,
    readonly hostAccountId: number,
    readonly title: string,
    readonly ingestToken: string,
    private readonly folders: { recordings: string; hls: string },
    private readonly tools: { ffmpeg: string; ffprobe: string },
    private readonly hooks: SessionHooks,
    /** Several instances: this instance's id, written beside each recording (who may finish it after a crash). */
    private readonly instance?: string,
  ) {}

  get hlsDir() {
    return path.join(this.folders.hls, this.alias);
  }

  running(): boolean {
    return (
      ['starting', 'active', 'paused', 'stopping'].includes(this.record.status) ||
      ['starting', 'active', 'paused', 'stopping'].includes(this.live.status)
    );
  }

  private set(kind: 'record' | 'live', event: WorkerEvent) {
    this[kind] = nextWorkerState(this[kind], event);
    this.hooks.changed(this);
  }

  pageOutputs(): PageOutputs {
    const r = this.record.status;
    return {
      type: 'outputs',
      record: r === 'starting' || r === 'active' ? 'on' : r === 'paused' ? 'paused' : 'off',
      live: this.live.status === 'starting' || this.live.status === 'active' ? 'on' : 'off',
    };
  }

  private tellPage() {
    this.hooks.toPage(this, this.pageOutputs());
  }

  private armStartTimer(kind: 'record' | 'live') {
    this.startTimers[kind] = setTimeout(() => {
      if (this[kind].status === 'starting') void this.end(kind, 'start_timeout', true);
    }, START_TIMEOUT_MS);
    this.startTimers[kind].unref?.();
  }

  startRecording() {
    this.set('record', { type: 'start' });
    this.savedRecordingId = null;
    const base = path.join(this.folders.recordings, `${this.alias}-${Date.now()}-${this.recordCounter++}`);
    const output = new RecordingOutput(this.tools, base, {
      hostAccountId: this.hostAccountId,
      title: this.title,
      alias: this.alias,
      ...(this.instance && { instance: this.instance }),
    });
    this.recordOutput = output;
    this.recordClock = new WebmClock();
    void output.exited.then(() => {
      if (
        this.recordOutput === output &&
        (this.record.status === 'active' || this.record.status === 'starting' || this.record.status === 'paused')
      ) {
        void this.end('record', 'encoder_failed', true);
      }
    });
    this.armStartTimer('record');
    this.tellPage();
  }

  pauseRecording() {
    this.set('record', { type: 'pause', at: Date.now() });
    this.tellPage();
  }

  resumeRecording() {
    this.set('record', { type: 'resume', at: Date.now() });
    this.tellPage();
  }

  async startLive(targets: LiveTarget[]) {
    this.liveFeed.clearPending();
    this.set('live', { type: 'start' });
    await LiveOutput.prepare(this.hlsDir);
    this.playlist = null;
    const output = new LiveOutput(
      this.tools.ffmpeg,
      this.hlsDir,
      targets,
      (statuses) => {
        this.liveTargets = statuses;
        this.hooks.changed(this);
      },
      (playlist) => {
        // A new build of the renditions: players reload from its address.
        this.playlist = playlist;
        this.hooks.changed(this);
      },
    );
    this.liveOutput = output;
    this.liveTargets = output.targets();
    // The page may have started sending while the folder was prepared: its first chunks hold the WebM headers.
    const hadVideo = this.liveFeed.attach(output);
    if (hadVideo && this.live.status === 'starting') this.set('live', { type: 'first_byte', at: Date.now() - LIVE_SLICE_MS });
    void output.exited.then(() => {
      if (this.liveOutput === output && (this.live.status === 'active' || this.live.status === 'starting'))
        void this.end('live', 'encoder_failed', true);
    });
    this.armStartTimer('live');
    this.tellPage();
  }

  /**
   * The composite page started a MediaRecorder at `at` (the worker's browser runs on this machine, so
   * its clock is ours): the output counts its time from there. The recording's clock then follows the
   * media it receives (`data`), which also holds when the page records slower than real time.
   */
  started(kind: number, at: number) {
    const now = Date.now();
    const when = Math.min(now, Math.max(now - 10_000, at));
    if (kind === 1) this.liveFeed.videoStarted(when, this.liveOutput);
    if (kind === 0 && this.record.status === 'starting') this.set('record', { type: 'first_byte', at: when });
    if (kind === 1 && this.live.status === 'starting') this.set('live', { type: 'first_byte', at: when });
  }

  /**
   * A frame from the composite page: 0 = recording, 1 = livestream. The recording takes data until
   * it is finished (the page's last chunk arrives after the stop), and its clock follows the media
   * time received rather than when the chunks happened to arrive.
   */
  data(kind: number, chunk: Buffer) {
    if (kind === 0 && this.recordOutput) {
      this.recordOutput.write(chunk);
      const mediaMs = this.recordClock?.push(chunk) ?? null;
      const now = Date.now();
      if (this.record.status === 'starting') this.set('record', { type: 'first_byte', at: now - (mediaMs ?? 0) });
      else if (mediaMs !== null) this.followMedia(now, mediaMs);
    } else if (kind >= 1 && !this.liveOutput && this.live.status === 'starting') {
      this.liveFeed.hold(kind, chunk);
    } else if (kind >= 1 && this.liveOutput && this.live.status !== 'stopping') {
      this.liveFeed.write(this.liveOutput, kind, chunk);
      if (kind === 1 && this.live.status === 'starting') this.set('live', { type: 'first_byte', at: Date.now() - LIVE_SLICE_MS });
    }
  }

  /**
   * The composite page (re)started one mix per interpretation language at `at` (issue 13): the HLS
   * output is rebuilt with those renditions (the recording and stream targets keep the original mix).
   */
  languageMixes(languages: string[], at: number) {
    const now = Date.now();
    const running = this.liveOutput && this.live.status !== 'stopping' ? this.liveOutput : null;
    this.liveFeed.setMixes(languages, Math.min(now, Math.max(now - 10_000, at)), running);
  }

  /** Small corrections add up: the room hears again once the clock is off what it was last told. */
  private followMedia(now: number, mediaMs: number) {
    this.record = nextWorkerState(this.record, { type: 'media', at: now, mediaMs });
    if (
      this.record.startedAt !== null &&
      this.announcedStart !== null &&
      Math.abs(this.announcedStart - this.record.startedAt) > CLOCK_ANNOUNCE_MS
    ) {
      this.hooks.changed(this);
    }
  }

  /**
   * Stops an output. `failed` marks it failed with the reason (the host is told); otherwise it goes
   * back to idle. A recording is finished and saved either way: what was recorded is kept.
   */
  async end(kind: 'record' | 'live', reason: StopReason, failed = false) {
    const state = this[kind];
    if (!['starting', 'active', 'paused'].includes(state.status)) return;
    if (this.startTimers[kind]) clearTimeout(this.startTimers[kind]!);
    this.set(kind, { type: 'stop', reason, at: Date.now() });
    this.tellPage();
    if (kind === 'record') await this.finishRecording(state.status !== 'starting');
    else {
      const output = this.liveOutput;
      this.liveOutput = null;
      this.playlist = null;
      this.liveFeed.forget();
      await output?.stop();
    }
    this[kind] = failed ? nextWorkerState(this[kind], { type: 'fail', reason }) : nextWorkerState(this[kind], { type: 'stopped' });
    this.hooks.changed(this);
    if (!this.running()) this.hooks.idle(this);
  }

  private async finishRecording(hasData: boolean) {
    const output = this.recordOutput;
    if (!output) return;
    // The page flushes its last chunk when told to stop; it still goes into the file.
    if (hasData) await new Promise((resolve) => setTimeout(resolve, LAST_CHUNK_MS));
    this.recordOutput = null;
    this.recordClock = null;
    await keepRecording(output, hasData, (finished) => this.hooks.saved(this, finished));
  }

  /** Stops everything at once (room ended, worker died, service shutting down). */
  async endAll(reason: StopReason, failed: boolean) {
    await Promise.all([this.end('record', reason, failed), this.end('live', reason, failed)]);
  }

  /** The state every participant sees (also sent to late joiners on request). */
  json(now = Date.now()) {
    this.announcedStart = this.record.startedAt;
    return broadcastStateJson(
      {
        record: this.record,
        live: this.live,
        recordingId: this.savedRecordingId,
        targets: this.liveTargets.map((t) => ({ ...t, message: t.problem ? TARGET_PROBLEM_TEXT[t.problem] : null })),
        // Announced only once ffmpeg has written the playlist, so a player's first request finds it.
        hlsUrl: this.playlist ? hlsUrl(this.alias, undefined, this.playlist) : null,
      },
      now,
    );
  }
}
