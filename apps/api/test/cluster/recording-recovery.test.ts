import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEvent } from '../helpers';
import { roomCluster } from './room-cluster';

// Several instances on one data folder (issue 25): a recording whose instance died mid-recording (kill -9: its
// sidecar and Matroska left behind) is finished by an instance that outlives it and lands in the host's
// Recordings, once; a recording of an instance that is alive is never touched, whoever looks.
const shared = mkdtempSync(path.join(tmpdir(), 'cluster-recordings-'));
const cluster = roomCluster('platform_cluster_recordings', 2, () => ({ dataDir: shared }));
afterAll(() => rmSync(shared, { recursive: true, force: true }));

const folder = path.join(shared, 'broadcast', 'recordings');
/** A real two-second recording as the worker's ffmpeg leaves it, with its sidecar; its files last changed `ageMs` ago. */
function leftBehind(name: string, owner: Record<string, unknown>, ageMs: number) {
  mkdirSync(folder, { recursive: true });
  const base = path.join(folder, name);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x240:rate=15'],
    ...['-f', 'lavfi', '-i', 'sine=duration=2', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-f', 'matroska', '-y'],
    `${base}.mkv`,
  ]);
  writeFileSync(`${base}.json`, JSON.stringify(owner));
  const then = new Date(Date.now() - ageMs);
  for (const ext of ['.mkv', '.json']) utimesSync(`${base}${ext}`, then, then);
  return base;
}

describe('recordings of an instance that died', () => {
  it('are finished by one surviving instance and saved to the host; a live instance’s recording is left alone', async () => {
    const [a] = cluster.instances;
    const { alias } = await createEvent(a, cluster.state.hostToken);
    const [event] = await a.app.ctx.db.query<{ host_id: number }>('SELECT host_id FROM events WHERE alias = $1', [alias]);
    const owner = { hostAccountId: event.host_id, alias };
    // inst-dead never renews an alive key: it is gone. inst-a is alive (its key is renewed every second).
    const orphan = leftBehind(`${alias}-1-0`, { ...owner, title: 'Cut short by a crash', instance: 'inst-dead' }, 60_000);
    const live = leftBehind(`${alias}-2-0`, { ...owner, title: 'Still recording on a', instance: 'inst-a' }, 60_000);

    // Saved as "<event title> (<when> UTC)", as a finished recording is.
    const titles = async (): Promise<string[]> =>
      (await a.call('GET', '/api/account/recording/list', { token: cluster.state.hostToken })).body.items.map((r: { title: string }) =>
        r.title.replace(/ \(.* UTC\)$/, ''),
      );
    await expect.poll(titles, { timeout: 30_000, interval: 500 }).toContain('Cut short by a crash');
    expect(existsSync(`${orphan}.json`)).toBe(false);
    expect(existsSync(`${orphan}.mkv`)).toBe(false);
    // Finished once, though both instances look every few seconds.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect((await titles()).filter((t) => t === 'Cut short by a crash')).toHaveLength(1);
    expect(await titles()).not.toContain('Still recording on a');
    expect(existsSync(`${live}.json`) && existsSync(`${live}.mkv`)).toBe(true);
  }, 60_000);
});
