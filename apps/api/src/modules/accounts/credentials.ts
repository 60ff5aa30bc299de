import { hash as argonHash } from '@node-rs/argon2';
import { isEmail, isPasswordLongEnough, normalisePhone } from '@platform/contracts';
import { errors } from '../../errors';
import { randomToken } from '../../lib/secrets';

/** What the account service accepts as a username, an e-mail or a password, and how passwords are hashed. */

/** E-mail addresses are compared and stored trimmed and lower-cased (sign-up, sign-in and provider profiles alike). */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/** A username is an e-mail or a phone number; a phone is stored and looked up in E.164 (the contracts' rule). */
export function parseUsername(raw: string, phoneRegion: string, field = 'username'): { email: string } | { phone: string } {
  const value = raw.trim();
  if (!value) throw errors.fieldRequired(field);
  if (value.includes('@')) {
    const email = normaliseEmail(value);
    if (!isEmail(email)) throw errors.emailInvalid(field);
    return { email };
  }
  const phone = normalisePhone(value, phoneRegion);
  if (!phone) throw errors.invalidInput(field, 'Please enter a valid email address or phone number.');
  return { phone };
}

export function parsePhone(raw: string, phoneRegion: string, field = 'phone_number'): string {
  if (!raw.trim()) throw errors.fieldRequired(field);
  const phone = normalisePhone(raw, phoneRegion);
  if (!phone) throw errors.invalidInput(field, 'Please enter a valid phone number.');
  return phone;
}

export function checkPassword(password: string, field: string) {
  if (!password) throw errors.fieldRequired(field);
  if (!isPasswordLongEnough(password)) throw errors.passwordWeak(field);
}

/** argon2id with the library's defaults (19 MiB, 2 passes). */
export const hashPassword = (password: string) => argonHash(password);

/** A hash of nothing anyone knows, verified against when the user does not exist (made once, lazily). */
let dummy: Promise<string> | null = null;
export const dummyHash = () => (dummy ??= hashPassword(randomToken()));
