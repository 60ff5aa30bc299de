import { existsSync, watch } from 'node:fs';
import path from 'node:path';

/**
 * Calls `ready` once `file` exists in `dir`, watching the folder instead of polling: ffmpeg writes
 * the live playlist (temp file, then rename) only when its first segment is complete, so a player
 * told the address from then on finds it at once instead of retrying a 404. Returns a stop function.
 */
export function whenPlaylistReady(dir: string, file: string, ready: () => void): () => void {
  let done = false;
  const stop = () => {
    done = true;
    watcher?.close();
  };
  const look = () => {
    if (done || !existsSync(path.join(dir, file))) return;
    stop();
    ready();
  };
  let watcher: ReturnType<typeof watch> | null = null;
  try {
    watcher = watch(dir, (_event, name) => {
      if (!name || name === file) look();
    });
    watcher.on('error', () => undefined);
  } catch {
    // The folder is gone (the stream ended while it started): nothing to announce.
    return stop;
  }
  look();
  return stop;
}
