import { describe, expect, it } from 'vitest';
import { safeRedirect } from './LoadingPage';

describe('loading hand-over redirect', () => {
  it('follows paths of this site only', () => {
    expect(safeRedirect('/c/abc')).toBe('/c/abc');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
