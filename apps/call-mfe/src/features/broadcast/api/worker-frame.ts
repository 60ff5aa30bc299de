/**
 * A frame on the composite page's worker socket: one tag byte saying which encoder sent it (0 the
 * recording, 1 the livestream, 2+ the language mixes), then that encoder's WebM slice.
 */
export async function workerFrame(tag: number, slice: Blob): Promise<Uint8Array> {
  const bytes = new Uint8Array(await slice.arrayBuffer());
  const frame = new Uint8Array(bytes.length + 1);
  frame[0] = tag;
  frame.set(bytes, 1);
  return frame;
}
