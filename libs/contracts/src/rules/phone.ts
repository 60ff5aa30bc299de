import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** The product's home market: a number typed without a country code is read as Vietnamese. */
export const DEFAULT_PHONE_REGION = 'VN';

/**
 * The one phone rule of client and server: a number typed in any usual form
 * (`0912 345 678`, `+84912345678`, `(091) 234-5678`) becomes its E.164 form, so one
 * number is one account. Returns null for what is not a valid number.
 * `min` metadata keeps the client's lazy chunk small; it checks lengths, not every number range.
 */
export function normalisePhone(input: string, defaultRegion: string = DEFAULT_PHONE_REGION): string | null {
  const value = input.trim();
  // Only digits, spaces, + ( ) . - may appear: libphonenumber would otherwise read letters as keypad digits.
  if (!/^\+?[0-9\s().-]+$/.test(value)) return null;
  const parsed = parsePhoneNumberFromString(value, defaultRegion.toUpperCase() as CountryCode);
  return parsed && parsed.isValid() ? parsed.number : null;
}
