import type * as LiveKit from 'livekit-client';

/**
 * LiveKit's end-to-end encryption for an end-to-end room (issue 26): every frame is encrypted in the
 * browser's E2EE worker with the key derived from the room's secret (`utils/e2ee-key.ts`), so the SFU
 * forwards ciphertext. The worker is our own bundle's file (Vite's `?worker`), served by the product.
 */
export type E2EEWorkerFactory = () => Worker | Promise<Worker>;

export const defaultE2EEWorker: E2EEWorkerFactory = async () => {
  const { default: E2EEWorker } = await import('livekit-client/e2ee-worker?worker');
  return new E2EEWorker();
};

/** The browser cannot encrypt frames (no insertable streams): the call says so instead of sending in the clear. */
export const E2EE_UNSUPPORTED_KEY = 'call:encryption.unsupported';

export class E2EEUnsupportedError extends Error {
  override name = 'E2EEUnsupportedError';
}

/** The Room's `encryption` option with our key set in its provider; call `room.setE2EEEnabled(true)` after. */
export async function liveKitEncryption(
  lk: typeof LiveKit,
  key: ArrayBuffer,
  createWorker: E2EEWorkerFactory,
): Promise<NonNullable<LiveKit.RoomOptions['encryption']>> {
  if (!lk.isE2EESupported()) throw new E2EEUnsupportedError('end-to-end encryption is not supported by this browser');
  const keyProvider = new lk.ExternalE2EEKeyProvider();
  await keyProvider.setKey(key);
  return { keyProvider, worker: await createWorker() };
}

/**
 * An `EncryptionError` that means this browser cannot decrypt what a participant sends: their frames do not
 * open with our key (`InvalidKey`) or carry a key index we lack (`MissingKey`). The E2EE worker posts these
 * as plain Errors whose message starts with the `CryptorErrorReason` name (`InvalidKey: Decryption failed…`).
 * livekit-client drops such frames, so without this the tile would only stay black.
 */
export function cannotDecrypt(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && /^(InvalidKey|MissingKey):/.test(message);
}
