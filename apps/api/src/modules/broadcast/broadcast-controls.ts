import { BROADCAST_TARGETS_MAX } from '@platform/contracts';
import type { StreamTargetRepository } from '../stream-targets/repository';
import { BroadcastRefused } from './broadcast-refused';

/**
 * What the call page's Record and Go live controls drive. Two implementations, chosen once when the
 * service starts: the embedded worker (`BroadcastService`: Chromium + ffmpeg on this machine) and,
 * with LiveKit configured, LiveKit Egress (`LiveKitBroadcast`). Both report the same states.
 */
export interface BroadcastControls {
  /** What anyone may read (GET /broadcast/capability): no program names, no install command. */
  capability(): { available: boolean; max_workers: number; active_workers: number };
  /** The room's `broadcast.state` message. */
  stateOf(alias: string): object;
  /** record.start / pause / resume / stop, live.start / stop; refusals are BroadcastRefused. */
  command(alias: string, action: string, targetIds: unknown): Promise<void>;
  targetsOf(accountId: number): Promise<Array<{ id: string; name: string; server_url: string }>>;
  shutdown(): Promise<void>;
}

/** The host's stream targets as the Go live picker lists them (the key stays on the server). */
export async function pickableTargets(targets: StreamTargetRepository, accountId: number) {
  return (await targets.list(accountId)).map((t) => ({ id: String(t.id), name: t.name, server_url: t.server_url }));
}

/** The host's saved stream targets chosen by id (at most contracts' BROADCAST_TARGETS_MAX), with server URL and key. */
export async function chosenTargets(targets: StreamTargetRepository, accountId: number, raw: unknown) {
  const ids = Array.isArray(raw) ? raw.slice(0, BROADCAST_TARGETS_MAX).map(String) : [];
  const saved = await targets.list(accountId);
  return ids.map((id) => {
    const row = saved.find((t) => String(t.id) === id);
    if (!row) throw new BroadcastRefused('stream_target_not_found');
    return { id, name: row.name, serverUrl: row.server_url, streamKey: row.stream_key };
  });
}
