import { describeError, type DescribedError } from '@platform/ui';
import { isApiError } from '@platform/shared-api';

/** Account-service codes (apps/api/src/errors.ts) that the common map does not say well for auth screens. */
export const AUTH_ERROR_CODES: Record<string, string> = {
  credentials_invalid: 'auth:errors.credentialsInvalid',
  email_taken: 'auth:errors.emailTaken',
  phone_taken: 'auth:errors.phoneTaken',
  password_weak: 'auth:errors.passwordWeak',
};

/** Server field names -> the auth forms' field names. */
const FORM_FIELDS: Record<string, string> = {
  email: 'username',
  phone_number: 'username',
  username: 'username',
  password: 'password',
  new_password: 'new_password',
  display_name: 'display_name',
  code: 'code',
  domain: 'domain',
  alias: 'link',
};

export interface AuthError extends DescribedError {
  /** The form field it belongs to, when the form has one. */
  formField?: string;
  /** Seconds to wait (rate limits). */
  retryAfter?: number;
}

/** What to tell the user about a failed auth call, in their language, and on which field. */
export function describeAuthError(error: unknown, extra: Record<string, string> = {}): AuthError {
  const described = describeError(error, { ...AUTH_ERROR_CODES, ...extra });
  const result: AuthError = { ...described };
  if (isApiError(error)) {
    // 'Please enter a valid email address or phone number.' comes as invalid_input on username.
    if (error.code === 'invalid_input' && (error.field === 'username' || error.field === 'phone_number'))
      result.key = 'auth:errors.usernameInvalid';
    const body = (error.body ?? {}) as Record<string, unknown>;
    if (typeof body.retry_after === 'number') result.retryAfter = body.retry_after;
    if (error.field) result.formField = FORM_FIELDS[error.field] ?? error.field;
  }
  return result;
}
