import { readUint, vint } from './webm-clock';

/**
 * Where a new ffmpeg may join the composite page's live WebM mid-stream: the stream's header (EBML,
 * segment info, tracks: everything before the first cluster) and the bytes of the cluster being
 * received, with its media time. Header + a cluster's bytes is a WebM ffmpeg reads from that point;
 * the page's MediaRecorder starts a cluster at each video keyframe (every second), so the video
 * decodes from its first frame. Used to rebuild the HLS renditions without restarting the page's
 * encoder, which the recording's and stream targets' outputs keep reading (issue 13).
 */
const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const CLUSTER_TIMECODE = 0xe7;
/** A cluster larger than this is not kept (a keyframe each second keeps them far smaller). */
const MAX_CLUSTER_BYTES = 16 * 1024 * 1024;

export class WebmCuts {
  private pending = Buffer.alloc(0);
  private skip = 0;
  private scaleNs = 1_000_000;
  private beforeCluster: Buffer[] = [];
  private clusterParts: Buffer[] | null = null;
  private clusterSize = 0;
  private broken = false;
  /** Everything before the first cluster, once the first cluster began (null before). */
  header: Buffer | null = null;
  /** Media time (ms) of the cluster being received, once its timecode was read. */
  clusterMs: number | null = null;

  /** The cluster being received so far (from its first byte), or null when there is none usable. */
  cluster(): Buffer | null {
    return this.clusterParts && this.clusterMs !== null ? Buffer.concat(this.clusterParts) : null;
  }

  push(chunk: Buffer) {
    if (this.broken) return;
    const buf = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    // Bytes of `buf` already counted in the header or the cluster (they came with an earlier chunk).
    const counted = this.pending.length;
    let at = 0;
    let clusterFrom = -1;
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
        if (id.value === CLUSTER) {
          clusterFrom = at;
          this.clusterMs = null;
          at = body;
          continue;
        }
        if (id.value === SEGMENT || id.value === INFO) {
          at = body;
          continue;
        }
        if (size.unknown && id.value !== EBML) throw new Error('Unknown size on a leaf element');
        if (id.value === TIMECODE_SCALE || id.value === CLUSTER_TIMECODE) {
          if (body + size.value > buf.length) break;
          const value = readUint(buf, body, size.value);
          if (id.value === TIMECODE_SCALE) this.scaleNs = value || 1_000_000;
          else this.clusterMs = (value * this.scaleNs) / 1_000_000;
        }
        at = body;
        this.skip = size.value;
      }
    } catch {
      this.broken = true; // not WebM as expected: no rebuild joins it (the running outputs are unaffected)
      this.clusterParts = null;
      return;
    }
    this.keep(buf, counted, clusterFrom);
    this.pending = Buffer.from(buf.subarray(at));
  }

  /** Keeps the header until the first cluster, then the bytes of the latest cluster. */
  private keep(buf: Buffer, counted: number, clusterFrom: number) {
    const fresh = buf.subarray(counted);
    if (clusterFrom < 0) {
      if (this.header === null) this.beforeCluster.push(Buffer.from(fresh));
      else if (this.clusterParts) this.add(fresh);
      return;
    }
    if (this.header === null) {
      const all = Buffer.concat([...this.beforeCluster, fresh]);
      this.header = all.subarray(0, all.length - (buf.length - clusterFrom));
      this.beforeCluster = [];
    }
    // From the cluster's first byte (which may be among the bytes held back from the last chunk).
    this.clusterParts = [];
    this.clusterSize = 0;
    this.add(buf.subarray(clusterFrom));
  }

  private add(bytes: Buffer) {
    if (!this.clusterParts) return;
    this.clusterSize += bytes.length;
    if (this.clusterSize > MAX_CLUSTER_BYTES) this.clusterParts = null;
    else this.clusterParts.push(Buffer.from(bytes));
  }
}
