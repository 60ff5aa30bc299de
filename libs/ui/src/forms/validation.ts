/**
 * Client-side form rules of spec §5, as pure functions. A rule returns null or
 * an i18n key (in the `common` namespace unless prefixed) with its parameters.
 */
import { isEmail } from '@platform/contracts/src/rules/email';
import { MIN_PASSWORD_LENGTH } from '@platform/contracts/src/rules/password';
import { DISPLAY_NAME_MAX } from '@platform/contracts/src/rules/limits';

// The lengths the API takes (libs/contracts), re-exported for the forms' maxLength.
export {
  COMPANY_MAX,
  DISPLAY_NAME_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_PASSCODE_MAX,
  EVENT_TOPIC_MAX,
  SPEAKER_NAME_MAX,
} from '@platform/contracts/src/rules/limits';

export interface FieldError {
  key: string;
  params?: Record<string, unknown>;
}

export type Rule<V = string, All = Record<string, unknown>> = (value: V, all: All) => FieldError | null;

// The e-mail and password rules are the API's own (libs/contracts), re-exported for the forms.
export { isEmail, MIN_PASSWORD_LENGTH };

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

export const rules = {
  /** 'Please fill out this field' */
  filled: (): Rule<unknown> => (value) => (isBlank(value) ? { key: 'validation.fillField' } : null),
  /** '{Field} is required.' with the field's translated label. */
  required:
    (field: string): Rule<unknown> =>
    (value) =>
      isBlank(value) ? { key: 'validation.required', params: { field } } : null,
  email: (): Rule<string> => (value) => (!isBlank(value) && !isEmail(value) ? { key: 'validation.email' } : null),
  // No phone rule here: phone numbers are read by the server's rule, contracts' `normalisePhone`
  // (libphonenumber), which the auth remote loads when a username is not an e-mail (issue 30).
  /** The account password: at least MIN_PASSWORD_LENGTH characters ('validation.passwordShort'). */
  password: (): Rule<string> => rules.minLength(MIN_PASSWORD_LENGTH),
  minLength:
    (min: number): Rule<string> =>
    (value) =>
      !isBlank(value) && value.length < min ? { key: 'validation.passwordShort', params: { min } } : null,
  sameAs:
    (other: string): Rule<string> =>
    (value, all) =>
      !isBlank(value) && value !== all[other] ? { key: 'validation.passwordMismatch' } : null,
  /** Required, and at most the API's DISPLAY_NAME_MAX characters ('validation.tooLong' says the limit). */
  displayName: (): Rule<string> => (value) =>
    isBlank(value) ? { key: 'validation.displayNameRequired' } : rules.maxLength(DISPLAY_NAME_MAX)(value, {}),
  maxLength:
    (max: number): Rule<string> =>
    (value) =>
      typeof value === 'string' && value.trim().length > max ? { key: 'validation.tooLong', params: { max } } : null,
};

export type Schema<T extends Record<string, unknown>> = { [K in keyof T]?: Array<Rule<any, T>> };

/** Runs every rule of every field; the first failing rule of a field wins. */
export function validate<T extends Record<string, unknown>>(values: T, schema: Schema<T>): Partial<Record<keyof T, FieldError>> {
  const errors: Partial<Record<keyof T, FieldError>> = {};
  for (const field of Object.keys(schema) as Array<keyof T>) {
    for (const rule of schema[field] ?? []) {
      const error = rule(values[field], values);
      if (error) {
        errors[field] = error;
        break;
      }
    }
  }
  return errors;
}

export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.values(errors).some(Boolean);
}
