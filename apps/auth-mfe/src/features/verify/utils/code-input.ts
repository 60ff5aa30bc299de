/** Verify codes are 6 digits (account service VerifyCodes). */
export const CODE_LENGTH = 6;

/** What a pasted or typed code becomes: digits only ("123 456", "123-456", "Code: 123456"), at most 6. */
export function normaliseCode(raw: string): string {
  return raw.replace(/\D+/g, '').slice(0, CODE_LENGTH);
}

/** Seconds left before another code may be sent; never negative. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}
