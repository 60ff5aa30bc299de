/**
 * A streaming walk over the WebM (Matroska/EBML) the composite page's MediaRecorders send, chunk by
 * chunk with any boundaries: each element header is shown to the reader, which says whether to go into
 * its children, read the first bytes of its body, or skip it. Shared by the recording's clock
 * (webm-clock.ts) and the HLS rebuild's join points (webm-cuts.ts).
 */

/** A variable-length integer at `at`: its value (marker kept for IDs) and length, or null if incomplete. */
export function vint(buf: Buffer, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  if (at >= buf.length) return null;
  const first = buf[at];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) throw new Error('Not a WebM stream');
  if (at + length > buf.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
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

export interface EbmlReader {
  /** What to do with the element `id` whose header starts at `at` of the walked buffer: 'descend', or how many body bytes to read (0: skip it). */
  step(id: number, size: number, at: number): 'descend' | number;
  /** The element's body (at least the bytes asked for are there). */
  read(id: number, buf: Buffer, body: number, size: number): void;
}

export class EbmlWalk {
  private pending = Buffer.alloc(0);
  private skip = 0;
  broken = false;

  constructor(private readonly reader: EbmlReader) {}

  /**
   * Walks one chunk. Returns the buffer walked (bytes held back from the last chunk, then this one) and
   * how many of its bytes were held back, or null once the stream is not WebM as expected.
   */
  push(chunk: Buffer): { buf: Buffer; held: number } | null {
    if (this.broken) return null;
    const buf = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const held = this.pending.length;
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
        const step = this.reader.step(id.value, size.value, at);
        if (step === 'descend') {
          at = body;
          continue;
        }
        if (size.unknown) throw new Error('Unknown size on a leaf element');
        if (step > 0) {
          if (body + step > buf.length) break;
          this.reader.read(id.value, buf, body, size.value);
        }
        at = body;
        this.skip = size.value;
      }
    } catch {
      this.broken = true;
      return null;
    }
    this.pending = Buffer.from(buf.subarray(at));
    return { buf, held };
  }
}
