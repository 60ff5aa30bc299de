import { describe, expect, it } from 'vitest';
import { PRELOADED_KEPT, preloadedCookie, preloadedKeys } from './preloaded';

describe('the preloaded cookie', () => {
  it('reads the names of the sets a browser holds, ignoring malformed ones', () => {
    expect(preloadedKeys('language=vi; preloaded=abc.def_1.x-y')).toEqual(['abc', 'def_1', 'x-y']);
    expect(preloadedKeys('preloaded=ok.<script>.')).toEqual(['ok']);
    expect(preloadedKeys(undefined)).toEqual([]);
    expect(preloadedKeys('xpreloaded=abc')).toEqual([]);
  });

  it('adds a set once, most recent last, and forgets the oldest beyond the few it keeps', () => {
    let cookie = '';
    for (const key of ['a', 'b', 'a', 'c', 'd', 'e']) cookie = preloadedCookie(cookie, key).split(';')[0];
    expect(preloadedKeys(cookie)).toEqual(['a', 'c', 'd', 'e']);
    expect(preloadedKeys(cookie)).toHaveLength(PRELOADED_KEPT);
    expect(preloadedCookie('', 'k')).toBe('preloaded=k; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
