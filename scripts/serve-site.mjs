#!/usr/bin/env node
/**
 * A small static host for the assembled site, used only when the API service
 * is not built. Same contract as the API's static hosting: /manifest.json is
 * the APP_ENV manifest, versioned remotes are immutable, SPA fallback.
 */
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { SITE_DIR } from './lib/paths.mjs';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' };
const env = process.env.APP_ENV || 'development';
const port = Number(process.env.PORT || 8080);

createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  let path = url.pathname === '/manifest.json' ? `/env/${env}.json` : decodeURIComponent(url.pathname);
  let file = normalize(join(SITE_DIR, path));
  if (!file.startsWith(SITE_DIR)) return res.writeHead(400).end();
  const isFile = existsSync(file) && statSync(file).isFile();
  if (!isFile) {
    if (extname(path) || !String(req.headers.accept ?? '').includes('text/html')) return res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":"not_found","message":"Not found"}');
    file = join(SITE_DIR, 'index.html');
    path = '/index.html';
  }
  const cache = path.startsWith('/remotes/') ? 'public, max-age=31536000, immutable' : path === '/index.html' || path.startsWith('/env/') ? 'no-cache' : 'public, max-age=3600';
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': cache, 'x-content-type-options': 'nosniff' });
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`Platform ready at http://localhost:${port}`));
