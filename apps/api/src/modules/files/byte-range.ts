/**
 * One HTTP byte range (`Range: bytes=a-b`, `bytes=a-`, `bytes=-n`) of a file of `size` bytes, so a
 * recording can be seeked in a player and a download resumed. Several ranges at once are answered
 * with the whole file (allowed by RFC 9110); a range outside the file is unsatisfiable (416).
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return null;
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
