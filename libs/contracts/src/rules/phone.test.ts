import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phone';

describe('normalisePhone', () => {
  it('reads a national Vietnamese number and its international form as the same E.164 number', () => {
    expect(normalisePhone('0912345678')).toBe('+84912345678');
    expect(normalisePhone('+84912345678')).toBe('+84912345678');
    expect(normalisePhone(' 091 234-5678 ')).toBe('+84912345678');
    expect(normalisePhone('+84 (91) 234.5678')).toBe('+84912345678');
  });

  it('reads a national number in the region it is given', () => {
    expect(normalisePhone('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(normalisePhone('+44 20 7946 0958', 'VN')).toBe('+442079460958');
  });

  it('refuses what is not a phone number', () => {
    expect(normalisePhone('')).toBeNull();
    expect(normalisePhone('hello')).toBeNull();
    expect(normalisePhone('1-800-FLOWERS')).toBeNull();
    expect(normalisePhone('12345')).toBeNull();
    expect(normalisePhone('+8491234567890123')).toBeNull();
  });
});
