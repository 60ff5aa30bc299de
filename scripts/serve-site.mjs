#!/usr/bin/env node
/**
 * A small static host for the assembled site, used only when the API service
 * is not built. Same contract as the API's static hosting (apps/api/src/modules/site): /manifest.json
 * is the APP_ENV manifest, a file goes out as its precompressed `.br`/`.gz` copy when the request
 * accepts it (Vary: Accept-Encoding), content-hashed names are immutable and the rest revalidated,
 * SPA fallback. It does not inline the manifest nor preload remotes: that is the API's.
 */
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { SITE_DIR } from './lib/paths.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const env = process.env.APP_ENV || 'development';
// the API's rule (cache-policy.ts), restated for this plain-Node fallback
const CONTENT_HASHED = /[-.][A-Za-z0-9_-]{8}\.(js|mjs|css|woff2?|svg|png|jpe?g|webp|avif|wasm)$/;
const accepts = (header, coding) =>
  String(header ?? '')
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return (name === coding || name === '*') && (!q || Number(q.slice(2)) > 0);
    });
const port = Number(process.env.PORT || 8080);

createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  let path = url.pathname === '/manifest.json' ? `/env/${env}.json` : decodeURIComponent(url.pathname);
  let file = normalize(join(SITE_DIR, path));
  if (!file.startsWith(SITE_DIR)) return res.writeHead(400).end();
  const isFile = existsSync(file) && statSync(file).isFile();
  if (!isFile) {
    if (extname(path) || !String(req.headers.accept ?? '').includes('text/html'))
      return res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":"not_found","message":"Not found"}');
    file = join(SITE_DIR, 'index.html');
    path = '/index.html';
  }
  const cache = CONTENT_HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
  const encoded = [
    ['br', '.br'],
    ['gzip', '.gz'],
  ].find(([coding, ext]) => accepts(req.headers['accept-encoding'], coding) && existsSync(file + ext));
  const headers = {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': cache,
    vary: 'Accept-Encoding',
    'x-content-type-options': 'nosniff',
  };
  res.writeHead(200, encoded ? { ...headers, 'content-encoding': encoded[0] } : headers);
  createReadStream(encoded ? file + encoded[1] : file).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`Platform ready at http://localhost:${port}`));
