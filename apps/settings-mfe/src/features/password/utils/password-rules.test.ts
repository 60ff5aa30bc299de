import { describe, expect, it } from 'vitest';
import { validateChangePassword, validateSetPassword } from './password-rules';

describe('change password form', () => {
  it('needs every field', () => {
    expect(validateChangePassword({ current_password: '', new_password: '', confirm_password: '' })).toEqual({
      current_password: { key: 'validation.fillField' },
      new_password: { key: 'validation.fillField' },
      confirm_password: { key: 'validation.fillField' },
    });
  });

  it('needs a long enough new password, confirmed, and different from the current one', () => {
    expect(
      validateChangePassword({ current_password: 'old-pass-1', new_password: 'short', confirm_password: 'short' }).new_password,
    ).toEqual({ key: 'validation.passwordShort', params: { min: 8 } });
    expect(
      validateChangePassword({ current_password: 'old-pass-1', new_password: 'new-pass-12', confirm_password: 'new-pass-13' }),
    ).toEqual({ confirm_password: { key: 'validation.passwordMismatch' } });
    expect(
      validateChangePassword({ current_password: 'same-pass-1', new_password: 'same-pass-1', confirm_password: 'same-pass-1' }),
    ).toEqual({ new_password: { key: 'settings:password.sameAsCurrent' } });
    expect(
      validateChangePassword({ current_password: 'old-pass-1', new_password: 'new-pass-12', confirm_password: 'new-pass-12' }),
    ).toEqual({});
  });

  it('sets a first password with confirmation', () => {
    expect(validateSetPassword({ new_password: 'first-pass-1', confirm_password: 'first-pass-1' })).toEqual({});
    expect(validateSetPassword({ new_password: 'first-pass-1', confirm_password: '' })).toEqual({
      confirm_password: { key: 'validation.fillField' },
    });
  });
});
