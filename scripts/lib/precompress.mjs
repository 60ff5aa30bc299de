/**
 * Brotli and gzip copies of every text file of the served output, beside it (`app.js.br`,
 * `app.js.gz`): the API sends them by Accept-Encoding (@fastify/static `preCompressed`), and nginx
 * can with `gzip_static`/`brotli_static`. Written once per file content (a copy newer than its
 * source is kept), by the site build and by every release.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text worth compressing; fonts, images and media are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its extra headers cost (nginx's gzip_min_length does the same). */
const MIN_BYTES = 1024;

const ENCODERS = {
  br: (body) =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gz: (body) => gzipSync(body, { level: 9 }),
};

function* textFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield path;
  }
}

const newerThan = (file, source) => {
  try {
    return statSync(file).mtimeMs >= statSync(source).mtimeMs;
  } catch {
    return false;
  }
};

/** Compresses what needs it under `dir`; returns how many files were (re)written and the bytes before and after brotli. */
export function precompressDir(dir) {
  const totals = { files: 0, raw: 0, br: 0 };
  for (const file of textFiles(dir)) {
    const size = statSync(file).size;
    if (size < MIN_BYTES) continue;
    let body = null;
    for (const [ext, encode] of Object.entries(ENCODERS)) {
      if (newerThan(`${file}.${ext}`, file)) continue;
      body ??= readFileSync(file);
      const compressed = encode(body);
      // a copy that is not smaller is never worth sending: the original goes out instead
      if (compressed.length < body.length) writeFileSync(`${file}.${ext}`, compressed);
      if (ext === 'br') {
        totals.files += 1;
        totals.raw += body.length;
        totals.br += compressed.length;
      }
    }
  }
  return totals;
}
