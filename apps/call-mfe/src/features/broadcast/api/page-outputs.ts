import { BROADCAST_SLICE_MS } from '@platform/shared-api';
import { workerFrame } from './worker-frame';

/**
 * The composite page's two encoders (H.264 + Opus in WebM): one MediaRecorder for the recording (paused with the host's
 * Pause, so the file holds no paused time) and one for the livestream (never paused). Each sends
 * WebM slices (BROADCAST_SLICE_MS) on the worker socket, tagged 0 (recording) or 1 (livestream).
 */
export type OutputKind = 0 | 1;
export type OutputsMessage = { type: 'outputs'; record: 'on' | 'paused' | 'off'; live: 'on' | 'off' };

/** H.264 so the API copies video instead of encoding it again (Debian's Chromium records H.264). */
const MIME = 'video/webm;codecs=h264,opus';
/** A keyframe each second: HLS segments of 1 s and a quick start for RTMP viewers. */
const KEYFRAME_MS = 1000;

export class PageOutputs {
  private readonly recorders = new Map<OutputKind, MediaRecorder>();
  /** One send chain per recorder keeps the slices in order (Blob reads are async). */
  private readonly chains = new Map<OutputKind, Promise<void>>();

  constructor(
    private readonly stream: MediaStream,
    private readonly send: (frame: Uint8Array) => void,
    /** When a recorder began: the API counts the output's time from here (same machine, same clock). */
    private readonly started: (kind: OutputKind, at: number) => void,
  ) {}

  apply(message: OutputsMessage) {
    this.set(0, message.record);
    this.set(1, message.live);
  }

  private set(kind: OutputKind, wanted: 'on' | 'paused' | 'off') {
    const recorder = this.recorders.get(kind);
    if (wanted === 'off') {
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      this.recorders.delete(kind);
      return;
    }
    if (!recorder) {
      if (wanted === 'paused') return;
      const next = new MediaRecorder(this.stream, {
        mimeType: MIME,
        videoBitsPerSecond: 2_500_000,
        audioBitsPerSecond: 128_000,
        videoKeyFrameIntervalDuration: KEYFRAME_MS,
      } as MediaRecorderOptions);
      next.ondataavailable = (event) => {
        if (!event.data.size) return;
        const chain = (this.chains.get(kind) ?? Promise.resolve()).then(async () => this.send(await workerFrame(kind, event.data)));
        this.chains.set(kind, chain);
      };
      next.onstart = () => this.started(kind, Date.now());
      next.start(kind === 0 ? BROADCAST_SLICE_MS.record : BROADCAST_SLICE_MS.live);
      this.recorders.set(kind, next);
      return;
    }
    if (wanted === 'paused' && recorder.state === 'recording') recorder.pause();
    if (wanted === 'on' && recorder.state === 'paused') recorder.resume();
  }

  close() {
    for (const recorder of this.recorders.values()) if (recorder.state !== 'inactive') recorder.stop();
    this.recorders.clear();
  }
}
