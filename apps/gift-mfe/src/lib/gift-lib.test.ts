import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency';
import { formatUnits } from './units';

describe('formatUnits', () => {
  it('groups digits per language', () => {
    expect(formatUnits(1250000, 'en')).toBe('1,250,000');
    expect(formatUnits(1250000, 'vi')).toBe('1.250.000');
  });
});

describe('newIdempotencyKey', () => {
  it('makes distinct keys long enough for the server', () => {
    const a = newIdempotencyKey();
    expect(a.length).toBeGreaterThanOrEqual(8);
    expect(a).not.toBe(newIdempotencyKey());
  });
});
