import { describe, expect, it } from 'vitest';
import { initialsOf } from './Display';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Nguyễn Văn An')).toBe('NA');
    expect(initialsOf('ann')).toBe('A');
    expect(initialsOf('đức anh')).toBe('ĐA');
  });

  it('reads letters only: markup and punctuation someone typed are not initials', () => {
    expect(initialsOf('<b>Ann</b>')).toBe('A');
    expect(initialsOf('"Bo" (Viewer)')).toBe('BV');
    expect(initialsOf('  -- ')).toBe('?');
    expect(initialsOf('')).toBe('?');
  });
});
