import { audienceStreamProblemOf, hasAudience, type AudienceStreamMessage, type AudienceStreamProblem } from '@platform/contracts';
import type { RoomDoor } from '../rooms/door';
import type { RoomView } from '../rooms/door';
import { onStage } from '../rooms/rules';
import { HLS_PLAYLIST } from './ffmpeg-args';
import { BroadcastRefused } from './broadcast-refused';
import type { BroadcastService } from './broadcast-service';

/** How often rooms are looked at; the first audience member waits at most this long for the stream to start. */
export const AUDIENCE_CHECK_MS = 1000;
/** After a failed start, the audience's stream is tried again only after this pause (AUDIENCE_RETRY_SECONDS). */
export const AUDIENCE_RETRY_MS = 30_000;

const RUNNING = ['starting', 'active', 'paused', 'stopping'];

/** How many of a room's participants watch the stream instead of joining the media (issue 13). */
export function audienceCount(room: RoomView): number {
  if (!hasAudience(room.mode)) return 0;
  let count = 0;
  for (const p of room.participants.values()) if (!onStage(p, room.mode)) count++;
  return count;
}

/**
 * A theater room is an event put on for an audience: its stream starts when the room opens, so the
 * first viewer finds segments waiting instead of the worker's start (Chromium, the composite page
 * joining the stage, the first segment: 10 s and more on a loaded machine). Conference rooms start
 * it with their first audience member.
 */
export const streamsFromOpen = (room: RoomView): boolean => room.mode === 'theater';

/**
 * Where the audience plays a room's HLS: this service, or `HLS_PUBLIC_URL` (a CDN or object store in
 * front of the HLS folder). `playlist`: the master playlist once the stream has language renditions.
 */
export function hlsUrl(alias: string, publicBase = process.env.HLS_PUBLIC_URL, playlist = HLS_PLAYLIST): string {
  const base = publicBase ? publicBase.replace(/\/+$/, '') : '/broadcast/hls';
  return `${base}/${encodeURIComponent(alias)}/${playlist}`;
}

/**
 * With the mesh (no LiveKit), the audience of a conference, theater or livestream room watches the
 * broadcast's HLS output: it starts when the first audience member arrives (a theater room: when it
 * opens) and stops when the last leaves, unless the host runs the livestream themselves (then it is
 * theirs to stop).
 */
export class AudienceStream {
  /** Rooms whose livestream the audience started (the host's own livestream is never stopped here). */
  private readonly started = new Set<string>();
  private readonly retryAfter = new Map<string, number>();
  /** Rooms whose stream could not start: why, and how many starts were tried (issue 29). */
  private readonly problems = new Map<string, { problem: AudienceStreamProblem; attempts: number }>();
  private readonly attempts = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;
  private readonly retryMs: number;

  constructor(
    private readonly rooms: RoomDoor,
    private readonly broadcast: BroadcastService,
    env: NodeJS.ProcessEnv = process.env,
  ) {
    this.retryMs = Number(env.AUDIENCE_RETRY_SECONDS) > 0 ? Number(env.AUDIENCE_RETRY_SECONDS) * 1000 : AUDIENCE_RETRY_MS;
    this.timer = setInterval(() => this.check(), AUDIENCE_CHECK_MS);
    this.timer.unref();
  }

  /** The room's `audience.stream` message while its stream cannot start, else null (nothing to say). */
  statusOf(alias: string, now = Date.now()): AudienceStreamMessage | null {
    const known = this.problems.get(alias);
    if (!known) return null;
    const retryInMs = Math.max(0, (this.retryAfter.get(alias) ?? now) - now);
    return { type: 'audience.stream', status: 'retrying', problem: known.problem, attempts: known.attempts, retry_in_ms: retryInMs };
  }

  private failed(alias: string, problem: AudienceStreamProblem, now: number) {
    this.problems.set(alias, { problem, attempts: this.attempts.get(alias) ?? 1 });
    this.rooms.announce(alias, this.statusOf(alias, now)!);
  }

  private recovered(alias: string) {
    if (!this.problems.delete(alias)) return;
    this.rooms.announce(alias, {
      type: 'audience.stream',
      status: 'ok',
      problem: null,
      attempts: this.attempts.get(alias) ?? 0,
      retry_in_ms: 0,
    });
  }

  /** The host goes live with targets: the audience's own stream makes way (the host's carries HLS too). */
  async handOver(alias: string) {
    if (!this.started.delete(alias)) return;
    await this.broadcast.command(alias, 'live.stop', []).catch(() => undefined);
  }

  check(now = Date.now()) {
    const open = new Set<string>();
    for (const room of this.rooms.liveRooms()) {
      open.add(room.alias);
      const wanted = audienceCount(room) > 0 || streamsFromOpen(room);
      const live = this.broadcast.session(room.alias)?.live.status ?? 'idle';
      const running = RUNNING.includes(live);
      if (live === 'active' || !wanted) this.recovered(room.alias);
      if (wanted && !running && now >= (this.retryAfter.get(room.alias) ?? 0)) this.start(room.alias, now);
      else if (!wanted && running && this.started.has(room.alias)) void this.handOver(room.alias);
      else if (!running && live !== 'idle' && this.started.has(room.alias)) {
        // It failed (the worker died, the encoder stopped): try again later, not every second.
        this.started.delete(room.alias);
        this.retryAfter.set(room.alias, now + this.retryMs);
        this.failed(room.alias, 'failed', now);
      }
    }
    // Rooms that ended start afresh if they open again.
    for (const alias of this.attempts.keys()) {
      if (open.has(alias)) continue;
      this.attempts.delete(alias);
      this.problems.delete(alias);
      this.retryAfter.delete(alias);
    }
  }

  private start(alias: string, now: number) {
    this.started.add(alias);
    this.attempts.set(alias, (this.attempts.get(alias) ?? 0) + 1);
    this.retryAfter.set(alias, now + this.retryMs);
    this.broadcast.command(alias, 'live.start', []).catch((error: unknown) => {
      this.started.delete(alias);
      this.failed(alias, audienceStreamProblemOf(error instanceof BroadcastRefused ? error.code : null), Date.now());
    });
  }

  close() {
    clearInterval(this.timer);
  }
}
