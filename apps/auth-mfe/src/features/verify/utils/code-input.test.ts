import { describe, expect, it } from 'vitest';
import { normaliseCode, secondsLeft } from './code-input';

describe('normaliseCode', () => {
  it('keeps the digits of a pasted code', () => {
    expect(normaliseCode('123456')).toBe('123456');
    expect(normaliseCode(' 123 456 ')).toBe('123456');
    expect(normaliseCode('123-456')).toBe('123456');
    expect(normaliseCode('Your verification code is 654321.')).toBe('654321');
  });

  it('stops at six digits', () => {
    expect(normaliseCode('1234567890')).toBe('123456');
  });
});

describe('secondsLeft', () => {
  it('counts down whole seconds and stops at zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});
