import { describe, expect, it } from 'vitest';
import { hasErrors, rules, validate } from './validation';

describe('form rules', () => {
  it('reports an empty required field with the field name', () => {
    const errors = validate({ title: '  ' }, { title: [rules.required('Title')] });
    expect(errors.title).toEqual({ key: 'validation.required', params: { field: 'Title' } });
  });
  it('uses "Please fill out this field" for plain required fields', () => {
    expect(validate({ a: '' }, { a: [rules.filled()] }).a?.key).toBe('validation.fillField');
  });
  it('rejects malformed e-mail addresses only when filled', () => {
    expect(validate({ e: 'a@b' }, { e: [rules.email()] }).e?.key).toBe('validation.email');
    expect(validate({ e: 'a@b.vn' }, { e: [rules.email()] }).e).toBeUndefined();
    expect(validate({ e: '' }, { e: [rules.email()] }).e).toBeUndefined();
  });
  it('checks the password confirmation against the other field', () => {
    const schema = { password: [rules.password()], confirm: [rules.sameAs('password')] };
    expect(validate({ password: 'longenough', confirm: 'different' }, schema).confirm?.key).toBe('validation.passwordMismatch');
    expect(validate({ password: 'short', confirm: 'short' }, schema).password).toEqual({
      key: 'validation.passwordShort',
      params: { min: 8 },
    });
    expect(hasErrors(validate({ password: 'longenough', confirm: 'longenough' }, schema))).toBe(false);
  });
  it('keeps the first failing rule of a field', () => {
    expect(validate({ e: '' }, { e: [rules.required('E-mail'), rules.email()] }).e?.key).toBe('validation.required');
  });
  it('requires a display name with the spec message', () => {
    expect(validate({ n: '' }, { n: [rules.displayName()] }).n?.key).toBe('validation.displayNameRequired');
    // The API's limit (libs/contracts DISPLAY_NAME_MAX), said with its number.
    expect(validate({ n: 'a'.repeat(101) }, { n: [rules.displayName()] }).n).toEqual({ key: 'validation.tooLong', params: { max: 100 } });
    expect(validate({ n: 'a'.repeat(100) }, { n: [rules.displayName()] }).n).toBeUndefined();
  });
});
