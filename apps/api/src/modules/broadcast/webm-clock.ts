/**
 * The media time the server has actually received from the composite page: a streaming reader of
 * the WebM (Matroska) the page's MediaRecorder sends, which only follows cluster and block
 * timestamps and skips everything else. The recording's elapsed clock is anchored on it, so what
 * the host is shown as recorded is what the file holds, however late the page's chunks arrive.
 */
import { EbmlWalk, readUint, vint } from './ebml-walk';

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

export class WebmClock {
  private readonly walk = new EbmlWalk({
    step: (id, size) => {
      if (DESCEND.has(id)) return 'descend';
      if (!READ.has(id)) return 0;
      // Blocks need track number + 2-byte timecode; the others are small integers.
      return id === SIMPLE_BLOCK || id === BLOCK ? Math.min(size, 11) : size;
    },
    read: (id, buf, at, size) => this.read(id, buf, at, size),
  });
  private scaleNs = 1_000_000;
  private clusterTicks = 0;
  private latestTicks: number | null = null;

  /** Media time of the latest block received, in ms (null before the first block). */
  get mediaMs(): number | null {
    return this.latestTicks === null ? null : (this.latestTicks * this.scaleNs) / 1_000_000;
  }

  /** Reads one chunk of the stream (any boundaries) and returns the media time so far. */
  push(chunk: Buffer): number | null {
    // Not WebM as expected: the clock keeps what it knew, the file is unaffected.
    this.walk.push(chunk);
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
