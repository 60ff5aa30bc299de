/**
 * A text message serialised once for many sockets (a room's fan-out): its UTF-8 bytes, and, made on first use,
 * the whole websocket frame a server sends (RFC 6455 §5.2: FIN and the text opcode, the length, no mask), which
 * is the same bytes for every socket. A socket then gets it with one write of one buffer, without the per-send
 * header, cork and writev of ws's sender (the writes dominate a fan-out to thousands of sockets).
 */
export class SharedFrame {
  private wire: Buffer | null = null;

  constructor(readonly bytes: Buffer) {}

  static of(text: string) {
    return new SharedFrame(Buffer.from(text));
  }

  /** The unmasked text frame: header (2, 4 or 10 bytes) then the payload. */
  frame(): Buffer {
    if (this.wire) return this.wire;
    const length = this.bytes.length;
    const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
    const wire = Buffer.allocUnsafe(header + length);
    wire[0] = 0x81; // FIN, opcode 1 (text)
    if (header === 2) wire[1] = length;
    else if (header === 4) {
      wire[1] = 126;
      wire.writeUInt16BE(length, 2);
    } else {
      wire[1] = 127;
      wire.writeBigUInt64BE(BigInt(length), 2);
    }
    this.bytes.copy(wire, header);
    return (this.wire = wire);
  }

  toString() {
    return this.bytes.toString();
  }
}
