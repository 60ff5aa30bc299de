import { describe, expect, it } from 'vitest';
import { failureLines } from './steps.mjs';

describe('failureLines: why a failed step failed, repeated at the end of the CI log', () => {
  it('keeps the failed test and its assertion from vitest output, without colours', () => {
    const output = [
      '\u001b[32m✓\u001b[39m test/rooms.test.ts (12 tests) 900ms',
      '\u001b[31m×\u001b[39m test/cluster/owner-loss.test.ts > the owner is killed > moves the room 14000ms',
      '   → expected 5400 to be less than or equal to 5000',
      ' FAIL  postgres  test/cluster/owner-loss.test.ts > the owner is killed',
      'AssertionError: expected 5400 to be less than or equal to 5000',
      ' Test Files  1 failed | 60 passed (61)',
    ].join('\n');
    const lines = failureLines(output);
    expect(lines).toContain('× test/cluster/owner-loss.test.ts > the owner is killed > moves the room 14000ms');
    expect(lines).toContain('AssertionError: expected 5400 to be less than or equal to 5000');
    expect(lines.some((line) => line.includes('rooms.test.ts'))).toBe(false);
    expect(lines.join('\n')).not.toMatch(/\u001b/);
  });

  it('falls back to the last lines when nothing names a failure, and never repeats more than 40', () => {
    expect(failureLines('one\ntwo\n\nthree\n')).toEqual(['one', 'two', 'three']);
    const many = Array.from({ length: 100 }, (_, i) => `Error: number ${i}`).join('\n');
    expect(failureLines(many)).toHaveLength(40);
  });
});
