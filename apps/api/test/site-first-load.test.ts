import { describe, expect, it } from 'vitest';
import type { EnvironmentManifest } from '@platform/contracts';
import { preferredEncoding } from '../src/modules/site/encoding';
import { firstLoadUrls, renderPage, requestLanguage, requestOverrides } from '../src/modules/site/first-load-page';

const manifest: EnvironmentManifest = {
  env: 'staging',
  remotes: {
    call: {
      version: '2.0.0',
      entry: '/remotes/call/2.0.0/remoteEntry-Abcd2000.js',
      routes: [{ path: '/j/:alias', layout: 'public', title: '</script><script>alert(1)</script>' }],
      firstLoad: {
        modules: ['/remotes/call/2.0.0/remoteEntry-Abcd2000.js', '/remotes/call/2.0.0/assets/app-Call2000.js'],
        styles: [],
        strings: { en: ['/remotes/call/2.0.0/assets/en-Call2000.js'] },
      },
      releases: {
        '1.9.0': {
          version: '1.9.0',
          entry: '/remotes/call/1.9.0/remoteEntry-Abcd1900.js',
          routes: [{ path: '/j/:alias', layout: 'public' }],
        },
      },
    },
  },
};

describe('what the page preloads', () => {
  it('picks the language from Accept-Language by weight, English when none is spoken', () => {
    expect(requestLanguage('fr-FR,vi;q=0.8,en;q=0.9', ['en', 'vi'])).toBe('en');
    expect(requestLanguage('vi-VN,vi;q=0.9,en;q=0.8', ['en', 'vi'])).toBe('vi');
    expect(requestLanguage('de, vi;q=0', ['en', 'vi'])).toBe('en');
    expect(requestLanguage(undefined, ['en', 'vi'])).toBe('en');
  });

  it('reads the overrides as the shell applies them: the query wins, clear drops them, a bad cookie is none', () => {
    expect(requestOverrides('', 'a=1; platform.remoteOverrides=call%401.9.0%2Cevents%401.0.0')).toEqual({ call: '1.9.0', events: '1.0.0' });
    expect(requestOverrides('remote-override=call@2.1.0', 'platform.remoteOverrides=call%401.9.0')).toEqual({ call: '2.1.0' });
    expect(requestOverrides('remote-override=clear', 'platform.remoteOverrides=call%401.9.0')).toEqual({});
    expect(requestOverrides('', 'platform.remoteOverrides=%E0%A4%A')).toEqual({});
  });

  it('preloads the overriding release, whose build listed no first chunks, by its entry alone', () => {
    const urls = firstLoadUrls(manifest, null, { pathname: '/j/abc', overrides: { call: '1.9.0' }, language: 'en' });
    expect(urls.modules).toEqual(['/remotes/call/1.9.0/remoteEntry-Abcd1900.js']);
  });

  it('keeps the inlined manifest inside its data block whatever its strings hold', () => {
    const html = renderPage('<html><head></head><body></body></html>', manifest, null, {
      pathname: '/j/abc',
      overrides: {},
      language: 'en',
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(html.indexOf('href="/remotes/call/2.0.0/remoteEntry-Abcd2000.js"')).toBe(
      html.lastIndexOf('href="/remotes/call/2.0.0/remoteEntry-Abcd2000.js"'),
    );
  });
});

describe('the encoding sent', () => {
  it('prefers brotli, then gzip, honours q=0 and *, and falls back to none', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, identity')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
