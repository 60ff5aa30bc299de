/**
 * The media time the server has actually received from the composite page: a streaming reader of
 * the WebM (Matroska) the page's MediaRecorder sends, which only follows cluster and block
 * timestamps and skips everything else. The recording's elapsed clock is anchored on it, so what
 * the host is shown as recorded is what the file holds, however late the page's chunks arrive.
 */
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const INFO = 0x1549a966;
const BLOCK_GROUP = 0xa0;
const TIMECODE_SCALE = 0x2ad7b1;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK = 0xa1;
/** Masters whose children are read (the rest is skipped by size). */
const DESCEND = new Set([SEGMENT, CLUSTER, INFO, BLOCK_GROUP]);
/** Elements whose first bytes are read. */
const READ = new Set([TIMECODE_SCALE, CLUSTER_TIMECODE, SIMPLE_BLOCK, BLOCK]);

/** A variable-length integer at `at`: its value (marker kept for IDs) and length, or null if incomplete. */
export function vint(buf: Buffer, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  if (at >= buf.length) return null;
  const first = buf[at];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) throw new Error('Not a WebM stream');
  if (at + length > buf.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === (0xff >> length);
  for (let i = 1; i < length; i++) {
    value = value * 256 + buf[at + i];
    if (buf[at + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

export function readUint(buf: Buffer, at: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + buf[at + i];
  return value;
}

export class WebmClock {
  private pending = Buffer.alloc(0);
  private skip = 0;
  private scaleNs = 1_000_000;
  private clusterTicks = 0;
  private latestTicks: number | null = null;
  private broken = false;

  /** Media time of the latest block received, in ms (null before the first block). */
  get mediaMs(): number | null {
    return this.latestTicks === null ? null : (this.latestTicks * this.scaleNs) / 1_000_000;
  }

  /** Reads one chunk of the stream (any boundaries) and returns the media time so far. */
  push(chunk: Buffer): number | null {
    if (this.broken) return this.mediaMs;
    const buf = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    let at = 0;
    try {
      for (;;) {
        if (this.skip > 0) {
          const n = Math.min(this.skip, buf.length - at);
          this.skip -= n;
          at += n;
          if (this.skip > 0) break;
        }
        const id = vint(buf, at, true);
        const size = id && vint(buf, at + id.length, false);
        if (!id || !size) break;
        const body = at + id.length + size.length;
        if (DESCEND.has(id.value)) {
          at = body;
          continue;
        }
        if (size.unknown) throw new Error('Unknown size on a leaf element');
        if (READ.has(id.value)) {
          // Blocks need track number + 2-byte timecode; the others are small integers.
          const need = id.value === SIMPLE_BLOCK || id.value === BLOCK ? Math.min(size.value, 11) : size.value;
          if (body + need > buf.length) break;
          this.read(id.value, buf, body, size.value);
        }
        at = body;
        this.skip = size.value;
      }
    } catch {
      this.broken = true; // not WebM as expected: the clock keeps what it knew, the file is unaffected
    }
    this.pending = Buffer.from(buf.subarray(at));
    return this.mediaMs;
  }

  private read(id: number, buf: Buffer, at: number, size: number) {
    if (id === TIMECODE_SCALE) this.scaleNs = readUint(buf, at, size) || 1_000_000;
    else if (id === CLUSTER_TIMECODE) this.clusterTicks = readUint(buf, at, size);
    else {
      const track = vint(buf, at, false)!;
      const relative = buf.readInt16BE(at + track.length);
      const ticks = this.clusterTicks + relative;
      if (this.latestTicks === null || ticks > this.latestTicks) this.latestTicks = ticks;
    }
  }
}
