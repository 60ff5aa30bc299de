import { afterEach, describe, expect, it } from 'vitest';
import { preloadedKeys } from '@platform/contracts/src/site/preloaded';
import { rememberPreloaded } from './preloaded';

afterEach(() => {
  document.head.innerHTML = '';
  document.cookie = 'preloaded=; Path=/; Max-Age=0';
});

describe("remembering the page's preload set", () => {
  it('adds the set the server named to the cookie, once the page has loaded', () => {
    document.head.innerHTML = '<meta name="preload-key" content="first">';
    rememberPreloaded();
    document.head.innerHTML = '<meta name="preload-key" content="second">';
    rememberPreloaded();
    rememberPreloaded();
    expect(preloadedKeys(document.cookie)).toEqual(['first', 'second']);
  });

  it('writes nothing for a page the server named no set for', () => {
    rememberPreloaded();
    expect(preloadedKeys(document.cookie)).toEqual([]);
  });
});
