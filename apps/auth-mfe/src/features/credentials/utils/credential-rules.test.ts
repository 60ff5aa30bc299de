import { describe, expect, it } from 'vitest';
import {
  emptyCredentials,
  formSummary,
  signupPayload,
  validateCredentials,
  validateReset,
  validateUsername,
  validateVerifyCode,
} from './credential-rules';

const filled = {
  display_name: 'Lan Nguyen',
  username: 'lan@example.com',
  password: 'correct-horse-9',
  confirm_password: 'correct-horse-9',
};

describe('sign-in rules', () => {
  it('asks to fill out every empty field', async () => {
    expect(await validateCredentials('signin', emptyCredentials)).toEqual({
      username: { key: 'validation.fillField' },
      password: { key: 'validation.fillField' },
    });
  });

  it('accepts an e-mail address or a phone number', async () => {
    expect(await validateCredentials('signin', { ...filled, username: 'lan@example.com' })).toEqual({});
    expect(await validateCredentials('signin', { ...filled, username: '+84 912 345 678' })).toEqual({});
  });

  it("reads phone numbers by the server's rule (libs/contracts): one number in any usual form, only valid ones", async () => {
    expect(await validateCredentials('signin', { ...filled, username: '0912345678' })).toEqual({});
    expect(await validateCredentials('signin', { ...filled, username: '(091) 234-5678' })).toEqual({});
    expect((await validateCredentials('signin', { ...filled, username: '+84 9123 456 789' })).username).toEqual({
      key: 'validation.email',
    });
    expect((await validateCredentials('signup', { ...filled, username: '0912 345' })).username).toEqual({ key: 'validation.email' });
    expect(await validateUsername('+84 9123 456 789')).toEqual({ key: 'validation.email' });
  });

  it('rejects something that is neither', async () => {
    expect((await validateCredentials('signin', { ...filled, username: 'lan@' })).username).toEqual({ key: 'validation.email' });
    expect((await validateCredentials('signin', { ...filled, username: 'hello' })).username).toEqual({ key: 'validation.email' });
  });

  it('does not judge the length of a password on sign-in (old accounts may have short ones)', async () => {
    expect(await validateCredentials('signin', { ...filled, password: 'short' })).toEqual({});
  });
});

describe('sign-up rules', () => {
  it('requires the display name with the spec message', async () => {
    expect((await validateCredentials('signup', { ...filled, display_name: '  ' })).display_name).toEqual({
      key: 'validation.displayNameRequired',
    });
  });

  it('needs a password of at least 8 characters, typed twice', async () => {
    expect((await validateCredentials('signup', { ...filled, password: 'short', confirm_password: 'short' })).password).toEqual({
      key: 'validation.passwordShort',
      params: { min: 8 },
    });
    expect((await validateCredentials('signup', { ...filled, confirm_password: 'correct-horse-8' })).confirm_password).toEqual({
      key: 'validation.passwordMismatch',
    });
    expect((await validateCredentials('signup', { ...filled, confirm_password: '' })).confirm_password).toEqual({
      key: 'validation.fillField',
    });
    expect(await validateCredentials('signup', filled)).toEqual({});
  });

  it('sends an e-mail as email and anything else as phone_number, trimmed', async () => {
    expect(signupPayload({ ...filled, display_name: ' Lan ', username: ' lan@example.com ' })).toEqual({
      email: 'lan@example.com',
      password: 'correct-horse-9',
      display_name: 'Lan',
    });
    expect(signupPayload({ ...filled, username: '+84912345678' })).toEqual({
      phone_number: '+84912345678',
      password: 'correct-horse-9',
      display_name: 'Lan Nguyen',
    });
  });
});

describe('reset and verify rules', () => {
  it('asks for the verify code with the spec message', async () => {
    expect(validateVerifyCode('')).toEqual({ key: 'errors.verifyEmpty' });
    expect(validateVerifyCode('   ')).toEqual({ key: 'errors.verifyEmpty' });
    expect(validateVerifyCode('123456')).toBeNull();
  });

  it('needs the code and a confirmed new password', async () => {
    expect(validateReset({ code: '', new_password: '', confirm_password: '' })).toEqual({
      code: { key: 'errors.verifyEmpty' },
      new_password: { key: 'validation.fillField' },
      confirm_password: { key: 'validation.fillField' },
    });
    expect(validateReset({ code: '123456', new_password: 'new-password-1', confirm_password: 'new-password-2' })).toEqual({
      confirm_password: { key: 'validation.passwordMismatch' },
    });
    expect(validateReset({ code: '123456', new_password: 'new-password-1', confirm_password: 'new-password-1' })).toEqual({});
  });

  it('checks the address a reset code goes to', async () => {
    expect(await validateUsername('')).toEqual({ key: 'validation.fillField' });
    expect(await validateUsername('nope')).toEqual({ key: 'validation.email' });
    expect(await validateUsername('lan@example.com')).toBeNull();
  });

  it('adds the summary line only when something is wrong', async () => {
    expect(formSummary({})).toBeNull();
    expect(formSummary({ username: { key: 'validation.fillField' } })).toEqual({ key: 'validation.notAllValid' });
  });
});
