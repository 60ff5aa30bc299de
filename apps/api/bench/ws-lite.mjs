/**
 * The least a websocket client can do per message, for the room bench's load processes (RFC 6455): the upgrade,
 * then the server's frames (unmasked) cut out of the TCP stream and handed over as Buffers
 * (views, no copy, no UTF-8 decoding or validation), pings answered, a close's code reported. Sends are text frames
 * masked with a zero key (the mask the RFC requires, leaving the bytes as they are). Not a general client:
 * no extensions, no fragmentation (the servers send each message as one frame).
 */
import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';

/** A client frame (FIN, `opcode`, masked with the key 0) around `payload`. */
function clientFrame(opcode, payload) {
  const length = payload.length;
  const header = length < 126 ? 6 : length < 65_536 ? 8 : 14;
  const frame = Buffer.alloc(header + length); // zeroed: the mask key is 0
  frame[0] = 0x80 | opcode;
  if (length < 126) frame[1] = 0x80 | length;
  else if (length < 65_536) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, header);
  return frame;
}

/**
 * Opens `url` (ws://host:port/path). `onFrame(payload)` gets each text or binary message; `onClose(code)` once,
 * when the server closes (its code) or the connection ends (1006). Resolves to `{ send(text), terminate() }`.
 * The upgrade is written and its answer read on the TCP socket itself (one write, no HTTP client).
 */
export function openSocket(url, onFrame, onClose) {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const tcp = connect({ host: target.hostname, port: Number(target.port) });
    tcp.setNoDelay(true);
    let pending = null; // bytes not read yet: the answer's head, or a frame not complete yet
    let open = false;
    let closed = false;
    const close = (code) => {
      if (closed) return;
      closed = true;
      if (open) onClose(code);
      else reject(new Error(`upgrade failed (${code})`));
      tcp.destroy();
    };
    const read = (chunk) => {
      let buffer = pending ? Buffer.concat([pending, chunk]) : chunk;
      pending = null;
      let at = 0;
      if (!open) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end === -1) return void (pending = buffer);
        if (!buffer.subarray(0, 13).toString().startsWith('HTTP/1.1 101')) return close(1002);
        open = true;
        at = end + 4;
        resolve({
          send: (text) => {
            if (!closed) tcp.write(clientFrame(0x1, Buffer.from(text)));
          },
          terminate: () => {
            closed = true;
            tcp.destroy();
          },
        });
      }
      while (buffer.length - at >= 2) {
        const opcode = buffer[at] & 0x0f;
        let length = buffer[at + 1] & 0x7f;
        let header = 2;
        if (length === 126) {
          if (buffer.length - at < 4) break;
          length = buffer.readUInt16BE(at + 2);
          header = 4;
        } else if (length === 127) {
          if (buffer.length - at < 10) break;
          length = Number(buffer.readBigUInt64BE(at + 2));
          header = 10;
        }
        if (buffer.length - at < header + length) break;
        const payload = buffer.subarray(at + header, at + header + length);
        at += header + length;
        if (opcode === 0x1 || opcode === 0x2 || opcode === 0x0) onFrame(payload);
        else if (opcode === 0x9) tcp.write(clientFrame(0xa, payload));
        else if (opcode === 0x8) close(payload.length >= 2 ? payload.readUInt16BE(0) : 1005);
      }
      if (at < buffer.length) pending = buffer.subarray(at);
    };
    tcp.on('data', read);
    tcp.on('close', () => close(1006));
    tcp.on('error', () => close(1006));
    tcp.write(
      `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
        `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n\r\n`,
    );
  });
}
