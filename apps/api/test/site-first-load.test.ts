import { describe, expect, it } from 'vitest';
import { firstPaintField, requestLanguage, type EnvironmentManifest, type FirstPaintFile } from '@platform/contracts';
import { preferredEncoding } from '../src/modules/site/encoding';
import { composeFirstPaint } from '../src/modules/site/first-paint';
import { firstLoadUrls, preloadKey, renderPage, requestOverrides, routeOf } from '../src/modules/site/first-load-page';

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
  it("picks the language by the browser's rule: the stored choice's cookie, else Vietnamese when the browser lists it", () => {
    expect(requestLanguage(undefined, 'fr-FR,vi;q=0.8,en;q=0.9')).toBe('vi');
    expect(requestLanguage(undefined, 'vi-VN,vi;q=0.9,en;q=0.8')).toBe('vi');
    expect(requestLanguage(undefined, 'de, vi;q=0')).toBe('en');
    expect(requestLanguage(undefined, undefined)).toBe('en');
    expect(requestLanguage('a=1; language=en', 'vi-VN')).toBe('en');
    expect(requestLanguage('language=vi', 'en-US')).toBe('vi');
    expect(requestLanguage('language=zh', 'en-US')).toBe('en');
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

  it('sends no hints to a browser that loaded the same set, and hints again after a release or an override', () => {
    const page = (preloaded: string[], overrides = {}) =>
      renderPage('<html><head></head><body></body></html>', manifest, null, { pathname: '/j/abc', overrides, language: 'en', preloaded });
    const key = preloadKey(firstLoadUrls(manifest, null, { pathname: '/j/abc', overrides: {}, language: 'en' }));
    expect(page([])).toContain(`<meta name="preload-key" content="${key}">`);
    expect(page([]).match(/rel="modulepreload"/g)).toHaveLength(3);
    // the set is in its cache: the page names it still, and hints nothing
    expect(page(['other', key])).toContain(`<meta name="preload-key" content="${key}">`);
    expect(page(['other', key])).not.toContain('modulepreload');
    // another version of the remote (an override here, a release alike) is another set: hinted
    const overridden = page([key], { call: '1.9.0' });
    expect(overridden).toContain('<link rel="modulepreload" crossorigin href="/remotes/call/1.9.0/remoteEntry-Abcd1900.js">');
    expect(overridden.match(/rel="modulepreload"/g)).toHaveLength(1);
    const released = structuredClone(manifest);
    released.remotes.call.entry = '/remotes/call/2.0.1/remoteEntry-Abcd2001.js';
    expect(preloadKey(firstLoadUrls(released, null, { pathname: '/j/abc', overrides: {}, language: 'en' }))).not.toBe(key);
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

describe('the first paint in the page', () => {
  const shell: FirstPaintFile = {
    layouts: {
      main: {
        en: '<div class="shell-main"><a href="/app" class="shell-nav__link">Home</a><!--platform-first-paint-content--></div>',
        vi: '<div class="shell-main"><a href="/app" class="shell-nav__link">Trang chủ</a><!--platform-first-paint-content--></div>',
      },
    },
  };
  const events: FirstPaintFile = { routes: { '/app': { en: '<h1>Video calls $& events</h1>', vi: '<h1>Gọi video</h1>' } } };
  const route = { path: '/app', layout: 'main' as const };

  it("puts the remote's screen in the layout of the request's language and marks the current link", () => {
    expect(composeFirstPaint(shell, events, { route, language: 'vi', pathname: '/app' })).toBe(
      '<div class="shell-main"><a href="/app" class="shell-nav__link" aria-current="page">Trang chủ</a><h1>Gọi video</h1></div>',
    );
    // the screen's text goes in as written, even with what String.replace would read as a pattern
    expect(composeFirstPaint(shell, events, { route, language: 'en', pathname: '/app' })).toContain('<h1>Video calls $& events</h1>');
  });

  it('has none when the route, its layout or the language has none', () => {
    expect(composeFirstPaint(shell, events, { route: { path: '/app/x', layout: 'main' }, language: 'en', pathname: '/app/x' })).toBeNull();
    expect(composeFirstPaint(shell, events, { route: { path: '/app', layout: 'auth' }, language: 'en', pathname: '/app' })).toBeNull();
    expect(composeFirstPaint(shell, events, { route, language: 'zh', pathname: '/app' })).toBeNull();
    expect(composeFirstPaint(null, events, { route, language: 'en', pathname: '/app' })).toBeNull();
  });

  it("goes before the shell's root, inert and hidden from assistive technology, with the route's styles applied at once", () => {
    const template = '<html lang="en"><head></head><body><div id="root"></div></body></html>';
    const request = { pathname: '/j/abc', overrides: {}, language: 'vi' };
    const withStyles: EnvironmentManifest = {
      ...manifest,
      remotes: {
        call: {
          ...manifest.remotes.call,
          firstLoad: { ...manifest.remotes.call.firstLoad!, styles: ['/remotes/call/2.0.0/assets/app.css'] },
        },
      },
    };
    const html = renderPage(template, withStyles, null, request, '<h1>Tham gia</h1>');
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('<div id="first-paint" aria-hidden="true" inert><h1>Tham gia</h1></div><div id="root"></div>');
    expect(html).toContain('<link rel="stylesheet" href="/remotes/call/2.0.0/assets/app.css">');
    // the manifest's data block comes after the screen, so the screen's markup is not behind it
    expect(html.indexOf('id="platform-manifest"')).toBeGreaterThan(html.indexOf('id="root"'));
    const without = renderPage(template, withStyles, null, request);
    expect(without).not.toContain('first-paint');
    expect(without).toContain('<link rel="preload" as="style" href="/remotes/call/2.0.0/assets/app.css">');
  });

  it("uses the served state's screen with its facts when the remote's build drew it, else the route's own", () => {
    const call: FirstPaintFile = {
      routes: { '/j/:alias': { en: '<p>Loading</p>' } },
      states: { '/j/:alias': { join: { en: `<h1>${firstPaintField('topic')}</h1><p>${firstPaintField('host')}</p>` } } },
    };
    const join = { path: '/j/:alias', layout: 'main' as const };
    const request = { route: join, language: 'en', pathname: '/j/abc' };
    expect(composeFirstPaint(shell, call, request, { state: 'join', fields: { topic: 'R&D $& <b>' } })).toContain(
      '<h1>R&amp;D $&amp; &lt;b&gt;</h1><p></p>',
    );
    // a release built before the states, or a state it did not draw, or none: the route's own screen
    expect(composeFirstPaint(shell, { routes: call.routes }, request, { state: 'join', fields: {} })).toContain('<p>Loading</p>');
    expect(composeFirstPaint(shell, call, request, { state: 'ended', fields: {} })).toContain('<p>Loading</p>');
    expect(composeFirstPaint(shell, call, request, { state: null, fields: {} })).toContain('<p>Loading</p>');
  });

  it('follows the version this browser loads', () => {
    expect(routeOf(manifest, { pathname: '/j/abc', overrides: { call: '1.9.0' }, language: 'en' })?.remote.entry).toBe(
      '/remotes/call/1.9.0/remoteEntry-Abcd1900.js',
    );
    expect(routeOf(manifest, { pathname: '/nowhere', overrides: {}, language: 'en' })).toBeNull();
  });
});
