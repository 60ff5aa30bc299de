import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random opaque token (session tokens, tickets, host keys): 32 bytes, base64url. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens are stored only as their SHA-256 digest. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A 6-digit verify code. */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Lower-case letters and digits without look-alikes, for aliases people may type. */
const ALIAS_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** An unguessable alias: 12 characters of a 32-letter alphabet (60 bits). */
export function randomAlias(length = 12): string {
  const bytes = randomBytes(length);
  let alias = '';
  for (const byte of bytes) alias += ALIAS_ALPHABET[byte % ALIAS_ALPHABET.length];
  return alias;
}

export const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
