import { codeDigits } from './safety-code';

/**
 * What an end-to-end call on LiveKit derives, in the browser, from the room's secret (issue 26; the
 * secret comes from the invite link's #fragment, libs/shared-api `e2ee/room-secret.ts`): the media key
 * LiveKit's E2EE worker encrypts every frame with, and the safety code people compare aloud. Both are
 * HKDF-SHA-256 of the secret, salted with the room's alias (the same secret in another room gives other
 * keys) and told apart by their `info`, so the code says nothing about the key.
 */
const encoder = new TextEncoder();

async function derive(secret: string, alias: string, info: string, bytes: number): Promise<ArrayBuffer> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveBits']);
  return crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(`convene:${alias}`), info: encoder.encode(info) },
    material,
    bytes * 8,
  );
}

/** 32 bytes for `ExternalE2EEKeyProvider.setKey` (an ArrayBuffer: LiveKit derives its AES-GCM key from it with HKDF). */
export const mediaKeyOf = (secret: string, alias: string): Promise<ArrayBuffer> => derive(secret, alias, 'convene e2ee media key', 32);

/** `1234 5678 9012`: the same for everyone holding the same secret for the room. */
export async function keySafetyCode(secret: string, alias: string): Promise<string> {
  return codeDigits(new Uint8Array(await derive(secret, alias, 'convene e2ee safety code', 9)));
}
