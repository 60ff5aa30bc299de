import { mkdir, rm } from 'node:fs/promises';
import { liveEncoderArgs, rtmpRelayArgs, streamTargetUrl } from './ffmpeg-args';
import { HlsOutput } from './hls-output';
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
 * A livestream: the HLS output (rebuilt when the interpretation languages change, see hls-output.ts),
 * and for stream targets one encoder of the original mix (MPEG-TS on stdout) with one relay per target
 * that copies it to RTMP, so a target that refuses the stream fails alone and the rest go on. The two
 * are separate processes so that a rebuild of the HLS renditions never interrupts the targets.
 */
export class LiveOutput {
  private readonly encoder: FfmpegRun | null;
  readonly hls: HlsOutput | null;
  private readonly relays = new Map<string, { run: FfmpegRun; target: LiveTarget; status: TargetStatus }>();
  private stopping = false;
  bytesIn = 0;

  constructor(
    private readonly ffmpeg: string,
    readonly hlsDir: string | null,
    targets: LiveTarget[],
    private readonly onTargets: (targets: TargetStatus[]) => void,
    /** The HLS playlist to tell players (again after each rebuild). */
    onPlaylist: (playlist: string) => void = () => undefined,
  ) {
    if (!hlsDir && !targets.length) throw new Error('A livestream needs HLS or at least one stream target');
    this.hls = hlsDir ? new HlsOutput(ffmpeg, hlsDir, onPlaylist) : null;
    this.encoder = targets.length ? runFfmpeg(ffmpeg, liveEncoderArgs({ hlsDir: null, relay: true })) : null;
    this.exited = Promise.race([
      this.encoder?.exited ?? new Promise<never>(() => undefined),
      this.hls?.failed ?? new Promise<never>(() => undefined),
    ]);
    for (const target of targets) this.startRelay(target);
    this.encoder?.child.stdout!.on('data', (chunk: Buffer) => {
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

  /** Resolves when an encoder ends by itself (the stream target's, or the HLS one players are on). */
  readonly exited: Promise<unknown>;

  stderr() {
    return this.encoder?.stderr() ?? '';
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
    this.hls?.writeVideo(chunk);
    if (this.encoder?.child.stdin!.writable) this.encoder.child.stdin!.write(chunk);
  }

  /** Ends the stream: the encoder flushes its last segment, then the relays end. */
  async stop() {
    this.stopping = true;
    const hls = this.hls?.stop();
    if (this.encoder) {
      const encoder = this.encoder;
      encoder.child.stdin!.end();
      const timer = setTimeout(() => encoder.child.kill('SIGKILL'), 10_000);
      await encoder.exited;
      clearTimeout(timer);
    }
    await hls;
    for (const relay of this.relays.values()) relay.run.child.stdin!.end();
    await Promise.all(
      [...this.relays.values()].map(async (relay) => {
        const t = setTimeout(() => relay.run.child.kill('SIGKILL'), 5_000);
        await relay.run.exited;
        clearTimeout(t);
      }),
    );
  }

  kill() {
    this.stopping = true;
    this.hls?.kill();
    this.encoder?.child.kill('SIGKILL');
    for (const relay of this.relays.values()) relay.run.child.kill('SIGKILL');
  }
}
