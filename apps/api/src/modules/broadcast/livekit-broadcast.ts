import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../context';
import type { RoomDoor } from '../rooms/door';
import { RecordingService } from '../recordings/service';
import { StreamTargetRepository } from '../stream-targets/repository';
import { hlsUrl } from './audience-hls';
import { chosenTargets, pickableTargets, type BroadcastControls } from './broadcast-controls';
import { BroadcastRefused } from './broadcast-refused';
import { broadcastStateJson, idleBroadcastState } from './broadcast-state';
import { egressEvent } from './egress-status';
import { EgressUnavailable, startEgress, stopEgress, type EgressApi, type EgressRequestInput } from './livekit-egress';
import { initialWorkerState, nextWorkerState, type StopReason, type WorkerEvent, type WorkerState } from './worker-state';

type Kind = 'record' | 'live';
const RUNNING = ['starting', 'active', 'paused', 'stopping'];
/** Status checks of a running egress (LiveKit here sends no webhooks to this service). */
export const EGRESS_POLL_MS = 2000;
/** Checks that may fail in a row before the output is failed as unreachable. */
export const EGRESS_POLL_FAILURES = 3;

interface RoomEgress {
  alias: string;
  hostAccountId: number;
  title: string;
  record: WorkerState;
  live: WorkerState;
  egress: Record<Kind, string | null>;
  failures: Record<Kind, number>;
  recordingId: string | null;
  targets: Array<{ id: string; name: string; status: string; problem: null; message: null }>;
}

export interface LiveKitBroadcastOptions {
  /** The composite page LiveKit's egress renders (its custom template base URL), with a fresh worker ticket each call. */
  templateUrl: (alias: string) => string;
  /** A folder the egress writes MP4s to and this service reads (a shared volume, same path on both). */
  recordingsDir: string;
  pollMs?: number;
}

/**
 * Record and Go live through LiveKit Egress: one RoomComposite egress per output (MP4 for the
 * recording; RTMP to each target plus HLS for the livestream), their status followed by polling
 * and mapped onto the same worker states the room already shows; a finished MP4 goes to the host's
 * Recordings. LiveKit egress cannot pause: Pause is refused with a clear message.
 */
export class LiveKitBroadcast implements BroadcastControls {
  private readonly rooms = new Map<string, RoomEgress>();
  private readonly recordings: RecordingService;
  private readonly targets: StreamTargetRepository;
  private readonly timer: NodeJS.Timeout;

  constructor(
    ctx: AppContext,
    private readonly roomController: RoomDoor,
    private readonly api: EgressApi,
    private readonly options: LiveKitBroadcastOptions,
  ) {
    this.recordings = new RecordingService(ctx.db, ctx.files);
    this.targets = new StreamTargetRepository(ctx.db);
    this.timer = setInterval(() => void this.poll(), options.pollMs ?? EGRESS_POLL_MS);
    this.timer.unref();
  }

  capability() {
    const active = [...this.rooms.values()].filter((r) => RUNNING.includes(r.record.status) || RUNNING.includes(r.live.status)).length;
    // LiveKit's egress service sets its own capacity: 0 here means no limit of this server's.
    return { available: true, max_workers: 0, active_workers: active };
  }

  stateOf(alias: string) {
    const room = this.rooms.get(alias);
    if (!room) return idleBroadcastState();
    return broadcastStateJson({
      record: room.record,
      live: room.live,
      recordingId: room.recordingId,
      targets: room.targets,
      hlsUrl: hlsUrl(alias),
    });
  }

  targetsOf(accountId: number) {
    return pickableTargets(this.targets, accountId);
  }

  async command(alias: string, action: string, targetIds: unknown): Promise<void> {
    if (action === 'record.pause' || action === 'record.resume') throw new BroadcastRefused('pause_unsupported');
    const [kind, verb] = action.split('.') as [Kind, string];
    if ((kind !== 'record' && kind !== 'live') || (verb !== 'start' && verb !== 'stop')) throw new BroadcastRefused('invalid_state');
    const room = this.roomFor(alias);
    if (verb === 'stop') return this.stop(room, kind);
    if (RUNNING.includes(room[kind].status)) throw new BroadcastRefused('invalid_state');
    const input: EgressRequestInput = {
      roomName: alias,
      templateUrl: this.options.templateUrl(alias),
      recordingPath: null,
      rtmpUrls: [],
      hlsPrefix: null,
    };
    if (kind === 'record') {
      input.recordingPath = path.join(this.options.recordingsDir, `${alias}-${Date.now()}.mp4`);
      room.recordingId = null;
    } else {
      const chosen = await chosenTargets(this.targets, room.hostAccountId, targetIds);
      input.rtmpUrls = chosen.map((t) => `${t.serverUrl.replace(/\/$/, '')}/${t.streamKey}`);
      input.hlsPrefix = `hls/${alias}`;
      room.targets = chosen.map((t) => ({ id: t.id, name: t.name, status: 'starting', problem: null, message: null }));
    }
    this.apply(room, kind, { type: 'start' });
    try {
      room.egress[kind] = await startEgress(this.api, input);
      room.failures[kind] = 0;
    } catch (error) {
      this.apply(room, kind, { type: 'fail', reason: 'egress_unavailable' });
      throw new BroadcastRefused(error instanceof EgressUnavailable ? 'egress_unavailable' : 'invalid_state');
    }
  }

  private roomFor(alias: string): RoomEgress {
    const existing = this.rooms.get(alias);
    if (existing) return existing;
    const live = this.roomController.view(alias);
    if (!live) throw new BroadcastRefused('invalid_state');
    const room: RoomEgress = {
      alias,
      hostAccountId: live.hostAccountId,
      title: live.title,
      record: initialWorkerState(),
      live: initialWorkerState(),
      egress: { record: null, live: null },
      failures: { record: 0, live: 0 },
      recordingId: null,
      targets: [],
    };
    this.rooms.set(alias, room);
    return room;
  }

  private async stop(room: RoomEgress, kind: Kind, reason: StopReason = 'host_stopped') {
    const id = room.egress[kind];
    if (!id || !['starting', 'active'].includes(room[kind].status)) throw new BroadcastRefused('invalid_state');
    this.apply(room, kind, { type: 'stop', reason, at: Date.now() });
    try {
      await stopEgress(this.api, id);
    } catch {
      // The egress may have ended already; its status (next poll) says how it ended.
    }
  }

  /** A state change the room hears about; a refused transition (a stale status) changes nothing. */
  private apply(room: RoomEgress, kind: Kind, event: WorkerEvent) {
    try {
      room[kind] = nextWorkerState(room[kind], event);
    } catch {
      return;
    }
    if (kind === 'live' && event.type === 'first_byte') room.targets = room.targets.map((t) => ({ ...t, status: 'active' }));
    this.roomController.announce(room.alias, this.stateOf(room.alias));
  }

  /** Each running egress's status, mapped to the worker's states; a COMPLETE recording is saved. */
  async poll() {
    for (const room of this.rooms.values()) {
      for (const kind of ['record', 'live'] as const) {
        const id = room.egress[kind];
        if (!id) continue;
        let info;
        try {
          [info] = await this.api.listEgress({ egressId: id });
          room.failures[kind] = 0;
        } catch {
          if (++room.failures[kind] >= EGRESS_POLL_FAILURES) this.finish(room, kind, { type: 'fail', reason: 'egress_unavailable' });
          continue;
        }
        const event = info ? egressEvent(info) : ({ type: 'fail', reason: 'egress_failed' } as const);
        if (!event) continue;
        if (event.type === 'stop' && room[kind].status === 'stopping') continue;
        if (event.type === 'stopped' || event.type === 'fail') {
          if (event.type === 'stopped' && kind === 'record' && info) await this.save(room, info.fileResults?.[0]);
          // COMPLETE after the host's stop goes idle; COMPLETE without one went through ENDING first.
          if (event.type === 'stopped' && !['stopping'].includes(room[kind].status))
            this.apply(room, kind, { type: 'stop', reason: 'room_ended', at: Date.now() });
          this.finish(room, kind, event);
        } else {
          this.apply(room, kind, event);
        }
      }
      if (!room.egress.record && !room.egress.live && !RUNNING.includes(room.record.status) && !RUNNING.includes(room.live.status))
        this.rooms.delete(room.alias);
    }
  }

  private finish(room: RoomEgress, kind: Kind, event: WorkerEvent) {
    room.egress[kind] = null;
    room.failures[kind] = 0;
    if (event.type === 'fail' && kind === 'live') room.targets = [];
    this.apply(room, kind, event);
  }

  /** The egress's MP4, when it wrote it where this service can read it, becomes the host's recording. */
  private async save(room: RoomEgress, file: { filename?: string; location?: string; duration?: bigint } | undefined) {
    const where =
      file?.location && existsSync(file.location) ? file.location : file?.filename && existsSync(file.filename) ? file.filename : null;
    if (!where) return;
    const saved = await this.recordings.saveBroadcast(
      room.hostAccountId,
      { mp4Path: where, durationSeconds: Number((file?.duration ?? 0n) / 1_000_000n) / 1000 },
      room.title,
      room.alias,
    );
    room.recordingId = saved.id;
  }

  async shutdown() {
    clearInterval(this.timer);
    for (const room of this.rooms.values()) {
      for (const kind of ['record', 'live'] as const)
        if (room.egress[kind]) await stopEgress(this.api, room.egress[kind]!).catch(() => undefined);
    }
  }
}
