import { mkdir, rm } from 'node:fs/promises';
import { liveEncoderArgs, rtmpRelayArgs, streamTargetUrl } from './ffmpeg-args';
import { targetProblemOf, type TargetProblem } from './target-errors';
import { runFfmpeg, type FfmpegRun } from './tools';

export interface LiveTarget {
  id: string;
  name: string;
  serverUrl: string;
  streamKey: string;
}

/** A relay that has not failed this long after starting is publishing (ffmpeg opens RTMP after probing 2 s). */
export const RELAY_LIVE_AFTER_MS = 5000;

export type TargetStatus = { id: string; name: string; status: 'starting' | 'live' | 'failed'; problem: TargetProblem | null };

/**
 * A livestream: one encoder (HLS segments + MPEG-TS on stdout) and one relay per stream target
 * that copies it to RTMP, so a target that refuses the stream fails alone and the rest go on.
 */
export class LiveOutput {
  private readonly encoder: FfmpegRun;
  private readonly relays = new Map<string, { run: FfmpegRun; target: LiveTarget; status: TargetStatus }>();
  private stopping = false;
  bytesIn = 0;

  constructor(
    private readonly ffmpeg: string,
    readonly hlsDir: string | null,
    targets: LiveTarget[],
    private readonly onTargets: (targets: TargetStatus[]) => void,
  ) {
    this.encoder = runFfmpeg(ffmpeg, liveEncoderArgs({ hlsDir, relay: targets.length > 0 }));
    for (const target of targets) this.startRelay(target);
    this.encoder.child.stdout!.on('data', (chunk: Buffer) => {
      for (const relay of this.relays.values()) {
        if (relay.status.status === 'failed') continue;
        if (relay.run.child.stdin!.writable) relay.run.child.stdin!.write(chunk);
      }
    });
  }

  /** Creates the HLS folder before the encoder starts writing there. */
  static async prepare(hlsDir: string | null) {
    if (hlsDir) {
      await rm(hlsDir, { recursive: true, force: true });
      await mkdir(hlsDir, { recursive: true });
    }
  }

  get exited() {
    return this.encoder.exited;
  }

  stderr() {
    return this.encoder.stderr();
  }

  targets(): TargetStatus[] {
    return [...this.relays.values()].map((r) => ({ ...r.status }));
  }

  private startRelay(target: LiveTarget) {
    const run = runFfmpeg(this.ffmpeg, rtmpRelayArgs(streamTargetUrl(target.serverUrl, target.streamKey)));
    const relay = { run, target, status: { id: target.id, name: target.name, status: 'starting', problem: null } as TargetStatus };
    this.relays.set(target.id, relay);
    // ffmpeg says nothing while it publishes: a relay still running after a while is live.
    const live = setTimeout(() => {
      if (relay.status.status !== 'starting') return;
      relay.status = { ...relay.status, status: 'live' };
      this.emit();
    }, RELAY_LIVE_AFTER_MS);
    void run.exited.then(() => {
      clearTimeout(live);
      if (this.stopping) return;
      relay.status = { ...relay.status, status: 'failed', problem: targetProblemOf(run.stderr()) };
      this.emit();
    });
  }

  private emit() {
    this.onTargets(this.targets());
  }

  write(chunk: Buffer) {
    this.bytesIn += chunk.length;
    if (this.encoder.child.stdin!.writable) this.encoder.child.stdin!.write(chunk);
  }

  /** Ends the stream: the encoder flushes its last segment, then the relays end. */
  async stop() {
    this.stopping = true;
    this.encoder.child.stdin!.end();
    const timer = setTimeout(() => this.encoder.child.kill('SIGKILL'), 10_000);
    await this.encoder.exited;
    clearTimeout(timer);
    for (const relay of this.relays.values()) relay.run.child.stdin!.end();
    await Promise.all([...this.relays.values()].map(async (relay) => {
      const t = setTimeout(() => relay.run.child.kill('SIGKILL'), 5_000);
      await relay.run.exited;
      clearTimeout(t);
    }));
  }

  kill() {
    this.stopping = true;
    this.encoder.child.kill('SIGKILL');
    for (const relay of this.relays.values()) relay.run.child.kill('SIGKILL');
  }
}
