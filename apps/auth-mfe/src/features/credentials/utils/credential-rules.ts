import { hasErrors, isEmail, MIN_PASSWORD_LENGTH, rules, validate, type FieldError, type Rule } from '@platform/ui';
import { loadPhoneRule } from './phone-rule';

export { MIN_PASSWORD_LENGTH };

export type CredentialsMode = 'signin' | 'signup';

export interface CredentialsValues extends Record<string, unknown> {
  display_name: string;
  username: string;
  password: string;
  confirm_password: string;
}

export const emptyCredentials: CredentialsValues = { display_name: '', username: '', password: '', confirm_password: '' };

type Errors<T> = Partial<Record<keyof T, FieldError>>;

/**
 * An e-mail address, or a phone number as the server reads it (the contracts' rule, loaded only
 * when the username is not an e-mail), so client and server accept the same numbers.
 */
async function usernameRule(username: string): Promise<Rule<string>> {
  const value = username.trim();
  if (!value || isEmail(value)) return rules.email();
  const normalisePhone = await loadPhoneRule();
  return () => (normalisePhone(value) ? null : { key: 'validation.email' });
}

/** Sign in: e-mail or phone, and a password. Sign up also asks the display name and a confirmed password. */
export async function validateCredentials(mode: CredentialsMode, values: CredentialsValues): Promise<Errors<CredentialsValues>> {
  const username = [rules.filled(), await usernameRule(values.username)];
  if (mode === 'signin') {
    return validate(values, {
      username,
      password: [rules.filled()],
    });
  }
  return validate(values, {
    display_name: [rules.displayName()],
    username,
    password: [rules.filled(), rules.password()],
    confirm_password: [rules.filled(), rules.sameAs('password')],
  });
}

/** The sign-up body: an e-mail address goes in `email`, anything else in `phone_number`. */
export function signupPayload(values: CredentialsValues) {
  const username = values.username.trim();
  const contact = isEmail(username) ? { email: username } : { phone_number: username };
  return { ...contact, password: values.password, display_name: values.display_name.trim() };
}

export interface ResetValues extends Record<string, unknown> {
  code: string;
  new_password: string;
  confirm_password: string;
}

const verifyCodeFilled: Rule<string> = (value) => (!value || !value.trim() ? { key: 'errors.verifyEmpty' } : null);

/** Reset with the e-mailed code: the code, and a new password typed twice. */
export function validateReset(values: ResetValues): Errors<ResetValues> {
  return validate(values, {
    code: [verifyCodeFilled],
    new_password: [rules.filled(), rules.minLength(MIN_PASSWORD_LENGTH)],
    confirm_password: [rules.filled(), rules.sameAs('new_password')],
  });
}

/** The e-mail or phone a code is sent to. */
export async function validateUsername(username: string): Promise<FieldError | null> {
  return validate({ username }, { username: [rules.filled(), await usernameRule(username)] }).username ?? null;
}

/** 'Please input verify code.' when empty. */
export function validateVerifyCode(code: string): FieldError | null {
  return verifyCodeFilled(code, {});
}

/** The spec's summary line shown above a form that has field errors. */
export function formSummary(errors: Record<string, unknown>): FieldError | null {
  return hasErrors(errors) ? { key: 'validation.notAllValid' } : null;
}
