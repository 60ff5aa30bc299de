import { hasAudience } from '@platform/contracts';
import type { RoomController } from '../rooms/controller';
import type { Room } from '../rooms/room-state';
import { onStage } from '../rooms/rules';
import { HLS_PLAYLIST } from './ffmpeg-args';
import type { BroadcastService } from './broadcast-service';

/** How often rooms are looked at; the first audience member waits at most this long for the stream to start. */
export const AUDIENCE_CHECK_MS = 1000;
/** After a failed start, the audience's stream is tried again only after this pause. */
export const AUDIENCE_RETRY_MS = 30_000;

const RUNNING = ['starting', 'active', 'paused', 'stopping'];

/** How many of a room's participants watch the stream instead of joining the media (issue 13). */
export function audienceCount(room: Room): number {
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
export const streamsFromOpen = (room: Room): boolean => room.mode === 'theater';

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
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly rooms: RoomController, private readonly broadcast: BroadcastService) {
    this.timer = setInterval(() => this.check(), AUDIENCE_CHECK_MS);
    this.timer.unref();
  }

  /** The host goes live with targets: the audience's own stream makes way (the host's carries HLS too). */
  async handOver(alias: string) {
    if (!this.started.delete(alias)) return;
    await this.broadcast.command(alias, 'live.stop', []).catch(() => undefined);
  }

  check(now = Date.now()) {
    for (const room of this.rooms.liveRooms()) {
      const wanted = audienceCount(room) > 0 || streamsFromOpen(room);
      const live = this.broadcast.session(room.alias)?.live.status ?? 'idle';
      const running = RUNNING.includes(live);
      if (wanted && !running && now >= (this.retryAfter.get(room.alias) ?? 0)) this.start(room.alias, now);
      else if (!wanted && running && this.started.has(room.alias)) void this.handOver(room.alias);
      else if (!running && live !== 'idle' && this.started.has(room.alias)) {
        // It failed (the worker died, the encoder stopped): try again later, not every second.
        this.started.delete(room.alias);
        this.retryAfter.set(room.alias, now + AUDIENCE_RETRY_MS);
      }
    }
  }

  private start(alias: string, now: number) {
    this.started.add(alias);
    this.retryAfter.set(alias, now + AUDIENCE_RETRY_MS);
    this.broadcast.command(alias, 'live.start', []).catch(() => this.started.delete(alias));
  }

  close() {
    clearInterval(this.timer);
  }
}
