import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { instanceAliveKey } from '#src/cluster/instances.ts';
import type { RecordingOwner } from './recording-output';

/** A recording whose files have not changed for this long is not being written (ffmpeg writes every second or so). */
export const STILL_FOR_MS = 15_000;
/** How long one instance holds the right to finish a recording (remux and save take seconds, not minutes). */
const CLAIM_MS = 10 * 60_000;

/**
 * Several instances share one data folder (issue 25): which of the interrupted recordings in it this instance
 * finishes. Its own, from before its restart (at start only: afterwards its own are live); another instance's,
 * only once that instance is gone (its alive key expired) and the files have been still for STILL_FOR_MS (a
 * paused instance is not taken for dead); and each one by one instance only (a claim in Redis).
 */
export function recordingClaims(redis: Redis, self: string) {
  const stillSince = async (base: string) => {
    const times = await Promise.all(
      ['.mkv', '.mp4', '.json'].map((ext) =>
        stat(`${base}${ext}`).then(
          (s) => s.mtimeMs,
          () => 0,
        ),
      ),
    );
    return Date.now() - Math.max(...times);
  };
  const take = async (base: string) =>
    (await redis.set(`platform:recording:${path.basename(base)}:finishing`, self, 'PX', CLAIM_MS, 'NX')) === 'OK';

  return {
    atStart: async (owner: RecordingOwner | null, base: string) => {
      if (owner?.instance === self) return take(base);
      return others(owner, base);
    },
    /** Looked at every few seconds: recordings of instances that died while recording. */
    later: (owner: RecordingOwner | null, base: string) => (owner?.instance === self ? Promise.resolve(false) : others(owner, base)),
  };

  async function others(owner: RecordingOwner | null, base: string) {
    if (owner?.instance && (await redis.exists(instanceAliveKey(owner.instance)))) return false;
    if ((await stillSince(base)) < STILL_FOR_MS) return false;
    return take(base);
  }
}
