/** A call-centre line may carry an expiry: after it, the QR code answers 'QR call expired'. */
export type LineStatus = 'open' | 'expired';

export function lineStatus(expiresAt: Date | string | null, now: Date = new Date()): LineStatus {
  if (expiresAt === null) return 'open';
  const time = new Date(expiresAt).getTime();
  return Number.isFinite(time) && time <= now.getTime() ? 'expired' : 'open';
}

/** Parses a requested expiry: null (never), else a valid time in the future; 'invalid' otherwise. */
export function parseExpiry(value: string | null | undefined, now: Date = new Date()): Date | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  const time = new Date(value);
  if (Number.isNaN(time.getTime()) || time.getFullYear() > 9999) return 'invalid';
  return time.getTime() > now.getTime() ? time : 'invalid';
}
