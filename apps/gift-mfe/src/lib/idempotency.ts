/** A fresh key per attempt; a retry of the same attempt reuses it, so the gift is paid once. */
export function newIdempotencyKey(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `gift-${random}`;
}
