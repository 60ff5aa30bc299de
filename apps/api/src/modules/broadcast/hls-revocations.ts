import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LeaveReason } from '@platform/contracts';
import type { MediaSeat } from '../call-config/service';
import type { MediaSeatObserver } from '../rooms/media-seat';
import { VIEWER_GRANT_TTL_SECONDS } from './viewer-grants';

const NAME = /^[\w-]{1,64}$/;
/** A marker outlives every grant given before it was written (a grant lives VIEWER_GRANT_TTL_SECONDS), then goes. */
const MARKER_LIFE_MS = (VIEWER_GRANT_TTL_SECONDS + 60) * 1000;

/** The folder of room `alias`'s revoked viewers under the HLS folder: `<hls>/.revoked/<alias>/` (no alias starts with a dot). */
export const revokedFolder = (hlsFolder: string, alias: string) => path.join(hlsFolder, '.revoked', alias);

/**
 * Revoked viewer grants as files nginx can check (issue 25: playlists served by nginx from disk, not by the
 * API). A member who leaves the room for any reason (left, removed, blocked, timed out) gets an empty file
 * `<hls>/.revoked/<alias>/<member>`; `apps/api/nginx/hls-grants.conf` refuses a playlist whose grant names a
 * member with such a file, so a removed viewer is refused at their next reload, as the API refuses them
 * (`rooms.admitted`). Admitted again (their seat changes): the file goes. Markers older than a grant's life
 * are swept: every grant given before the leave has expired, and no new one is given to someone not admitted.
 * Told by the room (a media-seat observer) on the instance that holds it; the HLS folder is the one every
 * instance and nginx share.
 */
export class HlsRevocations implements MediaSeatObserver {
  private lastSweep = 0;
  private readonly turns = new Map<string, Promise<void>>();
  /** Members whose marker this process wrote, and when (so a return clears it without a file check per seat change). */
  private readonly revoked = new Map<string, number>();

  constructor(
    private readonly hlsFolder: () => string,
    private readonly log: { warn(object: Record<string, unknown>, message: string): void },
    private readonly now = () => Date.now(),
  ) {}

  changed(alias: string, seat: MediaSeat): void {
    // Told of every seat change of everyone (a role, a device right): only a member revoked here has a file.
    if (this.revoked.has(`${alias}/${seat.identity}`)) void this.clear(alias, seat.identity);
  }

  gone(alias: string, identity: string, _reason: LeaveReason): void {
    void this.revoke(alias, identity);
  }

  ended(): void {
    void this.sweep();
  }

  /** Writes the member's marker; resolves when it is on disk. */
  revoke(alias: string, identity: string): Promise<void> {
    this.revoked.set(`${alias}/${identity}`, this.now());
    return this.inTurn(alias, identity, async (folder, file) => {
      await mkdir(folder, { recursive: true });
      await writeFile(file, '');
      if (this.now() - this.lastSweep > MARKER_LIFE_MS) void this.sweep();
    });
  }

  /** Removes the member's marker (admitted again); resolves when it is gone. */
  clear(alias: string, identity: string): Promise<void> {
    this.revoked.delete(`${alias}/${identity}`);
    return this.inTurn(alias, identity, (_folder, file) => rm(file, { force: true }));
  }

  /** One member's changes in the order the room made them (a leave then a return must end with no marker). */
  private inTurn(alias: string, identity: string, change: (folder: string, file: string) => Promise<void>): Promise<void> {
    if (!NAME.test(alias) || !NAME.test(identity)) return Promise.resolve();
    const key = `${alias}/${identity}`;
    const folder = revokedFolder(this.hlsFolder(), alias);
    const run = (this.turns.get(key) ?? Promise.resolve())
      .then(() => change(folder, path.join(folder, identity)))
      .catch((error: Error) => this.log.warn({ alias, err: error.message }, 'hls revocation: could not change a marker'))
      .finally(() => {
        if (this.turns.get(key) === run) this.turns.delete(key);
      });
    this.turns.set(key, run);
    return run;
  }

  /** Removes markers older than a grant's life (a room's folder stays: a leave may be writing into it meanwhile). */
  async sweep(): Promise<void> {
    this.lastSweep = this.now();
    for (const [key, at] of this.revoked) if (this.now() - at > MARKER_LIFE_MS) this.revoked.delete(key);
    const root = path.join(this.hlsFolder(), '.revoked');
    for (const alias of await readdir(root).catch(() => [] as string[])) {
      const folder = path.join(root, alias);
      for (const name of await readdir(folder).catch(() => [] as string[])) {
        const info = await stat(path.join(folder, name)).catch(() => null);
        if (info && this.now() - info.mtimeMs > MARKER_LIFE_MS) await rm(path.join(folder, name), { force: true }).catch(() => undefined);
      }
    }
  }
}
