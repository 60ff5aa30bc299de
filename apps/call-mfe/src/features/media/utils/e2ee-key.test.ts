import { describe, expect, it } from 'vitest';
import { keySafetyCode, mediaKeyOf } from './e2ee-key';
import { codeDigits } from './safety-code';

const SECRET = 'q3Yb0m1xT9kPz8Lw2cVh4A';
const OTHER = 'q3Yb0m1xT9kPz8Lw2cVh4B';
const hex = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('hex');

describe('the key and safety code of an end-to-end call on LiveKit', () => {
  it('are the same for everyone holding the same secret for the room', async () => {
    expect(hex(await mediaKeyOf(SECRET, 'room-a'))).toBe(hex(await mediaKeyOf(SECRET, 'room-a')));
    expect(await keySafetyCode(SECRET, 'room-a')).toBe(await keySafetyCode(SECRET, 'room-a'));
    expect(await keySafetyCode(SECRET, 'room-a')).toMatch(/^\d{4} \d{4} \d{4}$/);
    expect((await mediaKeyOf(SECRET, 'room-a')).byteLength).toBe(32);
  });

  it('differ for a secret one character off, and for the same secret in another room', async () => {
    expect(await keySafetyCode(OTHER, 'room-a')).not.toBe(await keySafetyCode(SECRET, 'room-a'));
    expect(hex(await mediaKeyOf(OTHER, 'room-a'))).not.toBe(hex(await mediaKeyOf(SECRET, 'room-a')));
    expect(hex(await mediaKeyOf(SECRET, 'room-b'))).not.toBe(hex(await mediaKeyOf(SECRET, 'room-a')));
  });

  it('the code is not read from the key itself', async () => {
    const key = new Uint8Array(await mediaKeyOf(SECRET, 'room-a'));
    expect(await keySafetyCode(SECRET, 'room-a')).not.toBe(codeDigits(key));
  });
});
