import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { finaliseRecording, measureRecording, ownerPath, type FinishedRecording, type RecordingOwner } from './recording-output';

export type RecoveryOutcome = { base: string; saved: true; durationSeconds: number } | { base: string; saved: false; reason: string };

/**
 * Recordings that were running when the service died (its process killed, the machine restarted):
 * their sidecar is still beside them. Each is finished as the host's Stop would have: the Matroska,
 * which stays readable up to its last written cluster, is remuxed to MP4 and saved to the host's
 * Recordings; one with nothing playable is removed. Either way no sidecar is left, so nothing stays
 * half-done past the next start.
 */
export async function recoverInterrupted(
  folder: string,
  tools: { ffmpeg: string; ffprobe: string },
  save: (owner: RecordingOwner, file: FinishedRecording) => Promise<void>,
  /** Several instances share the folder: whether this one finishes that recording (`recording-claims.ts`); one process: all. */
  claim: (owner: RecordingOwner | null, base: string) => Promise<boolean> = async () => true,
): Promise<RecoveryOutcome[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const outcomes: RecoveryOutcome[] = [];
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    const base = path.join(folder, name.slice(0, -'.json'.length));
    // Unreadable (cut short by the crash): the claim decides with no owner, and the recording is then removed.
    const owner = await readFile(ownerPath(base), 'utf8')
      .then((text) => JSON.parse(text) as RecordingOwner)
      .catch(() => null);
    if (!(await claim(owner, base).catch(() => false))) continue;
    try {
      if (!owner) throw new Error('its sidecar is unreadable');
      // Died between the remux and the save: the MP4 is already whole.
      const file = existsSync(`${base}.mkv`) ? await finaliseRecording(tools, base) : await measureRecording(tools.ffprobe, `${base}.mp4`);
      if (!(file.durationSeconds > 0)) throw new Error('no playable media');
      await save(owner, file);
      outcomes.push({ base, saved: true, durationSeconds: file.durationSeconds });
    } catch (error) {
      await Promise.all([rm(`${base}.mkv`, { force: true }), rm(`${base}.mp4`, { force: true })]);
      outcomes.push({ base, saved: false, reason: error instanceof Error ? error.message.slice(0, 200) : String(error) });
    } finally {
      await rm(ownerPath(base), { force: true });
    }
  }
  return outcomes;
}

/** Logs each recording finished after a restart, or for an instance that died (several instances). */
export function logRecoveries(
  broadcast: { recovered: Promise<RecoveryOutcome[]>; onRecovered: (outcomes: RecoveryOutcome[]) => void },
  log: { info(object: Record<string, unknown>, message: string): void },
) {
  const report = (why: string) => (outcomes: RecoveryOutcome[]) => {
    for (const o of outcomes) log.info({ recording: o.base, saved: o.saved, reason: o.saved ? undefined : o.reason }, why);
  };
  void broadcast.recovered.then(report('recording interrupted by a restart'));
  broadcast.onRecovered = report('recording of an instance that died, finished here');
}
