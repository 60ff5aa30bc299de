import { MIN_PASSWORD_LENGTH, rules, validate, type FieldError } from '@platform/ui';

export { MIN_PASSWORD_LENGTH };

export interface ChangePasswordValues extends Record<string, unknown> {
  current_password: string;
  new_password: string;
  confirm_password: string;
}
export interface SetPasswordValues extends Record<string, unknown> {
  new_password: string;
  confirm_password: string;
}

/** Spec §5: changing the password needs the current one and a confirmed new one. */
export function validateChangePassword(values: ChangePasswordValues): Partial<Record<keyof ChangePasswordValues, FieldError>> {
  const errors = validate(values, {
    current_password: [rules.filled()],
    new_password: [rules.filled(), rules.password()],
    confirm_password: [rules.filled(), rules.sameAs('new_password')],
  });
  if (!errors.new_password && values.new_password && values.new_password === values.current_password) {
    errors.new_password = { key: 'settings:password.sameAsCurrent' };
  }
  return errors;
}

export function validateSetPassword(values: SetPasswordValues): Partial<Record<keyof SetPasswordValues, FieldError>> {
  return validate(values, {
    new_password: [rules.filled(), rules.password()],
    confirm_password: [rules.filled(), rules.sameAs('new_password')],
  });
}
