import { describe, expect, it } from 'vitest';
import { joinPath, parseJoinInput } from './join-link';

describe('parseJoinInput', () => {
  it('accepts a bare alias', () => {
    expect(parseJoinInput('  abc234xyz  ')).toEqual({ alias: 'abc234xyz', search: '' });
  });
  it('accepts invite links of the join and call pages', () => {
    expect(parseJoinInput('https://convene.test/j/abc234xyz')?.alias).toBe('abc234xyz');
    expect(parseJoinInput('http://localhost:4310/join/abc234xyz/')?.alias).toBe('abc234xyz');
    expect(parseJoinInput('https://convene.test/c/abc234xyz')?.alias).toBe('abc234xyz');
    expect(parseJoinInput('convene.test/call/abc234xyz')?.alias).toBe('abc234xyz');
    expect(parseJoinInput('/j/abc234xyz')?.alias).toBe('abc234xyz');
  });
  it("keeps a speaker's query and drops anything else", () => {
    expect(parseJoinInput('https://convene.test/j/abc234xyz?speaker=spk234abc&utm=x')).toEqual({
      alias: 'abc234xyz',
      search: '?speaker=spk234abc',
    });
  });
  it('rejects anything that is not a conference link', () => {
    for (const bad of [
      '',
      '   ',
      'hello world',
      'https://convene.test/app/conferences',
      'https://convene.test/j/',
      'javascript:alert(1)',
      'mailto:a@b.c',
      'ab',
      'https://convene.test/j/a%2Fb',
      'https://x.test/j/abc/extra',
    ]) {
      expect(parseJoinInput(bad), bad).toBeNull();
    }
  });
});

describe('joinPath', () => {
  it('goes to the join page with the kept query', () => {
    expect(joinPath({ alias: 'abc234xyz', search: '?speaker=s1' })).toBe('/j/abc234xyz?speaker=s1');
  });
});
