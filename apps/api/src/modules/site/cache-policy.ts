import path from 'node:path';

/** A file whose name carries its content hash: its URL changes whenever its content does. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (pages, manifests, metadata): kept, but asked again each time (ETag, 304 when unchanged). */
export const REVALIDATE = 'no-cache';

/** Vite's `name-Hash8.ext` (the shell's chunks, each remote's assets and released `remoteEntry-Hash8.js`). */
const CONTENT_HASHED = /[-.][A-Za-z0-9_-]{8}\.(js|mjs|css|woff2?|svg|png|jpe?g|webp|avif|wasm)$/;

/**
 * Cache policy of a site file by its name alone, so any static server (this one, nginx) can apply it:
 * content-hashed files for a year, never asked again; the rest revalidated, so a release is seen on
 * the next load.
 */
export function cacheControlFor(relativePath: string): string {
  return CONTENT_HASHED.test(path.posix.basename(relativePath)) ? IMMUTABLE : REVALIDATE;
}

/**
 * What a file kept for good is sent without: a browser never revalidates an immutable file (no ETag or
 * Last-Modified to compare) nor asks a script or stylesheet in ranges. About 100 bytes less on each of
 * the ~30 hashed files of a first load (issue 27: JavaScript on the wire, headers included).
 */
export const sendOptionsFor = (cacheControl: string) =>
  cacheControl === IMMUTABLE ? { etag: false, lastModified: false, acceptRanges: false } : {};

/**
 * Headers that only mean something on a document (the page's CSP, framing, opener, XSS filter...).
 * A script, stylesheet or JSON file the page loads is not one (the one worker, `sw.js`, only passes page loads on), so
 * static files go out without them: about 800 bytes less on each of the ~30 files of a first load.
 * Referrer-Policy too: a script or stylesheet without one fetches with its document's (the page has the
 * same policy), so on a subresource it only repeats it. nosniff and Cross-Origin-Resource-Policy stay.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** A subresource the page loads (script, style, data, font, image), never shown as a page itself. */
export const isSubresource = (relativePath: string) => /\.(js|mjs|css|json|woff2?|png|jpe?g|webp|avif)$/.test(relativePath);
