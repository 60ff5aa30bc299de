import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmail } from './email';
import { isPasswordLongEnough, MIN_PASSWORD_LENGTH } from './password';

describe('e-mail rule', () => {
  it('accepts ordinary addresses, trimmed', () => {
    expect(isEmail('an.agent+q@example.com')).toBe(true);
    expect(isEmail('  speaker@sub.example.vn ')).toBe(true);
  });

  it('refuses what a form or the API must not take', () => {
    for (const bad of ['', 'no-at.example.com', 'a@b', 'a@b.c', 'a b@example.com', 'a@@example.com', '@example.com', 42, null])
      expect(isEmail(bad)).toBe(false);
    const local = 'x'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length);
    expect(isEmail(`${local}@example.com`)).toBe(true);
    expect(isEmail(`${local}x@example.com`)).toBe(false);
  });
});

describe('password rule', () => {
  it(`needs at least ${MIN_PASSWORD_LENGTH} characters`, () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(isPasswordLongEnough('1234567')).toBe(false);
    expect(isPasswordLongEnough('12345678')).toBe(true);
  });
});
