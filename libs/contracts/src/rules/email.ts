/**
 * The e-mail rule (spec §5), one copy for every form and for the API: something@domain.tld with a
 * top-level domain of two letters or more, no spaces, at most 254 characters (RFC 5321).
 */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** True for a well-formed address; surrounding spaces are ignored, as every form trims them. */
export function isEmail(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const address = value.trim();
  return address.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(address);
}
