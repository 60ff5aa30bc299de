import { EbmlWalk, readUint } from './ebml-walk';

/**
 * Where a new ffmpeg may join the composite page's live WebM mid-stream: the stream's header (EBML,
 * segment info, tracks: everything before the first cluster) and the bytes of the cluster being
 * received, with its media time. Header + a cluster's bytes is a WebM ffmpeg reads from that point;
 * the page's MediaRecorder starts a cluster at each video keyframe (every second), so the video
 * decodes from its first frame. Used to rebuild the HLS renditions without restarting the page's
 * encoder, which the recording's and stream targets' outputs keep reading (issue 13).
 */
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const CLUSTER_TIMECODE = 0xe7;
/** A cluster larger than this is not kept (a keyframe each second keeps them far smaller). */
const MAX_CLUSTER_BYTES = 16 * 1024 * 1024;

export class WebmCuts {
  private readonly walk = new EbmlWalk({
    step: (id, size, at) => {
      if (id === CLUSTER) {
        this.clusterFrom = at;
        this.clusterMs = null;
        return 'descend';
      }
      if (id === SEGMENT || id === INFO) return 'descend';
      return id === TIMECODE_SCALE || id === CLUSTER_TIMECODE ? size : 0;
    },
    read: (id, buf, body, size) => {
      const value = readUint(buf, body, size);
      if (id === TIMECODE_SCALE) this.scaleNs = value || 1_000_000;
      else this.clusterMs = (value * this.scaleNs) / 1_000_000;
    },
  });
  private scaleNs = 1_000_000;
  /** Where a cluster began in the buffer walked by the current push (-1: none began). */
  private clusterFrom = -1;
  private beforeCluster: Buffer[] = [];
  private clusterParts: Buffer[] | null = null;
  private clusterSize = 0;
  /** Everything before the first cluster, once the first cluster began (null before). */
  header: Buffer | null = null;
  /** Media time (ms) of the cluster being received, once its timecode was read. */
  clusterMs: number | null = null;

  /** The cluster being received so far (from its first byte), or null when there is none usable. */
  cluster(): Buffer | null {
    return this.clusterParts && this.clusterMs !== null ? Buffer.concat(this.clusterParts) : null;
  }

  push(chunk: Buffer) {
    this.clusterFrom = -1;
    const walked = this.walk.push(chunk);
    // Not WebM as expected: no rebuild joins it (the running outputs are unaffected).
    if (!walked) this.clusterParts = null;
    else this.keep(walked.buf, walked.held, this.clusterFrom);
  }

  /** Keeps the header until the first cluster, then the bytes of the latest cluster. */
  private keep(buf: Buffer, held: number, clusterFrom: number) {
    const fresh = buf.subarray(held);
    if (clusterFrom < 0) {
      if (this.header === null) this.beforeCluster.push(Buffer.from(fresh));
      else this.add(fresh);
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
