import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * A site file read once and again only when it changes on disk (a release rewrites manifests under a
 * running server; a rebuild rewrites index.html). Null when the file is missing or unreadable.
 */
export function watchedFile<T>(file: string, parse: (text: string) => T): () => Promise<T | null> {
  let seen: { mtimeMs: number; size: number; value: T | null } | null = null;
  return async () => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    if (seen && seen.mtimeMs === info.mtimeMs && seen.size === info.size) return seen.value;
    const text = await readFile(file, 'utf8').catch(() => null);
    let value: T | null = null;
    try {
      value = text === null ? null : parse(text);
    } catch {
      value = null;
    }
    seen = { mtimeMs: info.mtimeMs, size: info.size, value };
    return value;
  };
}

/** `relative` inside `root`, or null for anything that would leave it or name a dotfile. */
export function insideRoot(root: string, relative: string): string | null {
  const file = path.resolve(root, relative);
  if (!relative || !(file === root || file.startsWith(root + path.sep))) return null;
  return relative.split('/').some((part) => part.startsWith('.')) ? null : file;
}
