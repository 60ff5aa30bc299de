import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// what the site build writes beside each file is what the server must send
import { precompressDir } from '../../../scripts/lib/precompress.mjs';
import { startServer, type TestServer } from './helpers';

let server: TestServer;
let staging: TestServer;

/** A text body of `kb` KB that compresses well, as JavaScript does. */
const script = (kb: number, tag: string) =>
  `export const ${tag} = ${JSON.stringify(Array.from({ length: kb * 16 }, (_, i) => `${tag} line ${i % 50}`))};\n`;

const remoteRelease = (name: string, version: string, path_: string) => {
  const base = `/remotes/${name}/${version}/`;
  return {
    version,
    entry: `${base}remoteEntry-V${version.replace(/\./g, '_')}.js`,
    routes: [{ path: path_, layout: 'main' }],
    firstLoad: {
      modules: [`${base}assets/app-${name}0001.js`],
      styles: [`${base}assets/app-${name}0001.css`],
      strings: { en: [`${base}assets/en-${name}0001.js`], vi: [`${base}assets/vi-${name}0001.js`] },
    },
  };
};

/** A built site: shell (index.html with a hashed chunk, shell-meta.json), remotes, manifests; precompressed like the build does. */
function writeSite(site: string) {
  for (const dir of ['env', 'assets', 'remotes/events/1.0.0/assets']) mkdirSync(path.join(site, dir), { recursive: true });
  writeFileSync(
    path.join(site, 'index.html'),
    '<!doctype html><html><head><title>Shell</title><script type="module" crossorigin src="/assets/index-Shell001.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(site, 'assets/index-Shell001.js'), script(40, 'shell'));
  writeFileSync(path.join(site, 'assets/tiny-Tiny0001.js'), 'export {};\n');
  writeFileSync(path.join(site, 'assets/en-Strings1.js'), script(4, 'common'));
  writeFileSync(path.join(site, 'assets/vi-Strings2.js'), script(4, 'chung'));
  writeFileSync(
    path.join(site, 'shell-meta.json'),
    JSON.stringify({
      version: '0.1.0',
      firstLoad: {
        modules: ['assets/index-Shell001.js'],
        styles: [],
        strings: { en: ['assets/en-Strings1.js'], vi: ['assets/vi-Strings2.js'] },
      },
    }),
  );
  writeFileSync(path.join(site, 'remotes/events/1.0.0/remoteEntry.js'), script(8, 'entry'));
  writeFileSync(path.join(site, 'remotes/events/1.0.0/remoteEntry-Hash0001.js'), script(8, 'entry'));
  writeFileSync(path.join(site, 'remotes/events/1.0.0/remote-meta.json'), JSON.stringify({ name: 'events', version: '1.0.0' }));
  writeFileSync(path.join(site, 'remotes/events/1.0.0/assets/app-Css00001.css'), `.events { color: red; }\n`.repeat(200));
  precompressDir(site);
}

function writeManifest(site: string, env: string, remotes: Record<string, unknown>) {
  writeFileSync(path.join(site, 'env', `${env}.json`), JSON.stringify({ env, shell: { version: '0.1.0' }, config: {}, remotes }));
}

const eventsChannel = (current: string, releases: string[]) => ({
  ...remoteRelease('events', current, '/app'),
  previous: releases.filter((v) => v !== current),
  releases: Object.fromEntries(releases.map((v) => [v, remoteRelease('events', v, '/app')])),
});
const authChannel = () => remoteRelease('auth', '2.0.0', '/login');

beforeAll(async () => {
  server = await startServer();
  writeSite(path.join(server.dataDir, 'site'));
  writeManifest(path.join(server.dataDir, 'site'), 'development', { events: eventsChannel('1.0.0', ['1.0.0']), auth: authChannel() });
  staging = await startServer({ appEnv: 'staging' }, { database: server.app.ctx.db });
  writeSite(path.join(staging.dataDir, 'site'));
  writeManifest(path.join(staging.dataDir, 'site'), 'staging', { events: eventsChannel('1.1.0', ['1.0.0', '1.1.0']), auth: authChannel() });
});
afterAll(async () => {
  await staging?.close();
  await server?.close();
});

/** What a page asks the browser to fetch at once (its link tags). */
const preloads = (html: string) => [...html.matchAll(/<link [^>]*href="([^"]+)"/g)].map((m) => m[1]);

const get = (target: TestServer, url: string, headers: Record<string, string> = {}) => target.app.inject({ method: 'GET', url, headers });

describe('static files as sent', () => {
  it('sends each text file as brotli, gzip or identity by Accept-Encoding, always with Vary: Accept-Encoding', async () => {
    const original = script(40, 'shell');
    const br = await get(server, '/assets/index-Shell001.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(original);
    expect(br.rawPayload.length).toBeLessThan(original.length / 5);

    const gzip = await get(server, '/assets/index-Shell001.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(original);

    const identity = await get(server, '/assets/index-Shell001.js', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    expect(identity.body).toBe(original);

    const css = await get(server, '/remotes/events/1.0.0/assets/app-Css00001.css', { 'accept-encoding': 'br' });
    expect([css.headers['content-encoding'], css.headers['content-type']]).toEqual(['br', expect.stringMatching(/text\/css/)]);
  });

  it('keeps content-hashed files for a year and revalidates the rest with an ETag', async () => {
    for (const url of [
      '/assets/index-Shell001.js',
      '/assets/tiny-Tiny0001.js',
      '/remotes/events/1.0.0/remoteEntry-Hash0001.js',
      '/remotes/events/1.0.0/assets/app-Css00001.css',
    ]) {
      const kept = await get(server, url, { 'accept-encoding': 'br' });
      expect(kept.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      // never revalidated nor asked in ranges: nothing to compare or resume, fewer bytes on the wire
      expect([kept.headers.etag, kept.headers['last-modified'], kept.headers['accept-ranges']], url).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
    }
    for (const url of [
      '/remotes/events/1.0.0/remoteEntry.js',
      '/remotes/events/1.0.0/remote-meta.json',
      '/env/development.json',
      '/shell-meta.json',
      '/manifest.json',
    ]) {
      const first = await get(server, url, { 'accept-encoding': 'br' });
      expect(first.headers['cache-control'], url).toBe('no-cache');
      expect(first.headers.etag, url).toBeTruthy();
      const again = await get(server, url, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it('sends scripts without the page-only headers, and the page with its CSP', async () => {
    const js = await get(server, '/assets/index-Shell001.js', { 'accept-encoding': 'br' });
    expect(js.headers['content-security-policy']).toBeUndefined();
    expect(js.headers['x-frame-options']).toBeUndefined();
    expect(js.headers['x-content-type-options']).toBe('nosniff');
    expect(js.headers['cross-origin-resource-policy']).toBe('same-site');
    // the page's policy is the one its scripts fetch with
    expect(js.headers['referrer-policy']).toBeUndefined();
    const page = await get(server, '/app', { accept: 'text/html' });
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends a file too small to gain from compression as it is', async () => {
    const tiny = await get(server, '/assets/tiny-Tiny0001.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};\n');
  });
});

describe('the page as served', () => {
  it('inlines the manifest and preloads the route remote, its first chunks and the strings of the language', async () => {
    const page = await get(server, '/app', { accept: 'text/html', 'accept-encoding': 'br', 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.8' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(page.rawPayload).toString();
    const events = remoteRelease('events', '1.0.0', '/app');
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="${events.entry}">`);
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="${events.firstLoad.modules[0]}">`);
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="${events.firstLoad.strings.vi[0]}">`);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/vi-Strings2.js">');
    expect(html).toContain(`<link rel="preload" as="style" href="${events.firstLoad.styles[0]}">`);
    expect(preloads(html).filter((url) => url.includes('en-') || url.includes('/remotes/auth/'))).toEqual([]);
    // the shell's own entry is in the page already, once
    expect(html.match(/index-Shell001\.js/g)).toHaveLength(1);
    const inlined = /<script id="platform-manifest" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(inlined!).remotes.events.version).toBe('1.0.0');

    const login = (await get(server, '/login?redirect=%2Fapp', { accept: 'text/html', 'accept-encoding': 'identity' })).body;
    expect(preloads(login)).toEqual(expect.arrayContaining([authChannel().entry, '/assets/en-Strings1.js']));
    expect(preloads(login).filter((url) => url.includes('/remotes/events/'))).toEqual([]);
  });

  it('serves a release on the next load although every hashed file is kept for a year', async () => {
    const site = path.join(server.dataDir, 'site');
    const before = await get(server, '/app', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(
      (await get(server, '/app', { accept: 'text/html', 'accept-encoding': 'gzip', 'if-none-match': String(before.headers.etag) }))
        .statusCode,
    ).toBe(304);

    writeManifest(site, 'development', { events: eventsChannel('1.1.0', ['1.0.0', '1.1.0']), auth: authChannel() });
    const after = await get(server, '/app', {
      accept: 'text/html',
      'accept-encoding': 'gzip',
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    const html = gunzipSync(after.rawPayload).toString();
    expect(html).toContain(`href="${remoteRelease('events', '1.1.0', '/app').entry}"`);
    expect(html).not.toContain(`href="${remoteRelease('events', '1.0.0', '/app').entry}"`);
    const manifest = await get(server, '/manifest.json', { 'accept-encoding': 'identity' });
    expect(manifest.json().remotes.events.version).toBe('1.1.0');
    writeManifest(site, 'development', { events: eventsChannel('1.0.0', ['1.0.0']), auth: authChannel() });
  });

  it('in staging preloads the version a browser overrides to, never the manifest one', async () => {
    const overridden = remoteRelease('events', '1.0.0', '/app');
    const current = remoteRelease('events', '1.1.0', '/app');
    const plain = (await get(staging, '/app', { accept: 'text/html', 'accept-encoding': 'identity' })).body;
    expect(plain).toContain(current.entry);

    const byCookie = await get(staging, '/app', {
      accept: 'text/html',
      'accept-encoding': 'identity',
      cookie: `theme=dark; platform.remoteOverrides=${encodeURIComponent('events@1.0.0')}`,
    });
    expect(byCookie.headers.vary).toMatch(/cookie/i);
    expect(byCookie.body).toContain(overridden.entry);
    expect(byCookie.body).toContain(overridden.firstLoad.modules[0]);
    expect(byCookie.body).not.toContain(`href="${current.entry}"`);

    const byQuery = (await get(staging, '/app?remote-override=events@1.0.0', { accept: 'text/html', 'accept-encoding': 'identity' })).body;
    expect(byQuery).toContain(`href="${overridden.entry}"`);
    const cleared = (
      await get(staging, '/app?remote-override=clear', {
        accept: 'text/html',
        'accept-encoding': 'identity',
        cookie: 'platform.remoteOverrides=events%401.0.0',
      })
    ).body;
    expect(cleared).toContain(`href="${current.entry}"`);

    // outside staging an override cookie changes nothing
    const development = (
      await get(server, '/app', { accept: 'text/html', 'accept-encoding': 'identity', cookie: 'platform.remoteOverrides=events%401.1.0' })
    ).body;
    expect(development).toContain(`href="${overridden.entry}"`);
  });

  it("sends the route's first paint of the version this browser loads, in its language, before the shell's root", async () => {
    const site = path.join(staging.dataDir, 'site');
    const marker = '<!--platform-first-paint-content-->';
    writeFileSync(
      path.join(site, 'first-paint.json'),
      JSON.stringify({
        layouts: { main: { en: `<div class="shell-main">Home${marker}</div>`, vi: `<div class="shell-main">Trang chủ${marker}</div>` } },
      }),
    );
    for (const version of ['1.0.0', '1.1.0']) {
      mkdirSync(path.join(site, `remotes/events/${version}`), { recursive: true });
      writeFileSync(
        path.join(site, `remotes/events/${version}/first-paint.json`),
        JSON.stringify({ routes: { '/app': { en: `<h1>Calls ${version}</h1>`, vi: `<h1>Gọi ${version}</h1>` } } }),
      );
    }
    const page = (headers: Record<string, string>) =>
      get(staging, '/app', { accept: 'text/html', 'accept-encoding': 'identity', ...headers }).then((r) => r.body);

    const vietnamese = await page({ 'accept-language': 'vi-VN,vi;q=0.9' });
    expect(vietnamese).toContain('<html lang="vi">');
    expect(vietnamese).toContain(
      '<div id="first-paint" aria-hidden="true" inert><div class="shell-main">Trang chủ<h1>Gọi 1.1.0</h1></div></div><div id="root"></div>',
    );
    // the route's stylesheet applies to the first paint at once
    expect(vietnamese).toContain('<link rel="stylesheet" href="/remotes/events/1.1.0/assets/app-events0001.css">');
    // the choice stored in the browser (its cookie) wins over the browser's languages; an override picks its version's screen
    const chosen = await page({
      'accept-language': 'vi-VN',
      cookie: `language=en; platform.remoteOverrides=${encodeURIComponent('events@1.0.0')}`,
    });
    expect(chosen).toContain('<div class="shell-main">Home<h1>Calls 1.0.0</h1></div>');

    // a route with no first paint is served as before
    const login = (await get(staging, '/login', { accept: 'text/html', 'accept-encoding': 'identity' })).body;
    expect(login).not.toContain('first-paint');
    expect(login).toContain('<link rel="preload" as="style" href="/remotes/auth/2.0.0/assets/app-auth0001.css">');
  });
});
