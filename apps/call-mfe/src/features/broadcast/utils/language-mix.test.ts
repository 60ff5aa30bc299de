import { describe, expect, it } from 'vitest';
import { FLOOR_UNDER_INTERPRETER } from '@platform/shared-api';
import { languageMixes } from './language-mix';

describe('language mixes of the composite page', () => {
  const host = { id: 'host', roles: ['host'] };
  const vi = { id: 'vi', roles: ['interpreter'], interpretation: { from: 'en', to: 'vi' } as const };
  const ja = { id: 'ja', roles: ['interpreter'], interpretation: { from: 'en', to: 'ja' } as const };

  it('makes no mix while nobody interprets', () => {
    expect(languageMixes([host, { id: 'guest', roles: [] }]).size).toBe(0);
  });

  it('gives each language its interpreter at full level, the floor at 20% and other interpreters silent', () => {
    const mixes = languageMixes([host, vi, ja]);
    expect([...mixes.keys()]).toEqual(['vi', 'ja']);
    expect(Object.fromEntries(mixes.get('vi')!)).toEqual({ host: FLOOR_UNDER_INTERPRETER, vi: 1, ja: 0 });
    expect(Object.fromEntries(mixes.get('ja')!)).toEqual({ host: FLOOR_UNDER_INTERPRETER, vi: 0, ja: 1 });
  });

  it('ignores an interpreter role without a language pair', () => {
    expect(languageMixes([host, { id: 'x', roles: ['interpreter'], interpretation: null }]).size).toBe(0);
  });
});
