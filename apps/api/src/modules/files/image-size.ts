/** Width and height from the header of a PNG, GIF, JPEG or WebP image; null when unknown. */
export function imageSize(head: Buffer, mime: string): { width: number; height: number } | null {
  try {
    if (mime === 'image/png' && head.length >= 24) return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
    if (mime === 'image/gif' && head.length >= 10) return { width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
    if (mime === 'image/webp' && head.length >= 30) return webpSize(head);
    if (mime === 'image/jpeg') return jpegSize(head);
  } catch {
    return null;
  }
  return null;
}

function webpSize(head: Buffer) {
  const chunk = head.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = head.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 };
  return null;
}

/** Walks the JPEG segments to the first start-of-frame marker. */
function jpegSize(head: Buffer) {
  let offset = 2;
  while (offset + 9 < head.length) {
    if (head[offset] !== 0xff) return null;
    const marker = head[offset + 1];
    const length = head.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { width: head.readUInt16BE(offset + 7), height: head.readUInt16BE(offset + 5) };
    offset += 2 + length;
  }
  return null;
}

/** Spec §5: images above 1080p are rejected (either orientation). */
export function exceeds1080p(size: { width: number; height: number }): boolean {
  const long = Math.max(size.width, size.height);
  const short = Math.min(size.width, size.height);
  return long > 1920 || short > 1080;
}
